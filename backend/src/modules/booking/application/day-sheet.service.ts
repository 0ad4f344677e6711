import { Inject, Injectable } from '@nestjs/common';
import type { Booking } from '../domain/booking';
import { bookingsCsv, checkDateRange } from '../domain/day-sheet';
import { cashOwedPence } from '../domain/cash-payment';
import { paymentNote } from '../domain/payment-note';

export { bookedByLabel } from '../domain/day-sheet';
import { BOOKING_QUERIES, type BookingQueries } from './booking.ports';
import { BOOKING_FOLLOW_UP_REPOSITORY, type BookingFollowUpRepository } from './booking-follow-up.ports';
import { VOUCHER_CATALOG, type VoucherCatalog } from './voucher-redemption';
import { referenceOf } from '../../../shared/reference';
import type { Page, PageRequest } from '../../../shared/database/like-pattern';

/**
 * A line of the day sheet: the booking, its reference, how it is paid in words, the cash still owed at the desk, and
 * when the customer was asked for a review (docs/product.md, E-mails), if they were.
 */
export type DaySheetEntry = Booking & { reference: string; payment: string; cashOwedPence: number; reviewRequestedAt: Date | null };

/** What staff find over a date range: bookings that were confirmed, whether they still are, were cancelled or lost their slot. */
const FOUND_STATUSES = ['confirmed', 'cancelled', 'slot_lost'] as const;

/** Staff read-outs of the calendar: one day's sheet for the instructor and the CSV export of a date range. */
@Injectable()
export class DaySheetService {
  constructor(
    @Inject(BOOKING_QUERIES) private readonly bookings: BookingQueries,
    @Inject(VOUCHER_CATALOG) private readonly vouchers: VoucherCatalog,
    @Inject(BOOKING_FOLLOW_UP_REPOSITORY) private readonly followUps: BookingFollowUpRepository,
  ) {}

  /** The confirmed bookings of one London date, in slot order. */
  async daySheet(date: string): Promise<DaySheetEntry[]> {
    checkDateRange(date, date);
    return this.entries(await this.bookings.listByDate(date, date, ['confirmed']));
  }

  /** One page of the bookings from one date to another (inclusive, at most a year), by date then slot, matching the search. */
  async findInRange(from: string, to: string, request: PageRequest): Promise<Page<DaySheetEntry>> {
    checkDateRange(from, to);
    const { items, total } = await this.bookings.pageByDate(from, to, FOUND_STATUSES, request);
    return { items: await this.entries(items), total };
  }

  /** The confirmed bookings from one date to another (inclusive, at most a year) as formula-safe CSV. */
  async exportCsv(from: string, to: string): Promise<string> {
    checkDateRange(from, to);
    const bookings = await this.bookings.listByDate(from, to, ['confirmed']);
    return bookingsCsv(bookings, await this.voucherCodes(bookings));
  }

  private async entries(bookings: Booking[]): Promise<DaySheetEntry[]> {
    const codes = await this.voucherCodes(bookings);
    const reviews = await this.followUps.reviewsRequested(bookings.map((booking) => booking.id));
    return bookings.map((booking) => ({
      ...booking,
      reference: referenceOf(booking.id),
      payment: paymentNote(booking, booking.voucherId ? (codes.get(booking.voucherId) ?? null) : null),
      cashOwedPence: cashOwedPence(booking),
      reviewRequestedAt: reviews.get(booking.id) ?? null,
    }));
  }

  /**
   * The printed codes of the gift vouchers these bookings used, by voucher id: read one at a time, as the CSV export
   * runs this in its (audited) transaction, whose one connection takes one query at a time.
   */
  private async voucherCodes(bookings: readonly Booking[]): Promise<Map<string, string>> {
    const codes = new Map<string, string>();
    for (const id of new Set(bookings.flatMap((booking) => (booking.voucherId ? [booking.voucherId] : [])))) {
      const voucher = await this.vouchers.findById(id);
      if (voucher) codes.set(voucher.id, voucher.code);
    }
    return codes;
  }
}
