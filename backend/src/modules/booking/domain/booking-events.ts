import type { ChangedBy } from './booking-changes';

/** Events the booking module publishes through the outbox; payloads carry ids only. */
export const BOOKING_CONFIRMED = 'booking.confirmed';
export const BOOKING_SLOT_LOST = 'booking.slot-lost';
export const BOOKING_CANCELLED = 'booking.cancelled';
export const BOOKING_RESCHEDULED = 'booking.rescheduled';
/** Staff changed a booking's experience option (docs/product.md, Staff panel: BOOKINGS): the customer is e-mailed it. */
export const BOOKING_OPTION_CHANGED = 'booking.option-changed';
/** Staff sent a booking's confirmation again (docs/product.md, Staff panel: BOOKINGS): each resend is its own e-mail. */
export const BOOKING_CONFIRMATION_RESENT = 'booking.confirmation-resent';
export const COURSE_BOOKED = 'fear-of-flying.booked';

/** The booking events staff are told of (a lost slot to refund, a cancellation or a move to expect). */
export const BOOKING_STAFF_NOTICES = [BOOKING_SLOT_LOST, BOOKING_CANCELLED, BOOKING_RESCHEDULED] as const;

/** A booking was paid and now holds its slot: the worker links or creates the account and e-mails the confirmation. */
export interface BookingConfirmedPayload extends Record<string, string> {
  bookingId: string;
}

/** A late payment found its slot taken: staff are told, the customer is refunded and told. */
export interface BookingSlotLostPayload extends Record<string, string> {
  bookingId: string;
}

/** Staff or the customer cancelled a confirmed booking; the refund follows the Terms. A customer's own change is news to staff. */
export interface BookingCancelledPayload extends Record<string, string | number> {
  bookingId: string;
  refundPence: number;
  by: ChangedBy;
}

/** The customer moved a confirmed booking: it is e-mailed with a new invite and its reminder moves. Times are ISO instants. */
export interface BookingRescheduledPayload extends Record<string, string> {
  bookingId: string;
  previousStartsAt: string;
  startsAt: string;
  by: ChangedBy;
}

/** A booking's option changed: from what, and the price difference (integer pence; positive, the customer owes more). */
export interface BookingOptionChangedPayload extends Record<string, string | number> {
  bookingId: string;
  previousSessionName: string;
  differencePence: number;
}

/** A Fear of Flying course was paid and its details recorded. */
export interface CourseBookedPayload extends Record<string, string> {
  courseBookingId: string;
}
