import type { InboxStatus } from '../../../shared/inbox';
import { addDays, isLocalDate, lastBookableDate, londonDateOf, readBookingDate, type SlotTime, type TimeRange } from './calendar';
import { InvalidCourseBookingError } from './booking-checkout.errors';
import { planSimulatorTime } from './simulator-time';
import { cancellationRefund, type CancellationRefund } from './refund-policy';

/**
 * The Fear of Flying course is booked with a preferred date (docs/product.md, Fear of Flying course); staff give it its
 * date and start time. Its payment is set up first (`awaiting_payment`, with the name and e-mail the dialog sent),
 * the provider's success makes it `paid`, and the customer's details make it `booked`; staff or the customer may
 * cancel a booked course. The moves: COURSE_MOVES (course-booking-transitions.ts).
 */
export const COURSE_STATUSES = ['awaiting_payment', 'paid', 'booked', 'cancelled'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** The course keeps the simulator for 4 hours (docs/product.md, Fear of Flying course). */
export const COURSE_MINUTES = 240;

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
  /** The date and start time staff gave it (London), null until then; it keeps the simulator from `startsAt` to `endsAt`. */
  courseDate: string | null;
  startTime: SlotTime | null;
  startsAt: Date | null;
  endsAt: Date | null;
  cancelledAt: Date | null;
  /** Integer pence refunded (or owed back) when it was cancelled, and when the refund went through. */
  refundPence: number | null;
  refundedAt: Date | null;
  /** Cancelled too late for its gift voucher to come back: the voucher stays used. */
  voucherForfeited: boolean;
  /** The calendar invite's SEQUENCE: higher after each move of a dated course, and on its cancellation. */
  inviteSequence: number;
  createdAt: Date;
}

/** A date and start time checked against the calendar, and the simulator time it keeps (whole slots, as a booking's). */
export interface CourseTime {
  courseDate: string;
  startTime: SlotTime;
  startsAt: Date;
  endsAt: Date;
  occupied: TimeRange;
}

/** Staff's date and start time for a course: a slot start, not past, within 12 months, the 4 hours inside opening hours. */
export function planCourseTime(request: { date: string; startTime: string }, now: Date): CourseTime {
  const { date, ...time } = planSimulatorTime(request, COURSE_MINUTES, now);
  return { courseDate: date, ...time };
}

/** What cancelling a course now gives back, and whether its gift voucher comes back. */
export interface CourseCancellation extends CancellationRefund {
  voucherReturned: boolean | null;
}

/**
 * The Terms' refund of a course (docs/product.md, Refunds and cancellation) on what was paid by card: by its tier once it
 * has a date; in full while it has none (nothing was arranged yet). Its gift voucher comes back in the full tier only.
 */
export function courseCancellation(course: Pick<CourseBooking, 'amountPence' | 'startsAt' | 'voucherId'>, now: Date): CourseCancellation {
  const refund = course.startsAt
    ? cancellationRefund(course.amountPence, course.startsAt, now)
    : { tier: 'full' as const, refundPence: course.amountPence, hoursBeforeStart: Infinity };
  return { ...refund, voucherReturned: course.voucherId ? refund.tier === 'full' : null };
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
