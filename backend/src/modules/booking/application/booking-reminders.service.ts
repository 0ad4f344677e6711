import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { BOOKING_REMINDER, BookingReminderPayload } from '../domain/reminder';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';

/** Reminders claimed and published per transaction: a backlog (the worker was down for hours) goes out in batches. */
const BATCH = 100;

/**
 * Day-before reminders kept as rows on the booking (its due time is set when it is confirmed or moved, cleared
 * when it is cancelled, in the same transaction): a frequent sweep sends what has fallen due. Nothing about a
 * reminder lives only in Redis, so losing Redis's data delays a reminder by one sweep at most.
 */
@Injectable()
export class BookingRemindersService {
  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
  ) {}

  /** Publishes every reminder due at `now` through the outbox, marking each sent in the same commit; returns how many. */
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
    const due = await this.bookings.claimDueReminders(now, BATCH);
    if (due.length === 0) return 0;
    await this.events.publish(
      ...due.map(({ bookingId, startsAt }) => {
        const payload: BookingReminderPayload = { bookingId, startsAt: startsAt.toISOString() };
        return { type: BOOKING_REMINDER, payload };
      }),
    );
    return due.length;
  }
}
