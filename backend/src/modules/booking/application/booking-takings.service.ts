import { Inject, Injectable } from '@nestjs/common';
import { addDays, londonInstant, type TimeRange } from '../domain/calendar';
import { checkDateRange } from '../domain/day-sheet';
import { BOOKING_MONEY_READER, type BookingMoneyReader, TAKINGS_METHODS, type TakingsMethod } from './takings.ports';


/** Integer pence taken and given back by one method in a range. */
export interface MethodTakings {
  method: TakingsMethod;
  receivedPence: number;
  refundedPence: number;
}

/** What bookings and courses took in a range (docs/product.md, Staff panel: takings). */
export interface BookingTakings {
  /** Real money, one entry per method in TAKINGS_METHODS order. */
  methods: MethodTakings[];
  /** Gift-card value redeemed on bookings: not takings (the card counted when sold), shown beside them. */
  voucherRedeemedPence: number;
  /** Test-mode payments (the built-in test card) received and refunded: counted apart, never as takings. */
  test: { receivedPence: number; refundedPence: number };
}

/** The instants from the start of one London date to the end of another (inclusive; at most a year). */
export function londonDays(from: string, to: string): TimeRange {
  checkDateRange(from, to);
  return { from: londonInstant(from, '00:00'), to: londonInstant(addDays(to, 1), '00:00') };
}

/** Takings from bookings and courses, by method, net of refunds given (cash only once the desk received it). */
@Injectable()
export class BookingTakingsService {
  constructor(@Inject(BOOKING_MONEY_READER) private readonly money: BookingMoneyReader) {}

  async between(range: TimeRange): Promise<BookingTakings> {
    const movements = await this.money.movementsBetween(range);
    const sum = (rows: typeof movements) => ({
      receivedPence: rows.reduce((total, row) => total + row.receivedPence, 0),
      refundedPence: rows.reduce((total, row) => total + row.refundedPence, 0),
    });
    const real = movements.filter((row) => !row.isTest);
    return {
      methods: TAKINGS_METHODS.map((method) => ({ method, ...sum(real.filter((row) => row.method === method)) })),
      voucherRedeemedPence: sum(real.filter((row) => row.method === 'voucher')).receivedPence,
      test: sum(movements.filter((row) => row.isTest && row.method !== 'voucher')),
    };
  }
}
