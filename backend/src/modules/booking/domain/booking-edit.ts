import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';
import type { BookableOption, Booking } from './booking';
import { refundedBy } from './booking-changes';

/** An option change that would move the booking to the other calendar (simulator or online coaching). */
export class OtherCalendarOptionError extends domainError('BOOKING.OPTION_NOT_ALLOWED', 'invalid') {
  constructor(optionName: string) {
    super(`${optionName} is not booked in the same calendar as this booking, so the booking cannot change to it. Cancel it and book again instead.`);
  }
}

/** The option of a booking paid by gift voucher or online card stays: its money is settled by cancelling and booking again. */
export class OptionChangeNotPossibleError extends fixedDomainError(
  'BOOKING.OPTION_CHANGE_NOT_POSSIBLE',
  'conflict',
  'This booking was paid by gift voucher or online, or has an earlier price difference still to settle, so its experience cannot be changed here. Cancel it and book again instead.',
) {}

/** What an option change does to the money: the new price, what is left to take and any refund staff give. */
export interface OptionPriceChange {
  /** The catalogue's price of the new option for the party less the old one: positive, the customer owes more. */
  differencePence: number;
  totalPrice: number;
  amountDuePence: number;
  /** A refund staff give outside the site (card terminal or cash); null when none. */
  refundPence: number | null;
}

/**
 * The price difference of a change to another option (docs/product.md, Staff panel: BOOKINGS), from the catalogue's
 * prices (any staff discount stays). Cash on arrival not yet taken is simply the new price at the desk; otherwise a
 * dearer option leaves the difference to take, a cheaper one a refund for staff to give. A booking paid online or by
 * voucher, or with an earlier difference not settled, keeps its option.
 */
export function optionPriceChange(booking: Booking, option: BookableOption): OptionPriceChange {
  const payer = refundedBy(booking);
  const outstanding = booking.amountDuePence > 0 || ((booking.refundPence ?? 0) > 0 && !booking.refundedAt);
  if (booking.voucherId || booking.paymentIntentId || outstanding) throw new OptionChangeNotPossibleError();
  const differencePence = option.pricePence - (booking.totalPrice + booking.discountPence);
  const totalPrice = Math.max(0, booking.totalPrice + differencePence);
  const paid = payer === 'staff';
  return {
    differencePence,
    totalPrice,
    amountDuePence: paid && differencePence > 0 ? differencePence : 0,
    refundPence: paid && differencePence < 0 ? booking.totalPrice - totalPrice : null,
  };
}
