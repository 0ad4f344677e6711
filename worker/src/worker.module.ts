import { MailerModule } from '@nestjs-modules/mailer';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../backend/src/shared/config/app-config';
import { CoreModule } from '../../backend/src/shared/core.module';
import { MAIL_COMPOSERS, MailComposer } from '../../backend/src/shared/mail/outgoing-mail';
import { OutboxRelay } from '../../backend/src/shared/outbox/outbox-relay';
import { QueueModule } from '../../backend/src/shared/queue/queue.module';
import { EmailProcessor } from './email/email.processor';
import { SentEmail } from './email/sent-email.entity';
import { StaffNoticeProcessor } from './staff/staff.processor';

/** Composers of every module whose events send e-mail. */
const composers: (new (...args: never[]) => MailComposer)[] = [];

/** The worker process: the backend core and modules, plus the queue processors and the outbox relay. */
@Module({
  imports: [
    CoreModule,
    QueueModule,
    TypeOrmModule.forFeature([SentEmail]),
    MailerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        transport: { host: config.SMTP_HOST, port: config.SMTP_PORT, secure: false, ignoreTLS: config.NODE_ENV !== 'production' },
      }),
    }),
  ],
  providers: [
    OutboxRelay,
    EmailProcessor,
    StaffNoticeProcessor,
    { provide: MAIL_COMPOSERS, useFactory: (...instances: MailComposer[]) => instances, inject: composers },
  ],
})
export class WorkerModule {}
