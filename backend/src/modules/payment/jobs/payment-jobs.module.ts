import { Module } from '@nestjs/common';
import type { ModuleJobs } from '../../../shared/queue/module-jobs';
import { PaymentModule } from '../payment.module';
import { PaymentReconciliationProcessor } from './payment-reconciliation.processor';

/** Payment's job (reconciliation with the provider): the worker imports this, as only the API imports `http/`. */
@Module({
  imports: [PaymentModule],
  providers: [PaymentReconciliationProcessor],
})
export class PaymentJobsModule {}

/** What payment gives the worker: reconciliation (it sends no e-mail and consumes no event). */
export const PAYMENT_JOBS: ModuleJobs = { modules: [PaymentJobsModule], mailComposers: [], consumers: [] };
