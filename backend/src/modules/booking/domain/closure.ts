import {
  addDays,
  addMonths,
  isLocalDate,
  isSlotTime,
  londonDateOf,
  londonInstant,
  openSlots,
  SLOT_MINUTES,
  SlotTime,
  TimeRange,
} from './calendar';
import { InvalidBookingDateError, UnknownSlotError } from './booking.errors';
import { ClosureInPastError, ClosureTooFarAheadError, InvalidClosureReasonError, SlotNotOpenError } from './closure.errors';

/**
 * A closure: staff block a whole London day or one slot of it (maintenance, training, a bank holiday).
 * Nothing can be held or booked in its time; the database enforces it.
 */
export interface SlotClosure {
  id: string;
  /** London calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** The closed slot, or null when the whole day is closed. */
  timeSlot: SlotTime | null;
  occupied: TimeRange;
  reason: string;
  createdBy: string;
  createdAt: Date;
}

export interface ClosureRequest {
  date: string;
  /** Omitted or empty: the whole day. */
  timeSlots?: readonly string[] | null;
  reason: string;
}

/** A closure checked against the calendar and the clock, ready to be written. */
export type PlannedClosure = Pick<SlotClosure, 'date' | 'timeSlot' | 'occupied' | 'reason'>;

export const CLOSURE_REASON_MAX_LENGTH = 200;
/** How far ahead staff can close: further than customers can book, so next year's holidays can be planned. */
export const CLOSURE_MONTHS_AHEAD = 24;

/** A slot exists when anything can start there: the catalogue's shortest allowed option (docs/product.md, The catalogue: 15 minutes). */
const SHORTEST_SESSION_MINUTES = 15;

/** The slots a day has (opening hours decide): the ones staff can close one by one. */
export function slotsOfDay(date: string): SlotTime[] {
  return openSlots(date, SHORTEST_SESSION_MINUTES);
}

/**
 * The time a closure blocks: a slot's 90 minutes, or the whole London day (midnight to midnight, 23 or
 * 25 hours on the clock-change days), which covers every booking of that day whatever its opening hours.
 */
export function closedRange(date: string, timeSlot: SlotTime | null): TimeRange {
  if (timeSlot === null) return { from: londonInstant(date, '00:00'), to: londonInstant(addDays(date, 1), '00:00') };
  const from = londonInstant(date, timeSlot);
  return { from, to: new Date(from.getTime() + SLOT_MINUTES * 60_000) };
}

/** The last date a closure can be set on, counted from today in London. */
export function lastClosableDate(now: Date): string {
  return addMonths(londonDateOf(now), CLOSURE_MONTHS_AHEAD);
}

/**
 * Checks a closure request (a real date, today or later and within 2 years, slots that exist that day and
 * have not started, a reason) and plans one closure per slot, or one for the whole day (from now, today).
 */
export function planClosures(request: ClosureRequest, now: Date): PlannedClosure[] {
  if (!isLocalDate(request.date)) throw new InvalidBookingDateError();
  const date = request.date;
  if (date < londonDateOf(now)) throw new ClosureInPastError();
  const lastDate = lastClosableDate(now);
  if (date > lastDate) throw new ClosureTooFarAheadError(lastDate);
  const reason = request.reason.trim();
  if (reason.length === 0 || reason.length > CLOSURE_REASON_MAX_LENGTH)
    throw new InvalidClosureReasonError(CLOSURE_REASON_MAX_LENGTH);

  const requested = [...new Set(request.timeSlots ?? [])];
  if (requested.length === 0) {
    // Closing the rest of today: what has already happened today is left alone.
    const day = closedRange(date, null);
    return [
      { date, timeSlot: null, occupied: { from: new Date(Math.max(day.from.getTime(), now.getTime())), to: day.to }, reason },
    ];
  }
  const open = slotsOfDay(date);
  for (const time of requested) {
    if (!isSlotTime(time)) throw new UnknownSlotError(time);
    if (!open.includes(time)) throw new SlotNotOpenError(time, date, open);
  }
  return open
    .filter((time) => requested.includes(time))
    .map((timeSlot) => {
      const occupied = closedRange(date, timeSlot);
      if (occupied.from.getTime() <= now.getTime()) throw new ClosureInPastError();
      return { date, timeSlot, occupied, reason };
    });
}
