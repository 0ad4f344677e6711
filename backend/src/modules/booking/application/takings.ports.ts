import type { TimeRange } from '../domain/calendar';

/** How money reached the business (docs/product.md, Staff panel: takings): by card on the site, on the card terminal by phone, or in cash. */
export const TAKINGS_METHODS = ['card_online', 'card_by_phone', 'cash'] as const;
export type TakingsMethod = (typeof TAKINGS_METHODS)[number];

/** Integer pence bookings or courses took and gave back in a range by one method, real or test mode; 'voucher' is gift-card value redeemed. */
export interface MoneyMovement {
  method: TakingsMethod | 'voucher';
  isTest: boolean;
  receivedPence: number;
  refundedPence: number;
}

/** Port: the money bookings and courses moved, read from where they are kept. */
export interface BookingMoneyReader {
  /**
   * Money received in [from, to): card online and by phone when the booking was confirmed (a course when paid), cash
   * when the desk marked it received, gift-voucher value when the booking using it was confirmed; and refunds given
   * in the range (by the site, or marked refunded by staff) by the method they went back by.
   */
  movementsBetween(range: TimeRange): Promise<MoneyMovement[]>;
}

export const BOOKING_MONEY_READER = Symbol('BOOKING_MONEY_READER');
