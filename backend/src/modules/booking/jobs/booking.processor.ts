import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { Job, Queue } from 'bullmq';
import { AccountService } from '../../account/account.public';
import { BookingHoldsService } from '../application/booking-holds.service';
import { BookingRemindersService } from '../application/booking-reminders.service';
import { BookingFollowUpsService } from '../application/booking-follow-ups.service';
import { CustomerBookingsService } from '../application/customer-bookings.service';
import { BOOKING_CONFIRMED } from '../domain/booking-events';
import { AppConfig } from '../../../shared/config/app-config';
import { isEventJob, type RelayedFields } from '../../../shared/outbox/domain-event';
import { TracedJob } from '../../../shared/tracing/traced-job';
import { QUEUE } from '../../../shared/queue/queue-names';
import { RepeatingJobProcessor } from '../../../shared/queue/repeating-job';
import { Clock, CLOCK } from './clock';
import { InJobContext } from '../../../shared/queue/job-context';

export const EXPIRE_HOLDS_JOB = 'booking.expire-holds';
export const SEND_DUE_REMINDERS_JOB = 'booking.send-due-reminders';
/** The e-mails that bring customers back: the reminder of a hold that ran out unpaid, the review request the morning after. */
export const SEND_FOLLOW_UPS_JOB = 'booking.send-follow-ups';

/**
 * The booking queue: a confirmed booking gets its account (created, with a set-password link, when none
 * exists for the e-mail; otherwise the existing one); repeating jobs release unpaid holds whose 15 minutes
 * ran out and send the day-before reminders that have fallen due (rows on the booking, so a run lost with
 * Redis is made good by the next). All are idempotent.
 */
@Processor(QUEUE.booking, { concurrency: 4 }) // idempotent jobs; a burst of confirmations links its accounts side by side
export class BookingProcessor extends RepeatingJobProcessor {
  constructor(
    private readonly holds: BookingHoldsService,
    private readonly bookings: CustomerBookingsService,
    private readonly accounts: AccountService,
    private readonly reminders: BookingRemindersService,
    private readonly followUps: BookingFollowUpsService,
    private readonly txHost: TransactionHost,
    @Inject(CLOCK) private readonly now: Clock,
    @InjectQueue(QUEUE.booking) queue: Queue,
    config: AppConfig,
  ) {
    super(
      queue,
      config,
      { name: EXPIRE_HOLDS_JOB, everyMs: config.BOOKING_HOLD_SWEEP_SECONDS * 1000 },
      { name: SEND_DUE_REMINDERS_JOB, everyMs: config.BOOKING_REMINDER_SWEEP_SECONDS * 1000 },
      { name: SEND_FOLLOW_UPS_JOB, everyMs: config.BOOKING_REMINDER_SWEEP_SECONDS * 1000 },
    );
  }

  @TracedJob()
  @InJobContext()
  async process(job: Job<Partial<RelayedFields>>): Promise<unknown> {
    if (job.name === EXPIRE_HOLDS_JOB) return { expired: await this.holds.expireHolds() };
    if (job.name === SEND_DUE_REMINDERS_JOB) return { sent: await this.reminders.sendDue(this.now()) };
    if (job.name === SEND_FOLLOW_UPS_JOB) {
      const now = this.now();
      return { holdRecoveries: await this.followUps.sendHoldRecoveries(now), reviewRequests: await this.followUps.sendReviewRequests(now) };
    }
    if (isEventJob(job, BOOKING_CONFIRMED)) return this.linkAccount(job.data.bookingId);
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
}
