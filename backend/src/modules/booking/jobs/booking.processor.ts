import { InjectQueue, Processor } from '@nestjs/bullmq';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { Job, Queue } from 'bullmq';
import { UseCls } from 'nestjs-cls';
import { AccountService } from '../../account/application/account.service';
import { BookingHoldsService } from '../application/booking-holds.service';
import { CustomerBookingsService } from '../application/customer-bookings.service';
import {
  BOOKING_CANCELLED,
  BOOKING_CONFIRMED,
  BOOKING_RESCHEDULED,
} from '../domain/booking-events';
import { AppConfig } from '../../../shared/config/app-config';
import type { QueuedEvent } from '../../../shared/mail/outgoing-mail';
import { QUEUE } from '../../../shared/queue/queue-names';
import { BookingReminders } from './booking-reminders';
import { RepeatingJobProcessor } from '../../../shared/queue/repeating-job';

export const EXPIRE_HOLDS_JOB = 'booking.expire-holds';

/** The booking events this queue acts on: accounts and reminders follow the booking. */
export const BOOKING_QUEUE_EVENTS = [BOOKING_CONFIRMED, BOOKING_RESCHEDULED, BOOKING_CANCELLED] as const;

/**
 * The booking queue: a confirmed booking gets its account (created, with a set-password link, when none
 * exists for the e-mail; otherwise the existing one) and its day-before reminder, which moves with the
 * booking and is withdrawn when it is cancelled; a repeatable job releases unpaid holds whose 15 minutes
 * ran out. All are idempotent.
 */
@Processor(QUEUE.booking, { concurrency: 4 }) // idempotent jobs; a burst of confirmations links its accounts side by side
export class BookingProcessor extends RepeatingJobProcessor {
  constructor(
    private readonly holds: BookingHoldsService,
    private readonly bookings: CustomerBookingsService,
    private readonly accounts: AccountService,
    private readonly reminders: BookingReminders,
    private readonly txHost: TransactionHost,
    @InjectQueue(QUEUE.booking) queue: Queue,
    config: AppConfig,
  ) {
    super(queue, EXPIRE_HOLDS_JOB, config.BOOKING_HOLD_SWEEP_SECONDS * 1000);
  }

  @UseCls({ generateId: true, idGenerator: (job: Job<QueuedEvent>) => job.data?.correlationId ?? `${job.name}:${job.id ?? ''}` })
  async process(job: Job<QueuedEvent>): Promise<unknown> {
    if (job.name === EXPIRE_HOLDS_JOB) return { expired: await this.holds.expireHolds() };
    if (job.name === BOOKING_CONFIRMED) {
      const linked = await this.linkAccount(String(job.data.bookingId));
      await this.reminders.schedule(String(job.data.bookingId));
      return linked;
    }
    if (job.name === BOOKING_RESCHEDULED) {
      await this.reminders.withdraw(String(job.data.bookingId), new Date(String(job.data.previousStartsAt)));
      return { reminderAt: await this.reminders.schedule(String(job.data.bookingId)) };
    }
    if (job.name === BOOKING_CANCELLED) return this.withdrawReminder(String(job.data.bookingId));
    throw new Error(`The booking queue has no handler for ${job.name}`);
  }

  /** Creates or finds the customer's account and gives it the booking, in one transaction (a retry changes nothing). */
  private async linkAccount(bookingId: string): Promise<{ userId: string | null }> {
    const booking = await this.bookings.findBooking(bookingId);
    if (!booking) {
      this.logger.warn({ bookingId }, 'Confirmed booking not found; nothing to link');
      return { userId: null };
    }
    if (booking.userId) return { userId: booking.userId };
    const userId = await this.txHost.withTransaction(async () => {
      const id = await this.accounts.ensureAccountForBooking(booking.email, booking.name);
      await this.bookings.linkAccount(booking.id, id);
      return id;
    });
    this.logger.log({ bookingId, userId }, 'Booking linked to its account');
    return { userId };
  }

  private async withdrawReminder(bookingId: string): Promise<{ withdrawn: boolean }> {
    const booking = await this.bookings.findBooking(bookingId);
    if (booking) await this.reminders.withdraw(booking.id, booking.startsAt);
    return { withdrawn: Boolean(booking) };
  }
}
