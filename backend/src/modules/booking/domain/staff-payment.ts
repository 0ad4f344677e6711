import { domainError } from '../../../shared/errors/domain-error';

/** How a booking staff made (phone, walk-in) is paid (docs/product.md, Booking rules: staff bookings). */
export const STAFF_PAYMENT_METHODS = ['card_by_phone', 'cash_on_arrival', 'voucher', 'complimentary'] as const;
export type StaffPaymentMethod = (typeof STAFF_PAYMENT_METHODS)[number];

/** How the rest is paid when a gift voucher covers part of the price. */
export const REST_PAYMENT_METHODS = ['card_by_phone', 'cash_on_arrival'] as const;
export type RestPaymentMethod = (typeof REST_PAYMENT_METHODS)[number];

export interface StaffPayment {
  method: StaffPaymentMethod;
  /** The card terminal's reference of a card payment taken over the phone. */
  terminalReference: string | null;
  voucherCode: string | null;
  /** With a voucher that does not cover the whole price: how the rest is paid. */
  restPaidBy: RestPaymentMethod | null;
}

/** What the booking records of its payment once the voucher's cover is known. */
export interface RecordedPayment {
  /** How the part not covered by a voucher is paid; 'voucher' when the voucher covers it all. */
  paymentMethod: StaffPaymentMethod;
  terminalReference: string | null;
  /** Integer pence charged outside a voucher (0 when complimentary). */
  totalPrice: number;
}

export class InvalidStaffPaymentError extends domainError('BOOKING.INVALID_STAFF_PAYMENT', 'invalid') {}

const needsTerminalReference = (payment: StaffPayment, method: StaffPaymentMethod) => {
  if (method === 'card_by_phone' && !payment.terminalReference)
    throw new InvalidStaffPaymentError("A card payment by phone needs the terminal's reference.");
};

/** Checks what can be checked before the slot is held: a voucher payment names its code, a card payment its terminal reference. */
export function checkStaffPayment(payment: StaffPayment): void {
  if ((payment.method === 'voucher') !== Boolean(payment.voucherCode)) {
    throw new InvalidStaffPaymentError('A voucher code goes with the voucher payment method only, and that method needs one.');
  }
  needsTerminalReference(payment, payment.method);
}

/** The payment as recorded, `toPayPence` being what is left after any voucher. */
export function recordedPayment(payment: StaffPayment, toPayPence: number): RecordedPayment {
  if (payment.method === 'complimentary') return { paymentMethod: 'complimentary', terminalReference: null, totalPrice: 0 };
  const paymentMethod = payment.method === 'voucher' ? (toPayPence > 0 ? payment.restPaidBy : 'voucher') : payment.method;
  if (!paymentMethod)
    throw new InvalidStaffPaymentError(
      'The voucher does not cover the whole price: say how the rest is paid (card by phone or cash on arrival).',
    );
  needsTerminalReference(payment, paymentMethod);
  return {
    paymentMethod,
    terminalReference: paymentMethod === 'card_by_phone' ? payment.terminalReference : null,
    totalPrice: toPayPence,
  };
}
