import { formatPence } from '../../../shared/mail/format-pence';
import type { Booking } from '../domain/booking';

type LostBooking = Pick<Booking, 'totalPrice' | 'refundPence'>;

/**
 * What happened to the customer's money when a late payment found its slot gone (docs/product.md, Booking rules): an
 * authorised card is released uncharged; a payment already taken is refunded. The e-mail and the screen say the same.
 */
export function slotLostMoneyText(booking: LostBooking): string {
  return (booking.refundPence ?? 0) > 0
    ? `Your payment of ${formatPence(booking.refundPence ?? 0)} has been refunded in full; it can take 5 to 10 working days to reach your account.`
    : `Your card has not been charged: the ${formatPence(booking.totalPrice)} held on it has been released (your bank may show it as pending for a few days).`;
}

/** The same for staff, naming the payment. */
export function slotLostStaffMoneyText(booking: LostBooking & Pick<Booking, 'paymentIntentId'>): string {
  return (booking.refundPence ?? 0) > 0
    ? `The payment (${booking.paymentIntentId}) was refunded in full.`
    : `The payment (${booking.paymentIntentId}) was cancelled before any money was taken.`;
}

/** What the payment dialog shows when the slot was lost. */
export function slotLostMessage(booking: LostBooking): string {
  return `Your time slot was booked by someone else after your hold ran out, so we could not confirm your booking. ${slotLostMoneyText(booking)}`;
}
