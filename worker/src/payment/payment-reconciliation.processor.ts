import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { UseCls } from 'nestjs-cls';
import { PaymentService } from '../../../backend/src/modules/payment/application/payment.service';
import { AppConfig } from '../../../backend/src/shared/config/app-config';
import { QUEUE } from '../../../backend/src/shared/queue/queue-names';

export const RECONCILE_PAYMENTS_JOB = 'reconcile-payments';
const SCHEDULE_RETRY_MS = 30_000;

/**
 * The webhook-free safety net: a repeatable job (every PAYMENT_RECONCILE_EVERY_SECONDS) that asks the
 * provider about intents still pending after PAYMENT_RECONCILE_AFTER_MINUTES and fulfils those that
 * succeeded, and finishes any succeeded payment whose fulfilment never completed (a crash, a fault).
 */
@Processor(QUEUE.payment)
export class PaymentReconciliationProcessor extends WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PaymentReconciliationProcessor.name);
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly payments: PaymentService,
    @InjectQueue(QUEUE.payment) private readonly queue: Queue,
    private readonly config: AppConfig,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    void this.schedule();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.retry);
  }

  @UseCls({ generateId: true, idGenerator: (job: Job) => `${job.name}:${job.id ?? ''}` })
  async process(job: Job): Promise<{ checked: number; fulfilled: number; failed: number }> {
    if (job.name !== RECONCILE_PAYMENTS_JOB) throw new Error(`The payment queue has no handler for ${job.name}`);
    const result = await this.payments.reconcile();
    if (result.checked > 0) this.logger.log(result, 'Payment reconciliation');
    return result;
  }

  /** One scheduler per queue prefix (upsert: every worker instance may call it). Redis down → try again later. */
  private async schedule(): Promise<void> {
    try {
      await this.queue.upsertJobScheduler(
        RECONCILE_PAYMENTS_JOB,
        { every: this.config.PAYMENT_RECONCILE_EVERY_SECONDS * 1000 },
        { name: RECONCILE_PAYMENTS_JOB, opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 500 } } },
      );
    } catch (error) {
      this.logger.warn(`Could not schedule payment reconciliation, retrying: ${(error as Error).message}`);
      this.retry = setTimeout(() => void this.schedule(), SCHEDULE_RETRY_MS);
    }
  }
}
