import type { Booking } from './booking';
import { addDays, dayOfWeek, isLocalDate, londonInstant, minutesOf, openingHours, rangesOverlap, SLOT_MINUTES, SLOT_TIMES, type SlotTime, type TimeRange } from './calendar';
import type { SlotClosure } from './closure';
import type { CourseBooking } from './course-booking';
import { referenceOf } from '../../../shared/reference';
import { InvalidDateRangeError } from './day-sheet';

/** The shortest session the catalogue sells: a slot exists on a day when one that long can start there (opening hours decide). */
const SHORTEST_SESSION_MINUTES = 15;

/**
 * One slot of the simulator's week as staff see it (docs/product.md, Staff panel: BOOKINGS): free, held while its customer
 * pays (until when), booked (by whom), a Fear of Flying course, closed by staff (why), or outside the day's opening hours.
 * A session longer than one slot shows in each slot it keeps, `continued` after the first.
 */
export type WeekCell =
  | { time: SlotTime; state: 'free' | 'outside' }
  | { time: SlotTime; state: 'closed'; reason: string }
  | { time: SlotTime; state: 'held'; heldUntil: Date; bookingId: string; sessionName: string; continued: boolean }
  | { time: SlotTime; state: 'booked'; bookingId: string; reference: string; name: string; sessionName: string; continued: boolean }
  | { time: SlotTime; state: 'course'; courseId: string; reference: string; name: string; startTime: SlotTime; continued: boolean };

export interface WeekDay {
  date: string;
  cells: WeekCell[];
}

/** The Monday of the London week a date falls in. */
export function mondayOf(date: string): string {
  if (!isLocalDate(date)) throw new InvalidDateRangeError('Dates must be real calendar dates written YYYY-MM-DD.');
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

/** What keeps the simulator during a week: held (still running) and confirmed slot bookings, dated courses, closures. */
export interface WeekOccupancy {
  bookings: Booking[];
  courses: CourseBooking[];
  /** Staff closures, and the days closed by default that staff did not open. */
  closures: Pick<SlotClosure, 'occupied' | 'reason'>[];
}

function cellAt(date: string, time: SlotTime, week: WeekOccupancy, now: Date): WeekCell {
  const { opensAt, closesAt } = openingHours(date);
  const start = minutesOf(time);
  if (start < opensAt || start + SHORTEST_SESSION_MINUTES > closesAt) return { time, state: 'outside' };
  const from = londonInstant(date, time);
  const slot: TimeRange = { from, to: new Date(from.getTime() + SLOT_MINUTES * 60_000) };
  const continued = (startsAt: Date) => startsAt.getTime() < from.getTime();
  const closure = week.closures.find((candidate) => rangesOverlap(candidate.occupied, slot));
  if (closure) return { time, state: 'closed', reason: closure.reason };
  const course = week.courses.find((candidate) => candidate.startsAt && candidate.endsAt && rangesOverlap({ from: candidate.startsAt, to: candidate.endsAt }, slot));
  if (course?.startsAt && course.startTime) {
    const { id: courseId, name, startTime } = course;
    return { time, state: 'course', courseId, reference: referenceOf(courseId), name, startTime, continued: continued(course.startsAt) };
  }
  const booking = week.bookings.find(
    (candidate) =>
      candidate.bookedAs === 'slot' &&
      rangesOverlap({ from: candidate.startsAt, to: candidate.endsAt }, slot) &&
      (candidate.status === 'confirmed' || (candidate.status === 'held' && (candidate.holdExpiresAt?.getTime() ?? 0) > now.getTime())),
  );
  if (!booking) return { time, state: 'free' };
  const common = { time, bookingId: booking.id, sessionName: booking.sessionName, continued: continued(booking.startsAt) };
  if (booking.status === 'held') return { ...common, state: 'held', heldUntil: booking.holdExpiresAt as Date };
  return { ...common, state: 'booked', reference: referenceOf(booking.id), name: booking.name };
}

/** The seven days from `monday`, each with every slot time of the day in order. */
export function weekGrid(monday: string, week: WeekOccupancy, now: Date): WeekDay[] {
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    return { date, cells: SLOT_TIMES.map((time) => cellAt(date, time, week, now)) };
  });
}
