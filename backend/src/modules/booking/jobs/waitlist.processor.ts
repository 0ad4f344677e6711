import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { AppConfig } from '../../../shared/config/app-config';
import { QUEUE } from '../../../shared/queue/queue-names';
import { RepeatingJobProcessor } from '../../../shared/queue/repeating-job';
import { TracedJob } from '../../../shared/tracing/traced-job';
import { CalendarChanges } from '../application/calendar-changes';
import { WaitlistOffersService } from '../application/waitlist-offers.service';
import { Clock, CLOCK } from './clock';
import { InJobContext } from '../../../shared/queue/job-context';

export const OFFER_FREED_SLOTS_JOB = 'waitlist.offer-freed-slots';

/**
 * The waitlist queue (docs/product.md, Waitlist): freed slots are offered to the people waiting. A run follows every
 * committed change to the calendar (a cancellation, a move, a hold released or expired, a closure removed: Postgres
 * notifies channel `calendar`), at most one a second from each worker; a repeating run every
 * BOOKING_HOLD_SWEEP_SECONDS catches what was missed (a notification lost, an offer that lapsed). Each run acts on rows.
 */
@Processor(QUEUE.waitlist, { concurrency: 1 })
export class WaitlistProcessor extends RepeatingJobProcessor {
  private stopListening?: () => void;
  private adding = false;
  private again = false;

  constructor(
    private readonly offers: WaitlistOffersService,
    private readonly changes: CalendarChanges,
    @Inject(CLOCK) private readonly now: Clock,
    @InjectQueue(QUEUE.waitlist) private readonly queue: Queue,
    config: AppConfig,
  ) {
    super(queue, config, { name: OFFER_FREED_SLOTS_JOB, everyMs: config.BOOKING_HOLD_SWEEP_SECONDS * 1000 });
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    this.stopListening = this.changes.subscribe(() => this.runSoon());
    void this.changes.start();
  }

  override onApplicationShutdown(): void {
    this.stopListening?.();
    super.onApplicationShutdown();
  }

  @TracedJob()
  @InJobContext()
  async process(job: Job): Promise<unknown> {
    if (job.name === OFFER_FREED_SLOTS_JOB) return { offered: await this.offers.offerFreedSlots(this.now()) };
    throw new Error(`The waitlist queue has no handler for ${job.name}`);
  }

  /**
   * A run after every change, at most one added a second by this process: a change while one is added already marks
   * another for the end of that second, so every change is followed by a run that starts after it.
   */
  private runSoon(): void {
    if (this.adding) {
      this.again = true;
      return;
    }
    this.adding = true;
    this.queue
      .add(OFFER_FREED_SLOTS_JOB, {}, { removeOnComplete: { count: 100 }, removeOnFail: { count: 500 } })
      .catch((error: Error) => this.logger.warn(`Could not queue a waitlist run; the next sweep makes it: ${error.message}`));
    setTimeout(() => {
      this.adding = false;
      if (!this.again) return;
      this.again = false;
      this.runSoon();
    }, 1000).unref();
  }
}
