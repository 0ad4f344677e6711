import {
  isSlotTime,
  lastBookableDate,
  londonDateOf,
  londonInstant,
  occupiedRange,
  readBookingDate,
  slotIsOpen,
  type SlotTime,
  type TimeRange,
} from './calendar';
import {
  InvalidBookingDateError,
  OutsideOpeningHoursError,
  SlotInPastError,
  TooFarAheadError,
  UnknownSlotError,
} from './booking.errors';

/** A date and slot start checked against the calendar, and the simulator time they keep. */
export interface SimulatorTime {
  date: string;
  startTime: SlotTime;
  startsAt: Date;
  endsAt: Date;
  occupied: TimeRange;
}

/**
 * Checks a date and start time for `minutes` on the simulator, as a booking's slot and a course's date are checked:
 * a date, a slot start, not past, within 12 months, inside opening hours.
 */
export function planSimulatorTime(request: { date: string; startTime: string }, minutes: number, now: Date): SimulatorTime {
  const date = readBookingDate(request.date);
  if (!date) throw new InvalidBookingDateError();
  if (!isSlotTime(request.startTime)) throw new UnknownSlotError(request.startTime);
  const startsAt = londonInstant(date, request.startTime);
  if (date < londonDateOf(now) || startsAt.getTime() <= now.getTime()) throw new SlotInPastError();
  const lastDate = lastBookableDate(now);
  if (date > lastDate) throw new TooFarAheadError(lastDate);
  if (!slotIsOpen(date, request.startTime, minutes)) throw new OutsideOpeningHoursError();
  return {
    date,
    startTime: request.startTime,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    occupied: occupiedRange(date, request.startTime, minutes),
  };
}
