import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { CustomerBookingsService } from '../application/customer-bookings.service';
import { BOOKING_REMINDER, reminderTime } from '../domain/reminder';
import type { QueuedEvent } from '../../../shared/mail/outgoing-mail';
import { DEFAULT_JOB_OPTIONS } from '../../../shared/queue/job-options';
import { QUEUE } from '../../../shared/queue/queue-names';

/** The time now; tests replace it to schedule reminders as if at another moment, against the real queue. */
export type Clock = () => Date;
export const CLOCK = Symbol('CLOCK');

/** A reminder job's data: the session time it is for (a moved booking has a new job; the old one sends nothing). */
export interface ReminderJob extends QueuedEvent {
  bookingId: string;
  startsAt: string;
}

/**
 * Day-before reminders as delayed jobs on the e-mail queue, one per booking and session time (stable job
 * id), so adding one twice is still one job. The e-mail composer checks the booking again when it runs.
 */
@Injectable()
export class BookingReminders {
  private readonly logger = new Logger(BookingReminders.name);

  constructor(
    private readonly bookings: CustomerBookingsService,
    @InjectQueue(QUEUE.email) private readonly email: Queue,
    @Inject(CLOCK) private readonly now: Clock,
  ) {}

  static jobId(bookingId: string, startsAt: Date): string {
    return `reminder:${bookingId}:${startsAt.getTime()}`;
  }

  /** Schedules the reminder of a confirmed booking; none when it starts within a day. Returns when it goes out. */
  async schedule(bookingId: string): Promise<Date | null> {
    const booking = await this.bookings.findBooking(bookingId);
    if (booking?.status !== 'confirmed') return null;
    const now = this.now();
    const at = reminderTime(booking.startsAt, now);
    if (!at) return null;
    const jobId = BookingReminders.jobId(booking.id, booking.startsAt);
    const data: ReminderJob = {
      bookingId: booking.id,
      startsAt: booking.startsAt.toISOString(),
      eventId: jobId,
      correlationId: null,
    };
    await this.email.add(BOOKING_REMINDER, data, { ...DEFAULT_JOB_OPTIONS, jobId, delay: at.getTime() - now.getTime() });
    return at;
  }

  /** Takes back the reminder of a session time that no longer holds (moved or cancelled). Its job would send nothing anyway. */
  async withdraw(bookingId: string, startsAt: Date): Promise<void> {
    const jobId = BookingReminders.jobId(bookingId, startsAt);
    try {
      await this.email.remove(jobId);
    } catch (error) {
      this.logger.warn({ jobId, err: error }, 'Could not remove a stale reminder; it will send nothing');
    }
  }
}
