import { Inject, Injectable } from '@nestjs/common';
import type { Booking } from '../domain/booking';
import { bookingsCsv, checkDateRange, paymentNote } from '../domain/day-sheet';

export { bookedByLabel } from '../domain/day-sheet';
import { BOOKING_REPOSITORY, type BookingRepository } from './booking.ports';
import { referenceOf } from '../../../shared/reference';
import type { Page, PageRequest } from '../../../shared/database/like-pattern';

/** A line of the day sheet: the booking, its reference and how it was paid, in words. */
export type DaySheetEntry = Booking & { reference: string; payment: string };

/** What staff find over a date range: bookings that were confirmed, whether they still are, were cancelled or lost their slot. */
const FOUND_STATUSES = ['confirmed', 'cancelled', 'slot_lost'] as const;

const entry = (booking: Booking): DaySheetEntry => ({ ...booking, reference: referenceOf(booking.id), payment: paymentNote(booking) });

/** Staff read-outs of the calendar: one day's sheet for the instructor and the CSV export of a date range. */
@Injectable()
export class DaySheetService {
  constructor(@Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository) {}

  /** The confirmed bookings of one London date, in slot order. */
  async daySheet(date: string): Promise<DaySheetEntry[]> {
    checkDateRange(date, date);
    return (await this.bookings.listByDate(date, date, ['confirmed'])).map(entry);
  }

  /** One page of the bookings from one date to another (inclusive, at most a year), by date then slot, matching the search. */
  async findInRange(from: string, to: string, request: PageRequest): Promise<Page<DaySheetEntry>> {
    checkDateRange(from, to);
    const { items, total } = await this.bookings.pageByDate(from, to, FOUND_STATUSES, request);
    return { items: items.map(entry), total };
  }

  /** The confirmed bookings from one date to another (inclusive, at most a year) as formula-safe CSV. */
  async exportCsv(from: string, to: string): Promise<string> {
    checkDateRange(from, to);
    return bookingsCsv(await this.bookings.listByDate(from, to, ['confirmed']));
  }
}
