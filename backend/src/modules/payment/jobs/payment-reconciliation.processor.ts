import { InjectQueue, Processor } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { PaymentSettlementService } from '../application/payment-settlement.service';
import { AppConfig } from '../../../shared/config/app-config';
import { QUEUE } from '../../../shared/queue/queue-names';
import { RepeatingJobProcessor } from '../../../shared/queue/repeating-job';
import { InJobContext } from '../../../shared/queue/job-context';

export const RECONCILE_PAYMENTS_JOB = 'reconcile-payments';

/**
 * The webhook-free safety net: a repeatable job (every PAYMENT_RECONCILE_EVERY_SECONDS) that asks the
 * provider about intents still pending after PAYMENT_RECONCILE_AFTER_MINUTES and fulfils those that
 * succeeded, and finishes any succeeded payment whose fulfilment never completed (a crash, a fault).
 */
@Processor(QUEUE.payment)
export class PaymentReconciliationProcessor extends RepeatingJobProcessor {
  constructor(
    private readonly settlement: PaymentSettlementService,
    @InjectQueue(QUEUE.payment) queue: Queue,
    config: AppConfig,
  ) {
    super(queue, config, { name: RECONCILE_PAYMENTS_JOB, everyMs: config.PAYMENT_RECONCILE_EVERY_SECONDS * 1000 });
  }

  @InJobContext()
  async process(job: Job): Promise<{ checked: number; fulfilled: number; failed: number }> {
    if (job.name !== RECONCILE_PAYMENTS_JOB) throw new Error(`The payment queue has no handler for ${job.name}`);
    const result = await this.settlement.reconcile();
    if (result.checked > 0) this.logger.log(result, 'Payment reconciliation');
    return result;
  }
}
