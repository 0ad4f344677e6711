import { Module } from '@nestjs/common';
import { PaymentModule } from '../payment.module';
import { PaymentReconciliationProcessor } from './payment-reconciliation.processor';

/** Payment's job (reconciliation with the provider): the worker imports this, as only the API imports `http/`. */
@Module({
  imports: [PaymentModule],
  providers: [PaymentReconciliationProcessor],
})
export class PaymentJobsModule {}
