import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { BOOKING_REMINDER } from '../domain/reminder';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';

/** Reminders claimed and published per transaction: a backlog (the worker was down for hours) goes out in batches. */
const BATCH = 100;
/**
 * A queued reminder the mailer has not taken after this long is queued again: its job was lost with Redis's data.
 * One still waiting in a long queue is then queued twice, and the e-mail processor sends its key once.
 */
export const REMINDER_REQUEUE_MS = 2 * 60_000;

/**
 * Day-before reminders kept as rows on the booking (its due time is set when it is confirmed or moved, cleared
 * when it is cancelled, in the same transaction): a frequent sweep queues what has fallen due, and queues it again
 * until the mailer has taken it. Nothing about a reminder lives only in Redis, so losing Redis's data delays a
 * reminder (by one sweep, or by REMINDER_REQUEUE_MS for one queued already) but never loses it.
 */
@Injectable()
export class BookingRemindersService {
  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
  ) {}

  /** Publishes every reminder due at `now` through the outbox, marking each queued in the same commit; returns how many. */
  async sendDue(now: Date): Promise<number> {
    let sent = 0;
    let batch: number;
    do {
      batch = await this.sendBatch(now);
      sent += batch;
    } while (batch === BATCH);
    return sent;
  }

  @Transactional()
  private async sendBatch(now: Date): Promise<number> {
    const due = await this.bookings.claimDueReminders(now, new Date(now.getTime() - REMINDER_REQUEUE_MS), BATCH);
    if (due.length === 0) return 0;
    await this.events.publish(...due.map(({ bookingId, startsAt }) => BOOKING_REMINDER({ bookingId, startsAt: startsAt.toISOString() })));
    return due.length;
  }
}
