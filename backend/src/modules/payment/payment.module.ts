import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../shared/config/app-config';
import { PAYMENT_PROVIDER, PAYMENT_REPOSITORY, PaymentProvider, TEST_INTENT_STORE } from './application/payment.ports';
import { PaymentService } from './application/payment.service';
import { TestPaymentService } from './application/test-payment.service';
import { PaymentEntity, PaymentRefundEntity, PaymentWebhookEventEntity } from './infrastructure/payment.entity';
import { StripePaymentProvider } from './infrastructure/stripe-payment.provider';
import { TestPaymentIntentEntity, TestPaymentRefundEntity } from './infrastructure/test-payment-intent.entity';
import { TestPaymentProvider } from './infrastructure/test-payment.provider';
import { TypeOrmPaymentRepository } from './infrastructure/typeorm-payment.repository';

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
    PaymentService,
    TestPaymentService,
    TestPaymentProvider,
    { provide: TEST_INTENT_STORE, useExisting: TestPaymentProvider },
    { provide: PAYMENT_PROVIDER, inject: [AppConfig, TestPaymentProvider], useFactory: chooseProvider },
    { provide: PAYMENT_REPOSITORY, useClass: TypeOrmPaymentRepository },
  ],
  exports: [PaymentService, TestPaymentService],
})
export class PaymentModule {}
