import { defineEvent } from '../../../shared/outbox/domain-event';
import { addDays, londonDateOf, londonInstant, londonTimeOf } from './calendar';

/**
 * The event that sends a session's reminder: the booking's due-reminder sweep writes it to the outbox when the
 * reminder falls due, and the booking mail composer turns it into the e-mail.
 */
/** A reminder fell due: the session time it is for (a booking moved since sends nothing for the old time). */
export interface BookingReminderPayload {
  bookingId: string;
  startsAt: string;
}
export const BOOKING_REMINDER = defineEvent<BookingReminderPayload>()('booking.reminder');

/**
 * When a session's reminder goes out: the same London clock time on the day before, so across a clock
 * change it is 23 or 25 real hours ahead. Null when that moment has passed already (a booking made less
 * than a day ahead: its confirmation has just gone out).
 */
export function reminderTime(startsAt: Date, now: Date): Date | null {
  const at = londonInstant(addDays(londonDateOf(startsAt), -1), londonTimeOf(startsAt));
  return at.getTime() > now.getTime() ? at : null;
}
