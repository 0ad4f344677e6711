import { domainError } from '../../../shared/errors/domain-error';
import type { StaffPayment } from './staff-payment';

/** A price staff set at the desk below the catalogue's (a discount), with the reason it is recorded with. */
export interface StaffPrice {
  /** Integer pence the customer pays. */
  pricePence: number;
  reason: string;
}

/** What the booking records of a staff price: what is left to pay, what was taken off, and why. */
export interface PricedByStaff {
  toPayPence: number;
  discountPence: number;
  priceReason: string | null;
}

export class InvalidStaffPriceError extends domainError('BOOKING.INVALID_STAFF_PRICE', 'invalid') {}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** Checks what can be checked before the slot is held: a reason, a price above nothing, and no voucher or complimentary with it. */
export function checkStaffPrice(price: StaffPrice | null, payment: StaffPayment): void {
  if (!price) return;
  if (!price.reason.trim())
    throw new InvalidStaffPriceError('Give the reason for the staff price; it is recorded on the booking.');
  if (price.pricePence === 0)
    throw new InvalidStaffPriceError('A staff price of £0.00 is a free session: choose Complimentary as the payment instead.');
  if (payment.method === 'voucher' || payment.method === 'complimentary')
    throw new InvalidStaffPriceError(
      'A staff price is for a session paid by card or cash, not with a gift voucher or complimentary.',
    );
}

/** The price the booking records: the catalogue's (`listPence`), or the staff price below it with its reason. */
export function pricedByStaff(price: StaffPrice | null, listPence: number): PricedByStaff {
  if (!price) return { toPayPence: listPence, discountPence: 0, priceReason: null };
  if (price.pricePence > listPence)
    throw new InvalidStaffPriceError(`A staff price can only lower the price: this session costs ${pounds(listPence)}.`);
  return { toPayPence: price.pricePence, discountPence: listPence - price.pricePence, priceReason: price.reason.trim() };
}
