import { isLocalDate } from './calendar';
import { closedRange, type SlotClosure } from './closure';
import { InvalidBookingDateError } from './booking.errors';
import { ClosureInPastError, NotClosedByDefaultError } from './closure.errors';

/** Month and day of the days the simulator is closed unless staff open them (docs/product.md, Booking rules: Closures). */
const CLOSED_BY_DEFAULT = ['12-25', '12-26'];

/** Why such a day is closed, as the staff calendar says it. */
export const CLOSED_BY_DEFAULT_REASON = 'Closed for Christmas (default)';

/** A day closed by default, and whether staff opened it. */
export interface DayClosedByDefault {
  date: string;
  openedBy: string | null;
  openedAt: Date | null;
}

/** Whether a London date is Christmas Day or 26 December. */
export function isClosedByDefault(date: string): boolean {
  return isLocalDate(date) && CLOSED_BY_DEFAULT.includes(date.slice(5));
}

/** The days closed by default in the year from `today` (London): the next Christmas Day and 26 December. */
export function closedByDefaultAhead(today: string): string[] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1]
    .flatMap((y) => CLOSED_BY_DEFAULT.map((monthDay) => `${y}-${monthDay}`))
    .filter((date) => date >= today)
    .slice(0, CLOSED_BY_DEFAULT.length);
}

/** Checks a day staff open or close again: Christmas Day or 26 December, today or later. */
export function assertClosedByDefault(date: string, today: string): void {
  if (!isLocalDate(date)) throw new InvalidBookingDateError();
  if (!isClosedByDefault(date)) throw new NotClosedByDefaultError();
  if (date < today) throw new ClosureInPastError();
}

/** A day closed by default that staff did not open, as the whole-day closed time it keeps. */
export function defaultClosure(date: string): Pick<SlotClosure, 'occupied' | 'reason'> {
  return { occupied: closedRange(date, null), reason: CLOSED_BY_DEFAULT_REASON };
}
