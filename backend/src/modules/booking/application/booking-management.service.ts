import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { RetryOnConflict } from '../../../shared/database/retry-on-conflict';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { formatPence } from '../../../shared/mail/format-pence';
import { referenceOf } from '../../../shared/reference';
import { AuditTrail } from '../../audit/audit.public';
import { PaymentRefundService } from '../../payment/payment.public';
import { Booking, bookedOption, planSlot } from '../domain/booking';
import { cancelBooking } from '../domain/booking-transitions';
import { BookingNotFoundError } from '../domain/booking.errors';
import {
  assertCanReschedule,
  type ChangedBy,
  CancellationOutcome,
  cancellationOutcome,
  canReschedule,
  changeDeadline,
  RefundStatus,
} from '../domain/booking-changes';
import { BOOKING_RESCHEDULED } from '../domain/booking-events';
import { type GoodwillRefund, withGoodwill } from '../domain/goodwill-refund';
import { reminderTime } from '../domain/reminder';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';
import { ManageLinks } from './manage-links';

export { REFUND_TIERS, type RefundTier } from '../domain/refund-policy';

/** A booking as its customer manages it: what cancelling now would give back, and whether it can still move. */
export interface ManagedBooking {
  booking: Booking;
  cancellation: CancellationOutcome;
  canReschedule: boolean;
  /** Moves are possible until (strictly before) this moment: the Terms' full-refund line before the session. */
  changeDeadline: Date;
}

/** Who cancelled: staff from the admin panel, or the customer (manage link or dashboard). */
export type CancelledBy = ChangedBy;

export interface BookingCancellation {
  booking: Booking;
  /** The Terms' tier and what is refunded by card; `voucherReturned` for a voucher booking (null without one). */
  refund: CancellationOutcome;
  /** 'refunded' once the provider took it back, 'owed' when staff refund it outside the site (card terminal or cash), 'none' when nothing is due. */
  refundStatus: RefundStatus;
}

/** The customer's side of a booking: reached by a signed manage link or from their dashboard. */
export interface CustomerRef {
  id: string;
  email: string;
}

/**
 * Changes to a confirmed booking: view, move to another free slot of the same session (until its change deadline),
 * cancel under the Terms. The same use cases serve the e-mailed link, the signed-in dashboard and staff.
 */
@Injectable()
export class BookingManagementService {
  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly refunds: PaymentRefundService,
    private readonly links: ManageLinks,
    private readonly audit: AuditTrail,
  ) {}

  /** The booking a manage link names: 401 when the link is forged or expired, 404 when there is no such booking. */
  async bookingForLink(token: string, now = new Date()): Promise<Booking> {
    const booking = await this.bookings.findById(this.links.idOf(token, now));
    if (!booking) throw new BookingNotFoundError();
    return booking;
  }

  /** A signed-in customer's own booking (theirs by account, or by e-mail until linked); anyone else's is not found. */
  async bookingOfCustomer(customer: CustomerRef, bookingId: string): Promise<Booking> {
    const booking = await this.bookings.findById(bookingId);
    const owns =
      booking && (booking.userId ? booking.userId === customer.id : booking.email.toLowerCase() === customer.email.toLowerCase());
    if (!booking || !owns) throw new BookingNotFoundError();
    return booking;
  }

  /** What cancelling a booking now would give back under the Terms, shown to staff before they confirm. */
  async cancellationPreview(bookingId: string, now = new Date()): Promise<{ booking: Booking; refund: CancellationOutcome }> {
    const booking = await this.bookings.findById(bookingId);
    if (!booking) throw new BookingNotFoundError();
    return { booking, refund: cancellationOutcome(booking, now) };
  }

  view(booking: Booking, now = new Date()): ManagedBooking {
    return {
      booking,
      cancellation: cancellationOutcome(booking, now),
      canReschedule: canReschedule(booking, now),
      changeDeadline: changeDeadline(booking.startsAt),
    };
  }

  /**
   * Moves a confirmed booking to another slot of the same session and duration, in one write: the database
   * refuses a taken time (SlotTakenError) or a closed one (SlotClosedError), and the old time is free at once.
   * Moving to the time it already has changes nothing (a repeated request is harmless).
   */
  @Transactional()
  async reschedule(bookingId: string, slot: { date: string; timeSlot: string }, by: ChangedBy, now = new Date()): Promise<Booking> {
    const booking = await this.bookings.lock(bookingId);
    if (!booking) throw new BookingNotFoundError();
    assertCanReschedule(booking, now, by);
    const plan = planSlot(bookedOption(booking), slot, now);
    if (plan.startsAt.getTime() === booking.startsAt.getTime()) return booking;
    await this.bookings.expireHolds(now, plan.occupied, plan.bookedAs);
    const moved = { date: plan.date, timeSlot: plan.timeSlot, startsAt: plan.startsAt, endsAt: plan.endsAt };
    // The reminder moves with the session: due again for the new time, even when the old one's went out.
    const reminder = { reminderDueAt: reminderTime(plan.startsAt, now), reminderQueuedAt: null, reminderSentAt: null };
    await this.bookings.update(booking.id, { ...moved, occupied: plan.occupied, ...reminder });
    await this.events.publish(
      BOOKING_RESCHEDULED({ bookingId: booking.id, previousStartsAt: booking.startsAt.toISOString(), startsAt: plan.startsAt.toISOString(), by }),
    );
    return { ...booking, ...moved };
  }

  /**
   * Staff or the customer cancel a confirmed booking; the Terms decide the refund (REFUND_TERMS: full,
   * part or none) of the money paid: a card payment made online is taken back through the
   * payment port; a card-by-phone or cash payment is recorded as owed, for staff to refund outside the site
   * (the site never took that money; cash not yet received owes nothing). Staff may refund another amount with a
   * reason (goodwill). A gift voucher comes back in the full tier only. Cancelling again answers the same
   * cancellation and only retries a refund that did not go through.
   */
  async cancel(bookingId: string, by: CancelledBy, now = new Date(), goodwill: GoodwillRefund | null = null): Promise<BookingCancellation> {
    const { booking, refund } = await this.markCancelled(bookingId, now, goodwill, by);
    const due = booking.refundPence ?? 0;
    if (due > 0 && !booking.refundedAt && booking.paymentIntentId) {
      await this.refunds.refund({
        paymentIntentId: booking.paymentIntentId,
        amountPence: due,
        reason: booking.refundReason
          ? `Cancelled by staff (goodwill refund: ${booking.refundReason})`
          : `Cancelled by ${by === 'staff' ? 'staff' : 'the customer'} (${refund.tier} refund under the Terms)`,
        idempotencyKey: `booking:${booking.id}:cancel`,
      });
      const refundedAt = new Date();
      await this.bookings.update(booking.id, { refundedAt });
      return { booking: { ...booking, refundedAt }, refund, refundStatus: 'refunded' };
    }
    if (due === 0) return { booking, refund, refundStatus: 'none' };
    return { booking, refund, refundStatus: booking.refundedAt ? 'refunded' : 'owed' };
  }

  @RetryOnConflict()
  @Transactional()
  private async markCancelled(
    bookingId: string,
    now: Date,
    goodwill: GoodwillRefund | null,
    by: CancelledBy,
  ): Promise<{ booking: Booking; refund: CancellationOutcome }> {
    const booking = await this.bookings.lock(bookingId);
    if (!booking) throw new BookingNotFoundError();
    const terms = cancellationOutcome(booking, now);
    const refund = goodwill && booking.status !== 'cancelled' ? withGoodwill(terms, booking.totalPrice, goodwill) : terms;
    if (booking.status === 'cancelled') {
      const voucherReturned = booking.voucherId ? !booking.voucherForfeited : null;
      return { booking, refund: { ...refund, refundPence: booking.refundPence ?? 0, voucherReturned } };
    }
    const refundReason = goodwill ? goodwill.reason.trim() : null;
    const voucherForfeited = refund.voucherReturned === false;
    const { refundPence } = refund;
    const cancelled = cancelBooking(booking, { refundPence, refundReason, voucherForfeited, by }, now);
    await this.bookings.apply(booking.id, cancelled);
    await this.events.publish(...cancelled.events);
    if (by === 'staff') {
      const refunded = refundReason ? `a goodwill refund of ${formatPence(refundPence)} (${refundReason})` : `${formatPence(refundPence)} back under the Terms`;
      await this.audit.record({
        kind: 'booking.cancelled',
        subject: referenceOf(booking.id),
        summary: `Cancelled booking ${referenceOf(booking.id)} with ${refunded}`,
        before: { status: booking.status, refundPence: booking.refundPence },
        after: { status: 'cancelled', refundPence, refundReason },
      });
    }
    return {
      booking: { ...booking, status: 'cancelled', refundPence, refundReason, voucherForfeited: booking.voucherForfeited || voucherForfeited },
      refund,
    };
  }
}
