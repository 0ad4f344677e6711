import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { AppConfig } from '../../../shared/config/app-config';
import type { EventDefinition } from '../../../shared/outbox/domain-event';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import {
  BOOKING_HOLD_RECOVERY,
  BOOKING_REVIEW_REQUEST,
  FollowUpKind,
  type FollowUpPayload,
  HOLD_RECOVERY_DELAY_MS,
  HOLD_RECOVERY_PER_ADDRESS_DAYS,
  HOLD_RECOVERY_WINDOW_MS,
  REVIEW_REQUEST_WINDOW_MS,
} from '../domain/follow-ups';
import { BOOKING_FOLLOW_UP_REPOSITORY, BookingFollowUpRepository } from './booking-follow-up.ports';
import { REMINDER_REQUEUE_MS } from './booking-reminders.service';

/** Follow-ups claimed and published per transaction: a backlog goes out in batches. */
const BATCH = 100;
const DAY_MS = 24 * 3600_000;
const EVENT_OF: Record<FollowUpKind, EventDefinition<string, FollowUpPayload>> = { 'hold-recovery': BOOKING_HOLD_RECOVERY, 'review-request': BOOKING_REVIEW_REQUEST };

/**
 * The e-mails that bring customers back (docs/product.md, E-mails), as the day-before reminders are kept: a sweep
 * claims each as a row (`booking_follow_up`, once per booking and kind, whichever worker sweeps) and publishes its
 * event through the outbox in the same commit, and queues it again until the mailer took it (its job lost with
 * Redis). The mailer checks again at send time (booking/application/follow-up-mail.composer.ts).
 */
@Injectable()
export class BookingFollowUpsService {
  constructor(
    @Inject(BOOKING_FOLLOW_UP_REPOSITORY) private readonly followUps: BookingFollowUpRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly config: AppConfig,
  ) {}

  /** Whether the review requests are turned on (REVIEW_EMAILS_ENABLED, off by default). */
  get reviewsEnabled(): boolean {
    return this.config.REVIEW_EMAILS_ENABLED === 'true' && Boolean(this.config.REVIEW_URL);
  }

  /** Queues the reminder of every hold that ran out unpaid and is due at `now`; returns how many were queued. */
  async sendHoldRecoveries(now: Date): Promise<number> {
    return this.inBatches('hold-recovery', now, (limit) =>
      this.followUps.claimHoldRecoveries(
        {
          now,
          expiredBy: new Date(now.getTime() - HOLD_RECOVERY_DELAY_MS),
          expiredAfter: new Date(now.getTime() - HOLD_RECOVERY_WINDOW_MS),
          lastSentAfter: new Date(now.getTime() - HOLD_RECOVERY_PER_ADDRESS_DAYS * DAY_MS),
        },
        limit,
      ),
    );
  }

  /** Queues the review request of every session whose morning after has come at `now` (none while turned off); returns how many. */
  async sendReviewRequests(now: Date): Promise<number> {
    if (!this.reviewsEnabled) return 0;
    return this.inBatches('review-request', now, (limit) =>
      this.followUps.claimReviewRequests(now, new Date(now.getTime() - REVIEW_REQUEST_WINDOW_MS), limit),
    );
  }

  private async inBatches(kind: FollowUpKind, now: Date, claim: (limit: number) => Promise<string[]>): Promise<number> {
    let queued = 0;
    let batch: number;
    do {
      batch = await this.queueBatch(kind, now, claim);
      queued += batch;
    } while (batch === BATCH);
    return queued;
  }

  @Transactional()
  private async queueBatch(kind: FollowUpKind, now: Date, claim: (limit: number) => Promise<string[]>): Promise<number> {
    const again = await this.followUps.requeue(kind, now, new Date(now.getTime() - REMINDER_REQUEUE_MS), BATCH);
    const claimed = again.length < BATCH ? await claim(BATCH - again.length) : [];
    const bookingIds = [...again, ...claimed];
    if (bookingIds.length === 0) return 0;
    await this.events.publish(...bookingIds.map((bookingId) => EVENT_OF[kind]({ bookingId })));
    return bookingIds.length;
  }
}
