import { defineEvent } from '../../../shared/outbox/domain-event';
import type { ChangedBy } from './booking-changes';

/** Events the booking module publishes through the outbox; payloads carry ids only. */

/** A booking was paid and now holds its slot: the worker links or creates the account and e-mails the confirmation. */
export interface BookingConfirmedPayload {
  bookingId: string;
}
export const BOOKING_CONFIRMED = defineEvent<BookingConfirmedPayload>()('booking.confirmed');

/** A late payment found its slot taken: staff are told, the customer is refunded and told. */
export interface BookingSlotLostPayload {
  bookingId: string;
}
export const BOOKING_SLOT_LOST = defineEvent<BookingSlotLostPayload>()('booking.slot-lost');

/** Staff or the customer cancelled a confirmed booking; the refund follows the Terms. A customer's own change is news to staff. */
export interface BookingCancelledPayload {
  bookingId: string;
  refundPence: number;
  by: ChangedBy;
}
export const BOOKING_CANCELLED = defineEvent<BookingCancelledPayload>()('booking.cancelled');

/** The customer moved a confirmed booking: it is e-mailed with a new invite and its reminder moves. Times are ISO instants. */
export interface BookingRescheduledPayload {
  bookingId: string;
  previousStartsAt: string;
  startsAt: string;
  by: ChangedBy;
}
export const BOOKING_RESCHEDULED = defineEvent<BookingRescheduledPayload>()('booking.rescheduled');

/** A booking's option changed: from what, and the price difference (integer pence; positive, the customer owes more). */
export interface BookingOptionChangedPayload {
  bookingId: string;
  previousSessionName: string;
  differencePence: number;
}
/** Staff changed a booking's experience option (docs/product.md, Staff panel: BOOKINGS): the customer is e-mailed it. */
export const BOOKING_OPTION_CHANGED = defineEvent<BookingOptionChangedPayload>()('booking.option-changed');

/** Staff sent a booking's confirmation again (docs/product.md, Staff panel: BOOKINGS): each resend is its own e-mail. */
export const BOOKING_CONFIRMATION_RESENT = defineEvent<{ bookingId: string }>()('booking.confirmation-resent');

/** A Fear of Flying course was paid and its details recorded. */
export interface CourseBookedPayload {
  courseBookingId: string;
}
export const COURSE_BOOKED = defineEvent<CourseBookedPayload>()('fear-of-flying.booked');

/** The booking events staff are told of (a lost slot to refund, a cancellation or a move to expect). */
export const BOOKING_STAFF_NOTICES = [BOOKING_SLOT_LOST, BOOKING_CANCELLED, BOOKING_RESCHEDULED] as const;
