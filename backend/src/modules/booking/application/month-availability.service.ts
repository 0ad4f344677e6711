import { Inject, Injectable } from '@nestjs/common';
import { slotCalendar } from '../domain/booking';
import { addDays, lastBookableDate, londonDateOf, londonInstant } from '../domain/calendar';
import { datesOfMonth, DayState, dayState, InvalidMonthError, slotStates } from '../domain/day-slots';
import { BookableOptions, BookableRequest } from './bookable-options';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';
import { CLOSURE_REPOSITORY, ClosureRepository } from './closure.ports';
import { INSTRUCTOR_REPOSITORY, InstructorRepository } from './instructor.ports';
import { instructorFor } from '../domain/instructor-duty';

export interface MonthAvailability {
  /** 'YYYY-MM'. */
  month: string;
  sessionType: string;
  optionId: string;
  /** Every day of the month from today up to the last bookable day, each marked. */
  days: { date: string; state: DayState }[];
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * A month of the booking calendar in one read (docs/product.md, Booking rules: Availability): each day open, full,
 * closed or past for the option chosen, so the calendar marks full and closed days before anyone opens them. Three
 * queries for the month (its bookings and live holds, its closures, its instructors), the day's slots worked out as the day's read does.
 */
@Injectable()
export class MonthAvailabilityService {
  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(CLOSURE_REPOSITORY) private readonly closures: ClosureRepository,
    private readonly bookable: BookableOptions,
    @Inject(INSTRUCTOR_REPOSITORY) private readonly instructors: InstructorRepository,
  ) {}

  async month(month: string, request: BookableRequest, now = new Date()): Promise<MonthAvailability> {
    if (!MONTH.test(month)) throw new InvalidMonthError();
    const option = await this.bookable.onSale(request);
    const calendar = slotCalendar(option);
    const last = lastBookableDate(now);
    const today = londonDateOf(now);
    const dates = datesOfMonth(month).filter((date) => date >= today && date <= last);
    const answer = { month, sessionType: option.experienceId, optionId: option.optionId, days: [] as MonthAvailability['days'] };
    if (dates.length === 0) return answer;
    const from = londonInstant(dates[0], '00:00');
    const to = londonInstant(addDays(dates[dates.length - 1], 1), '00:00');
    const [taken, closed, instructors] = await Promise.all([
      this.bookings.occupiedBetween(from, to, now, calendar),
      calendar === 'slot' ? this.closures.closedBetween(from, to) : Promise.resolve([]),
      this.instructors.onDays(dates[0], dates[dates.length - 1]),
    ]);
    const live = taken.filter((occupation) => occupation.heldUntil === null || occupation.heldUntil > now);
    answer.days = dates.map((date) => {
      const teachers = instructors.get(date) ?? [];
      const slots = slotStates(date, option.minutes, live, closed, now, (wanted) => instructorFor(teachers, option.experienceId, wanted, now));
      return { date, state: dayState(slots) };
    });
    return answer;
  }
}
