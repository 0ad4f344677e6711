import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../shared/config/app-config';
import { PaymentPersonalData } from './application/payment-personal-data';
import {
  PAYMENT_PERSONAL_DATA,
  PAYMENT_PROVIDER,
  PAYMENT_REFUND_REPOSITORY,
  PAYMENT_REPOSITORY,
  PaymentProvider,
  TEST_INTENT_STORE,
  WEBHOOK_EVENT_REPOSITORY,
} from './application/payment.ports';
import { PaymentIntentService } from './application/payment-intent.service';
import { PaymentRefundService } from './application/payment-refund.service';
import { PaymentSettlementService } from './application/payment-settlement.service';
import { CheckoutPayments } from './application/checkout-payments.service';
import { TestPaymentService } from './application/test-payment.service';
import { PaymentEntity, PaymentRefundEntity, PaymentWebhookEventEntity } from './infrastructure/payment.entity';
import { StripePaymentProvider } from './infrastructure/stripe-payment.provider';
import { TestPaymentIntentEntity, TestPaymentRefundEntity } from './infrastructure/test-payment-intent.entity';
import { TestPaymentProvider } from './infrastructure/test-payment.provider';
import { TypeOrmPaymentRefundRepository } from './infrastructure/typeorm-payment-refund.repository';
import { TypeOrmPaymentRepository } from './infrastructure/typeorm-payment.repository';
import { TypeOrmWebhookEventRepository } from './infrastructure/typeorm-webhook-event.repository';

/** Stripe when both keys are set; otherwise the built-in test provider (refused in production unless allowed). */
function chooseProvider(config: AppConfig, testProvider: TestPaymentProvider): PaymentProvider {
  if (config.stripeEnabled) return new StripePaymentProvider(config);
  if (config.isProduction && config.ALLOW_TEST_PAYMENTS_IN_PRODUCTION !== 'true') {
    throw new Error(
      'No Stripe keys are set in production: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true for a demo site that takes only test cards',
    );
  }
  new Logger('PaymentModule').warn('No Stripe keys: payments use the built-in TEST provider (test cards only, no money moves)');
  return testProvider;
}

/** The payment port and its adapters, intents, refunds, webhooks and reconciliation. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentEntity, PaymentRefundEntity, PaymentWebhookEventEntity, TestPaymentIntentEntity, TestPaymentRefundEntity]),
  ],
  providers: [
    PaymentIntentService,
    PaymentSettlementService,
    CheckoutPayments,
    PaymentRefundService,
    TestPaymentService,
    TestPaymentProvider,
    { provide: TEST_INTENT_STORE, useExisting: TestPaymentProvider },
    { provide: PAYMENT_PROVIDER, inject: [AppConfig, TestPaymentProvider], useFactory: chooseProvider },
    { provide: PAYMENT_REPOSITORY, useClass: TypeOrmPaymentRepository },
    { provide: PAYMENT_REFUND_REPOSITORY, useClass: TypeOrmPaymentRefundRepository },
    { provide: WEBHOOK_EVENT_REPOSITORY, useClass: TypeOrmWebhookEventRepository },
    // The account module's PersonalDataHolder port (a customer's data export and account deletion).
    { provide: PAYMENT_PERSONAL_DATA, useClass: PaymentPersonalData },
  ],
  // Other modules see CheckoutPayments and PaymentRefundService (payment.public.ts); intents, settlement and the test
  // provider are for payment's own HTTP and job modules.
  exports: [CheckoutPayments, PaymentRefundService, PaymentIntentService, PaymentSettlementService, TestPaymentService, PAYMENT_PERSONAL_DATA],
})
export class PaymentModule {}
