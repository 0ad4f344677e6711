import { fixedDomainError } from '../../../shared/errors/domain-error';
import { addDays, londonDateOf, occupiedRange, openSlots, rangesOverlap, SlotTime, TimeRange } from './calendar';

export interface SlotState {
  time: SlotTime;
  available: boolean;
  /** Why it cannot be booked: already started, held/booked by someone, or closed by staff. */
  reason: 'past' | 'taken' | 'closed' | null;
}

/** A day as the booking calendar marks it (docs/product.md, Booking rules: Availability). */
export const DAY_STATES = ['open', 'full', 'closed', 'past'] as const;
export type DayState = (typeof DAY_STATES)[number];

/** Whether a qualified instructor on duty is free for a time (`instructorFor` in instructor-duty.ts). */
export type InstructorCheck = (wanted: TimeRange) => 'free' | 'busy' | 'off';

/**
 * Each slot of a day for a session of `minutes` (opening hours decide which exist), at `now`: past once it has
 * started, closed when staff closed any of its time or no qualified instructor is on duty, taken when a booking or a
 * live hold overlaps it or every qualified instructor on duty is teaching then.
 */
export function slotStates(
  date: string,
  minutes: number,
  occupied: readonly TimeRange[],
  closed: readonly TimeRange[],
  now: Date,
  instructor: InstructorCheck = () => 'free',
): SlotState[] {
  const today = londonDateOf(now);
  return openSlots(date, minutes).map((time): SlotState => {
    const wanted = occupiedRange(date, time, minutes);
    if (date < today || wanted.from.getTime() <= now.getTime()) return { time, available: false, reason: 'past' };
    if (closed.some((range) => rangesOverlap(range, wanted))) return { time, available: false, reason: 'closed' };
    if (occupied.some((range) => rangesOverlap(range, wanted))) return { time, available: false, reason: 'taken' };
    const teacher = instructor(wanted);
    if (teacher !== 'free') return { time, available: false, reason: teacher === 'off' ? 'closed' : 'taken' };
    return { time, available: true, reason: null };
  });
}

/**
 * The day's mark in the calendar: open while a slot is free; past when every slot has started; full when the
 * slots left are booked or held (some may be closed); closed when staff closed them all or none fits the day.
 */
export function dayState(slots: readonly SlotState[]): DayState {
  if (slots.some((slot) => slot.available)) return 'open';
  const ahead = slots.filter((slot) => slot.reason !== 'past');
  if (slots.length > 0 && ahead.length === 0) return 'past';
  return ahead.some((slot) => slot.reason === 'taken') ? 'full' : 'closed';
}

export class InvalidMonthError extends fixedDomainError('BOOKING.INVALID_MONTH', 'invalid', 'The month must be a calendar month (YYYY-MM).') {}

/** The London dates of a month 'YYYY-MM', first to last. */
export function datesOfMonth(month: string): string[] {
  const dates: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  return dates;
}
