import type { InboxStatus } from '../../../shared/inbox';
import { addDays, isLocalDate, lastBookableDate, londonDateOf, readBookingDate } from './calendar';
import { InvalidCourseBookingError } from './booking-checkout.errors';
import { IllegalBookingTransitionError } from './booking.errors';

/**
 * The Fear of Flying course is booked with a preferred date and no slot (docs/product.md, Fear of Flying course); staff arrange the
 * time. Its payment is set up first (`awaiting_payment`, with the name and e-mail the dialog sent),
 * the provider's success makes it `paid`, and the customer's details make it `booked`.
 */
export const COURSE_STATUSES = ['awaiting_payment', 'paid', 'booked'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

const COURSE_TRANSITIONS: Record<CourseStatus, readonly CourseStatus[]> = {
  awaiting_payment: ['paid', 'booked'],
  paid: ['booked'],
  booked: [],
};

export function assertCourseMove(from: CourseStatus, to: CourseStatus): void {
  if (!COURSE_TRANSITIONS[from].includes(to)) throw new IllegalBookingTransitionError(from, to);
}

export interface CourseBooking {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** London calendar date, 'YYYY-MM-DD'. */
  preferredDate: string | null;
  notes: string | null;
  paymentIntentId: string | null;
  /** What is paid by card, integer pence (the price less the voucher's part). */
  amountPence: number;
  voucherId: string | null;
  voucherPence: number;
  status: CourseStatus;
  isTest: boolean;
  paidAt: Date | null;
  /** In the staff ENQUIRIES inbox while its date is arranged: new → replied → closed, and staff's note. */
  inboxStatus: InboxStatus;
  staffNote: string;
  createdAt: Date;
}

/** A preferred date is optional; when given it is a day after today (dates before today cannot be chosen), within 12 months. */
export function preferredDateProblem(date: string | null, now: Date): string | null {
  if (date === null) return null;
  if (!isLocalDate(date)) return 'The preferred date must be a calendar date.';
  if (date < addDays(londonDateOf(now), 1)) return 'The preferred date must be in the future.';
  if (date > lastBookableDate(now)) return 'The preferred date must be within the next 12 months.';
  return null;
}

/** The preferred date as a London date ('YYYY-MM-DD' or an ISO instant in), or the reason it cannot be taken. */
export function readPreferredDate(value: string | null, now: Date): string | null {
  if (value === null) return null;
  const date = readBookingDate(value);
  const problem = preferredDateProblem(date ?? value, now);
  if (problem) throw new InvalidCourseBookingError(problem);
  return date;
}
