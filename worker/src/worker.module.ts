import { MailerModule } from '@nestjs-modules/mailer';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../backend/src/shared/config/app-config';
import { AccountModule } from '../../backend/src/modules/account/account.module';
import { BookingModule } from '../../backend/src/modules/booking/booking.module';
import { BookingJobsModule } from '../../backend/src/modules/booking/jobs/booking-jobs.module';
import { CatalogModule } from '../../backend/src/modules/catalog/catalog.module';
import { CatalogJobsModule } from '../../backend/src/modules/catalog/jobs/catalog-jobs.module';
import { EnquiryModule } from '../../backend/src/modules/enquiry/enquiry.module';
import { CoreModule } from '../../backend/src/shared/core.module';
import { MAIL_COMPOSERS, MailComposer } from '../../backend/src/shared/mail/outgoing-mail';
import { OutboxRelay } from '../../backend/src/shared/outbox/outbox-relay';
import { EVENT_ROUTES } from '../../backend/src/shared/queue/event-routes';
import { QueueModule } from '../../backend/src/shared/queue/queue.module';
import { PaymentJobsModule } from '../../backend/src/modules/payment/jobs/payment-jobs.module';
import { PaymentModule } from '../../backend/src/modules/payment/payment.module';
import { EMAIL_CONCURRENCY, EmailProcessor } from './email/email.processor';
import { EmailDelivery } from './email/email-delivery';
import { SendClaims } from './email/send-claims';
import { SentEmail } from './email/sent-email.entity';
import { smtpTransportOptions } from './email/smtp-transport';
import { MAIL_COMPOSER_CLASSES, WORKER_EVENT_ROUTES } from './event-routes';
import { StaffNoticeProcessor } from './staff/staff.processor';

/** The worker process: the backend core and modules, plus the queue processors and the outbox relay. */
@Module({
  imports: [
    CoreModule,
    QueueModule,
    EnquiryModule,
    AccountModule,
    PaymentModule,
    CatalogModule,
    BookingModule,
    BookingJobsModule,
    CatalogJobsModule,
    PaymentJobsModule,
    TypeOrmModule.forFeature([SentEmail]),
    MailerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ transport: smtpTransportOptions(config, EMAIL_CONCURRENCY) }),
    }),
  ],
  providers: [
    OutboxRelay,
    EmailProcessor,
    EmailDelivery,
    SendClaims,
    StaffNoticeProcessor,
    { provide: MAIL_COMPOSERS, useFactory: (...instances: MailComposer[]) => instances, inject: [...MAIL_COMPOSER_CLASSES] },
    { provide: EVENT_ROUTES, useValue: WORKER_EVENT_ROUTES },
  ],
})
export class WorkerModule {}
