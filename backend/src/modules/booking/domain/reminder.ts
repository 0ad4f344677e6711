import { addDays, londonDateOf, londonInstant, londonTimeOf } from './calendar';

/** The e-mail job that sends a session's reminder (scheduled by the worker, written by the booking mail composer). */
export const BOOKING_REMINDER = 'booking.reminder';

/**
 * When a session's reminder goes out: the same London clock time on the day before, so across a clock
 * change it is 23 or 25 real hours ahead. Null when that moment has passed already (a booking made less
 * than a day ahead: its confirmation has just gone out).
 */
export function reminderTime(startsAt: Date, now: Date): Date | null {
  const at = londonInstant(addDays(londonDateOf(startsAt), -1), londonTimeOf(startsAt));
  return at.getTime() > now.getTime() ? at : null;
}
