import { formatPence } from '../../../shared/mail/format-pence';
import type { Booking } from './booking';

export type NotedPayment = Pick<
  Booking,
  'totalPrice' | 'voucherPence' | 'paymentIntentId' | 'paymentMethod' | 'terminalReference' | 'cashReceivedAt'
>;

/** The part paid in money, in words; null when nothing is paid in money. */
function moneyNote(booking: NotedPayment): string | null {
  if (booking.totalPrice === 0) return null;
  if (booking.paymentIntentId) return 'Paid online by card';
  if (booking.paymentMethod === 'card_by_phone') return `Card by phone (ref ${booking.terminalReference ?? 'not recorded'})`;
  if (booking.paymentMethod === 'cash_on_arrival')
    return booking.cashReceivedAt ? 'Cash received' : `Cash on arrival — owed ${formatPence(booking.totalPrice)}`;
  return 'Paid';
}

/**
 * How a booking is paid, as the desk needs to know it (docs/product.md, Staff panel: DAY SHEET): "Paid online by card",
 * "Card by phone (ref …)", "Cash on arrival — owed £x" until the desk marks it "Cash received", "Gift voucher CODE"
 * with any top-up, or "Complimentary".
 */
export function paymentNote(booking: NotedPayment, voucherCode: string | null = null): string {
  const money = moneyNote(booking);
  if (booking.voucherPence === 0) return money ?? 'Complimentary';
  const voucher = voucherCode ? `Gift voucher ${voucherCode}` : 'Gift voucher';
  if (!money) return voucher;
  const lowered = `${money.charAt(0).toLowerCase()}${money.slice(1)}`;
  return `${voucher} + ${money.startsWith('Cash on arrival') ? lowered : `${formatPence(booking.totalPrice)} ${lowered}`}`;
}
