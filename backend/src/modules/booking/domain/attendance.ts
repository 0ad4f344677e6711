import { domainError } from '../../../shared/errors/domain-error';
import { londonDateOf } from './calendar';

/** What the desk records of a customer on the day (docs/product.md, Staff panel: DAY SHEET): came and checked in, or never came. */
export const ATTENDANCES = ['checked_in', 'no_show'] as const;
export type Attendance = (typeof ATTENDANCES)[number];

export class AttendanceRefusedError extends domainError('BOOKING.ATTENDANCE_REFUSED', 'conflict') {}

/**
 * Checks that staff may record `attendance` for the booking at `now` (null clears it, the undo): only a confirmed
 * booking; a check-in from the session's London day; a no-show once the session has started.
 */
export function assertAttendance(
  // The booking's own fields, not its type: booking.ts names Attendance, so importing it back would be a cycle.
  booking: { status: string; date: string; startsAt: Date },
  attendance: Attendance | null,
  now: Date,
): void {
  if (booking.status !== 'confirmed')
    throw new AttendanceRefusedError(
      `This booking is ${booking.status.replace('_', ' ')}: only a confirmed booking is checked in or marked as a no-show.`,
    );
  if (attendance === 'checked_in' && booking.date > londonDateOf(now))
    throw new AttendanceRefusedError('A customer can be checked in from the day of their session.');
  if (attendance === 'no_show' && booking.startsAt.getTime() > now.getTime())
    throw new AttendanceRefusedError('A booking can be marked as a no-show once its session has started.');
}
