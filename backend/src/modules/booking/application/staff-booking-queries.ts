import { Inject, Injectable } from '@nestjs/common';
import type { Booking, BookingStatus } from '../domain/booking';
import { addDays, londonDateOf, londonWeekOf, type TimeRange } from '../domain/calendar';
import type { CourseBooking } from '../domain/course-booking';
import type { Page, PageRequest } from '../../../shared/database/like-pattern';
import {
  BOOKING_QUERIES,
  BOOKING_REPOSITORY,
  type BookingCustomer,
  type BookingQueries,
  type BookingRepository,
  COURSE_BOOKING_REPOSITORY,
  type CourseBookingRepository,
} from './booking.ports';

export type { Booking } from '../domain/booking';

/** How many of a customer's bookings (and, apart, courses) the customer look-up shows. */
const LOOKUP_LIMIT = 100;
/** How many days ahead the staff's bookings list reaches (docs/product.md, Staff panel: the next 30 days). */
const STAFF_WINDOW_DAYS = 30;
const STAFF_STATUSES: readonly BookingStatus[] = ['confirmed', 'cancelled', 'slot_lost'];

/** What the admin panel reads of bookings and courses: the bookings list, the overview's figures and the customer look-up. */
@Injectable()
export class StaffBookingQueries {
  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(BOOKING_QUERIES) private readonly queries: BookingQueries,
    @Inject(COURSE_BOOKING_REPOSITORY) private readonly courses: CourseBookingRepository,
  ) {}

  /** Staff list: bookings dated from today (London) through the next 30 days, by date then slot. */
  async bookingsForStaff(now = new Date()): Promise<{ from: string; to: string; bookings: Booking[] }> {
    const from = londonDateOf(now);
    const to = addDays(from, STAFF_WINDOW_DAYS);
    return { from, to, bookings: await this.queries.listByDate(from, to, STAFF_STATUSES) };
  }

  /** One booking by id (what a staff change had before it), or null. */
  byId(id: string): Promise<Booking | null> {
    return this.bookings.findById(id);
  }

  /** The London week (Monday to Sunday) `now` falls in, as instants. */
  weekOf(now: Date): TimeRange {
    return londonWeekOf(now);
  }

  /** One customer's bookings and courses, by e-mail (any letter case), newest first. */
  async ofEmail(email: string): Promise<{ bookings: Booking[]; courses: CourseBooking[] }> {
    const [bookings, courses] = await Promise.all([
      this.queries.forEmail(email, LOOKUP_LIMIT),
      this.courses.forEmail(email, LOOKUP_LIMIT),
    ]);
    return { bookings, courses };
  }

  /** One page of the people who booked, newest booking first, matching name, e-mail, phone or booking reference. */
  customers(request: PageRequest): Promise<Page<BookingCustomer>> {
    return this.queries.customerPage(request);
  }

  /** The e-mail a booking or course reference was made under, or null. */
  async emailOfReference(reference: string): Promise<string | null> {
    return (await this.queries.emailOfReference(reference)) ?? this.courses.emailOfReference(reference);
  }
}
