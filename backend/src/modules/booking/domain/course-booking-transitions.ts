import { StateMachine, type Transition } from '../../../shared/domain/state-machine';
import { COURSE_BOOKED } from './booking-events';
import { IllegalBookingTransitionError } from './booking.errors';
import type { TimeRange } from './calendar';
import type { CourseBooking, CourseStatus } from './course-booking';
import { COURSE_CANCELLED } from './course-booking-events';

/** Fields of a course booking written without a move of its status (a move writes them through a CourseTransition). */
export type CourseChanges = Partial<
  Pick<
    CourseBooking,
    | 'name'
    | 'email'
    | 'phone'
    | 'preferredDate'
    | 'notes'
    | 'paymentIntentId'
    | 'isTest'
    | 'paidAt'
    | 'inboxStatus'
    | 'staffNote'
    | 'courseDate'
    | 'startTime'
    | 'startsAt'
    | 'endsAt'
    | 'cancelledAt'
    | 'refundPence'
    | 'refundedAt'
    | 'voucherForfeited'
  > & {
    bookedAt: Date;
    /** The simulator time a dated course keeps (null: none). */
    occupied: TimeRange | null;
  }
>;

/** The one table of a course booking's moves (its statuses are described beside COURSE_STATUSES). */
export const COURSE_MOVES = new StateMachine<CourseStatus>(
  {
    awaiting_payment: ['paid', 'booked'],
    paid: ['booked'],
    booked: ['cancelled'],
    cancelled: [],
  },
  (from, to) => new IllegalBookingTransitionError(from, to),
);

/** A course booking's status move with the fields written with it and the event it publishes: what its repository applies. */
export type CourseTransition = Transition<CourseStatus, CourseChanges>;

/** The provider reported the course's payment succeeded (the customer's details may still follow). */
export function payCourse(course: Pick<CourseBooking, 'status'>, payment: { paymentIntentId: string; isTest: boolean }, now: Date): CourseTransition {
  return COURSE_MOVES.move(course.status, 'paid', { paidAt: now, isTest: payment.isTest, paymentIntentId: payment.paymentIntentId });
}

/** The customer's details as the course is booked with them. */
export type CourseBookingDetails = Pick<CourseBooking, 'name' | 'email' | 'phone' | 'preferredDate' | 'notes' | 'paymentIntentId' | 'isTest'>;

/** The course is booked with the customer's details (paid by card, or wholly by a gift voucher); staff arrange its date. */
export function bookCourse(course: Pick<CourseBooking, 'id' | 'status' | 'paidAt'>, details: CourseBookingDetails, now: Date): CourseTransition {
  const { name, email, phone, preferredDate, notes, paymentIntentId, isTest } = details;
  const changes = { name, email, phone, preferredDate, notes, paymentIntentId, isTest, paidAt: course.paidAt ?? now, bookedAt: now };
  return COURSE_MOVES.move(course.status, 'booked', changes, [COURSE_BOOKED({ courseBookingId: course.id })]);
}

/** Staff or the customer cancel a booked course: the refund the Terms decided, and whether its voucher is kept. */
export function cancelCourse(
  course: Pick<CourseBooking, 'id' | 'status'>,
  refund: { refundPence: number; voucherReturned: boolean | null },
  now: Date,
): CourseTransition {
  return COURSE_MOVES.move(
    course.status,
    'cancelled',
    { cancelledAt: now, refundPence: refund.refundPence, voucherForfeited: refund.voucherReturned === false },
    [COURSE_CANCELLED({ courseBookingId: course.id, refundPence: refund.refundPence })],
  );
}
