import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { AppConfig } from '../../../shared/config/app-config';
import { Clock, CLOCK } from '../../../shared/clock';
import type { RelayedFields } from '../../../shared/outbox/domain-event';
import { QUEUE } from '../../../shared/queue/queue-names';
import { RepeatingJobProcessor } from '../../../shared/queue/repeating-job';
import { TracedJob } from '../../../shared/tracing/traced-job';
import { GiftDeliveryService } from '../application/gift-delivery.service';
import { InJobContext } from '../../../shared/queue/job-context';

export const SEND_DUE_GIFTS_JOB = 'catalog.send-due-gifts';

/**
 * The shop's queue: a repeating job queues the gift cards whose delivery day has come (rows in `gift_delivery`, so
 * a run lost with Redis is made good by the next). Idempotent.
 */
@Processor(QUEUE.catalog)
export class CatalogProcessor extends RepeatingJobProcessor {
  constructor(
    private readonly gifts: GiftDeliveryService,
    @Inject(CLOCK) private readonly now: Clock,
    @InjectQueue(QUEUE.catalog) queue: Queue,
    config: AppConfig,
  ) {
    super(queue, config, { name: SEND_DUE_GIFTS_JOB, everyMs: config.GIFT_DELIVERY_SWEEP_SECONDS * 1000 });
  }

  @TracedJob()
  @InJobContext()
  async process(job: Job<Partial<RelayedFields>>): Promise<unknown> {
    if (job.name === SEND_DUE_GIFTS_JOB) return { queued: await this.gifts.queueDue(this.now()) };
    throw new Error(`The catalog queue has no handler for ${job.name}`);
  }
}
