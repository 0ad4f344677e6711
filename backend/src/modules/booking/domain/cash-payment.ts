import { domainError } from '../../../shared/errors/domain-error';
import type { Booking } from './booking';
import { londonDateOf } from './calendar';

/**
 * Cash on arrival is owed, not paid, until the desk marks it received (docs/product.md, Refunds and cancellation:
 * cash); only then does it count in takings, and only then is anything owed back when the booking is cancelled.
 */
export type CashBooking = Pick<Booking, 'status' | 'paymentMethod' | 'totalPrice' | 'cashReceivedAt'>;

export class CashNotReceivableError extends domainError('BOOKING.CASH_NOT_RECEIVABLE', 'conflict') {}

/** Cash this booking still owes at the desk, in pence (0 when it is not a cash booking or the cash was received). */
export function cashOwedPence(booking: CashBooking): number {
  if (booking.paymentMethod !== 'cash_on_arrival' || booking.status !== 'confirmed' || booking.cashReceivedAt) return 0;
  return booking.totalPrice;
}

/** Checks that the desk may mark this booking's cash received: a confirmed booking paid (in part) by cash on arrival. */
export function assertCashReceivable(booking: CashBooking): void {
  if (booking.paymentMethod !== 'cash_on_arrival' || booking.totalPrice === 0)
    throw new CashNotReceivableError('This booking is not paid in cash on arrival, so there is no cash to mark received.');
  if (booking.status !== 'confirmed')
    throw new CashNotReceivableError(
      `This booking is ${booking.status.replace('_', ' ')}: cash is marked received only on a confirmed booking.`,
    );
}

/** Checks that marking the cash received can be undone now: only on the London day it was marked, while the booking stands. */
export function assertCashUndoable(booking: CashBooking, now: Date): void {
  assertCashReceivable(booking);
  if (booking.cashReceivedAt && londonDateOf(booking.cashReceivedAt) !== londonDateOf(now))
    throw new CashNotReceivableError('Cash marked received on an earlier day can no longer be undone.');
}
