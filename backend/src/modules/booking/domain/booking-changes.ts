import type { Booking } from './booking';
import { BookingNotConfirmedError, TooLateToChangeError } from './booking.errors';
import { CancellationRefund, cancellationRefund } from './refund-policy';

/** Customers move a booking online until this many hours before its session (the Terms' full-refund line). */
export const CHANGE_NOTICE_HOURS = 48;

const HOUR = 3_600_000;

/** The last moment a booking starting then can be moved online (it must be strictly before). */
export function changeDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CHANGE_NOTICE_HOURS * HOUR);
}

export function canReschedule(booking: Pick<Booking, 'status' | 'startsAt'>, now: Date): boolean {
  return booking.status === 'confirmed' && now.getTime() < changeDeadline(booking.startsAt).getTime();
}

/** A move to another time: only a confirmed booking, only more than 48 hours before its current start. */
export function assertCanReschedule(booking: Pick<Booking, 'status' | 'startsAt'>, now: Date): void {
  if (booking.status !== 'confirmed') throw new BookingNotConfirmedError(booking.status);
  if (!canReschedule(booking, now)) throw new TooLateToChangeError();
}

export interface CancellationOutcome extends CancellationRefund {
  /** For a voucher booking: whether its voucher can be used again (only in the full-refund tier); null without one. */
  voucherReturned: boolean | null;
}

/**
 * What cancelling now gives back: the Terms' tier applies to what was paid by card (nothing is refunded when
 * nothing was), and a gift voucher comes back only when the full refund applies; otherwise it is used up.
 */
export function cancellationOutcome(
  booking: Pick<Booking, 'totalPrice' | 'startsAt' | 'paymentIntentId' | 'voucherId'>,
  now: Date,
): CancellationOutcome {
  const refund = cancellationRefund(booking.totalPrice, booking.startsAt, now);
  return {
    ...refund,
    refundPence: booking.paymentIntentId ? refund.refundPence : 0,
    voucherReturned: booking.voucherId ? refund.tier === 'full' : null,
  };
}
