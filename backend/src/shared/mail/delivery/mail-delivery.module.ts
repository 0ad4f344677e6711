import { MailerModule } from '@nestjs-modules/mailer';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { composersByEvent, MAIL_COMPOSERS, type MailComposer, type MailComposerClass } from '../outgoing-mail';
import { EmailDelivery } from './email-delivery';
import { EMAIL_CONCURRENCY, EmailProcessor } from './email.processor';
import { SendClaims } from './send-claims';
import { SentEmail } from './sent-email.entity';
import { smtpTransportOptions } from './smtp-transport';

/** E-mail delivery for every module: the e-mail queue's processor, send claims in `sent_email`, the SMTP pool. */
@Module({})
export class MailDeliveryModule {
  /** Delivers what these composers build; `modules` provide and export them. */
  static forComposers(composers: readonly MailComposerClass[], modules: readonly Type[]): DynamicModule {
    return {
      module: MailDeliveryModule,
      imports: [
        ...modules,
        TypeOrmModule.forFeature([SentEmail]),
        MailerModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({ transport: smtpTransportOptions(config, EMAIL_CONCURRENCY) }),
        }),
      ],
      providers: [
        EmailProcessor,
        EmailDelivery,
        SendClaims,
        {
          provide: MAIL_COMPOSERS,
          useFactory: (...instances: MailComposer[]) => composersByEvent(composers, instances),
          inject: [...composers],
        },
      ],
    };
  }
}
