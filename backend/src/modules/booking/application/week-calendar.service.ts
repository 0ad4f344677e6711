import { Inject, Injectable } from '@nestjs/common';
import { addDays } from '../domain/calendar';
import { defaultClosure, isClosedByDefault } from '../domain/closed-by-default';
import { mondayOf, type WeekDay, weekGrid } from '../domain/week-calendar';

export type { WeekCell } from '../domain/week-calendar';
import {
  BOOKING_QUERIES,
  type BookingQueries,
  COURSE_BOOKING_REPOSITORY,
  type CourseBookingRepository,
} from './booking.ports';
import { CLOSURE_REPOSITORY, type ClosureRepository } from './closure.ports';

export interface CalendarWeek {
  /** The Monday the week starts on, London date. */
  weekStart: string;
  days: WeekDay[];
}

/** The simulator's week for the staff calendar (docs/product.md, Staff panel: BOOKINGS), in one read. */
@Injectable()
export class WeekCalendarService {
  constructor(
    @Inject(BOOKING_QUERIES) private readonly bookings: BookingQueries,
    @Inject(COURSE_BOOKING_REPOSITORY) private readonly courses: CourseBookingRepository,
    @Inject(CLOSURE_REPOSITORY) private readonly closures: ClosureRepository,
  ) {}

  /** The London week (Monday to Sunday) that `date` falls in, every slot of every day. */
  async week(date: string, now = new Date()): Promise<CalendarWeek> {
    const monday = mondayOf(date);
    const sunday = addDays(monday, 6);
    const [bookings, courses, closures] = await Promise.all([
      this.bookings.listByDate(monday, sunday, ['held', 'confirmed']),
      this.courses.datedBetween(monday, sunday),
      this.closures.listFrom(monday),
    ]);
    const week = {
      bookings,
      courses,
      closures: [...closures.filter((closure) => closure.date <= sunday), ...(await this.closedByDefault(monday))],
    };
    return { weekStart: monday, days: weekGrid(monday, week, now) };
  }

  /** The week's Christmas Day and 26 December that staff did not open (docs/product.md, Booking rules: Closures). */
  private async closedByDefault(monday: string) {
    const dates = Array.from({ length: 7 }, (_, index) => addDays(monday, index)).filter(isClosedByDefault);
    if (dates.length === 0) return [];
    const days = await this.closures.daysClosedByDefault(dates);
    return days.filter((day) => day.openedAt === null).map((day) => defaultClosure(day.date));
  }
}
