import { Module } from '@nestjs/common';
import { ACCOUNT_JOBS } from '../../backend/src/modules/account/jobs/account-jobs';
import { BOOKING_JOBS } from '../../backend/src/modules/booking/jobs/booking-jobs.module';
import { CATALOG_JOBS } from '../../backend/src/modules/catalog/jobs/catalog-jobs.module';
import { ENQUIRY_JOBS } from '../../backend/src/modules/enquiry/jobs/enquiry-jobs';
import { PAYMENT_JOBS } from '../../backend/src/modules/payment/jobs/payment-jobs.module';
import type { ModuleJobs } from '../../backend/src/shared/queue/module-jobs';
import { WorkerRuntimeModule } from '../../backend/src/shared/worker-runtime.module';

/** The modules whose jobs this worker runs: each says, in one export, its processors, e-mails and the events they consume. */
export const WORKER_JOBS: readonly ModuleJobs[] = [ENQUIRY_JOBS, ACCOUNT_JOBS, PAYMENT_JOBS, CATALOG_JOBS, BOOKING_JOBS];

/** The worker process: the outbox relay, e-mail delivery and staff notices, running the jobs of these modules. */
@Module({ imports: [WorkerRuntimeModule.forModules(WORKER_JOBS)] })
export class WorkerModule {}
