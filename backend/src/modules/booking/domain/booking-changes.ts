import type { Booking } from './booking';
import { BookingNotConfirmedError, TooLateToChangeError } from './booking-change.errors';
import { CancellationRefund, cancellationRefund, REFUND_TERMS } from './refund-policy';

/** Customers move a booking online until this many hours before its session (the Terms' full-refund line). */
export const CHANGE_NOTICE_HOURS = REFUND_TERMS.fullRefundHours;

const HOUR = 3_600_000;

/** The last moment a booking starting then can be moved online (it must be strictly before). */
export function changeDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CHANGE_NOTICE_HOURS * HOUR);
}

export function canReschedule(booking: Pick<Booking, 'status' | 'startsAt'>, now: Date): boolean {
  return booking.status === 'confirmed' && now.getTime() < changeDeadline(booking.startsAt).getTime();
}

/** Who changes a booking: the customer online, or staff (the customer on the phone, or the business itself). */
export type ChangedBy = 'customer' | 'staff';

/**
 * A move to another time: only a confirmed booking; online only more than CHANGE_NOTICE_HOURS before its current start, while
 * staff may move it until it starts (their judgement, as over the phone).
 */
export function assertCanReschedule(booking: Pick<Booking, 'status' | 'startsAt'>, now: Date, by: ChangedBy = 'customer'): void {
  if (booking.status !== 'confirmed') throw new BookingNotConfirmedError(booking.status);
  const deadline = by === 'staff' ? booking.startsAt : changeDeadline(booking.startsAt);
  if (now.getTime() >= deadline.getTime()) throw new TooLateToChangeError();
}

/**
 * Who gives the money back: the site through the card provider (paid online), staff outside the site (a card
 * terminal or cash, for payments staff recorded), or nobody (complimentary, or all paid by gift voucher).
 */
export type RefundedBy = 'site' | 'staff' | null;
export const REFUNDED_BY = ['site', 'staff'] as const;

/** After a cancellation: taken back by the provider, owed (staff refund it outside the site), or nothing due. */
export const REFUND_STATUSES = ['refunded', 'owed', 'none'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The booking fields that say how (and whether) its money was paid. */
export type PaidBooking = Pick<Booking, 'totalPrice' | 'paymentIntentId' | 'paymentMethod' | 'cashReceivedAt'>;

/** Cash on arrival counts as paid only once the desk marked it received; until then nothing is owed back. */
export function refundedBy(booking: PaidBooking): RefundedBy {
  if (booking.totalPrice === 0) return null;
  if (booking.paymentIntentId) return 'site';
  if (booking.paymentMethod === 'card_by_phone') return 'staff';
  return booking.paymentMethod === 'cash_on_arrival' && booking.cashReceivedAt ? 'staff' : null;
}

export interface CancellationOutcome extends CancellationRefund {
  /** Who refunds `refundPence`; null when nothing was paid in money. */
  refundedBy: RefundedBy;
  /** For a voucher booking: whether its voucher can be used again (only in the full-refund tier); null without one. */
  voucherReturned: boolean | null;
}

/**
 * What cancelling now gives back: the Terms' tier applies to what was paid in money, by card online (the site
 * refunds it) or by card over the phone or cash received (owed: staff refund it outside the site); nothing is
 * refunded when nothing was paid (cash on arrival not yet received among it). A gift voucher comes back only when
 * the full refund applies; otherwise it is used up.
 */
export function cancellationOutcome(booking: PaidBooking & Pick<Booking, 'startsAt' | 'voucherId'>, now: Date): CancellationOutcome {
  const refund = cancellationRefund(booking.totalPrice, booking.startsAt, now);
  const by = refundedBy(booking);
  return {
    ...refund,
    refundPence: by ? refund.refundPence : 0,
    refundedBy: by,
    voucherReturned: booking.voucherId ? refund.tier === 'full' : null,
  };
}
