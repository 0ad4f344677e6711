import { Module } from '@nestjs/common';
import { PaymentModule } from '../payment.module';
import { PaymentConfigController } from './payment-config.controller';
import { StripeWebhookController } from './stripe-webhook.controller';
import { TestChallengeController } from './test-challenge.controller';
import { TestPaymentController } from './test-payment.controller';

@Module({
  imports: [PaymentModule],
  controllers: [PaymentConfigController, StripeWebhookController, TestPaymentController, TestChallengeController],
})
export class PaymentHttpModule {}
