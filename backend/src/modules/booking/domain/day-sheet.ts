import { domainError } from '../../../shared/errors/domain-error';
import { formatDay } from '../../../shared/format-date';
import { experienceLevelLabel, type Booking } from './booking';
import { addDays, isLocalDate } from './calendar';
import { referenceOf } from '../../../shared/reference';
import { paymentNote } from './payment-note';

/** The longest range one CSV export covers: a year of bookings. */
export const MAX_EXPORT_DAYS = 366;

export class InvalidDateRangeError extends domainError('BOOKING.INVALID_DATE_RANGE', 'invalid') {}

/** Checks a staff date range ('YYYY-MM-DD', from ≤ to, at most a year) and returns it. */
export function checkDateRange(from: string, to: string): { from: string; to: string } {
  if (!isLocalDate(from) || !isLocalDate(to))
    throw new InvalidDateRangeError('Dates must be real calendar dates written YYYY-MM-DD.');
  if (from > to) throw new InvalidDateRangeError('The range must start on or before the day it ends.');
  if (addDays(from, MAX_EXPORT_DAYS - 1) < to) throw new InvalidDateRangeError(`A range covers at most ${MAX_EXPORT_DAYS} days.`);
  return { from, to };
}

/**
 * Who made the booking, as staff see it: the e-mail of the staff user who booked it on the customer's behalf
 * ('staff' once that account is gone), or null for a booking the customer made online.
 */
export function bookedByLabel(
  booking: Pick<Booking, 'bookedBy' | 'paymentMethod'>,
  staffEmails: ReadonlyMap<string, string>,
): string | null {
  if (!booking.paymentMethod) return null;
  return (booking.bookedBy && staffEmails.get(booking.bookedBy)) || 'staff';
}

/** A CSV cell: quoted, and a leading = + - @ made inert with an apostrophe so no spreadsheet runs it as a formula. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const COLUMNS = [
  'Date',
  'Time',
  'Reference',
  'Session',
  'Minutes',
  'Name',
  'Email',
  'Phone',
  'Level',
  'Notes',
  'Payment',
  'Paid (£)',
  'Voucher (£)',
];

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** The bookings of a date range as CSV (CRLF lines, header first), in date then slot order; `voucherCodes` by voucher id. */
export function bookingsCsv(bookings: readonly Booking[], voucherCodes: ReadonlyMap<string, string> = new Map()): string {
  const rows = bookings.map((booking) => [
    formatDay(booking.date),
    booking.timeSlot,
    referenceOf(booking.id),
    booking.sessionName,
    booking.durationMinutes,
    booking.name,
    booking.email,
    booking.phone,
    experienceLevelLabel(booking.experienceLevel),
    booking.notes,
    `${paymentNote(booking, booking.voucherId ? (voucherCodes.get(booking.voucherId) ?? null) : null)}${booking.isTest ? ' (test mode)' : ''}`,
    pounds(booking.totalPrice),
    pounds(booking.voucherPence),
  ]);
  return [COLUMNS, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
