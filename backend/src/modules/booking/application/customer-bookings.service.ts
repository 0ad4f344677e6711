import { Inject, Injectable } from '@nestjs/common';
import { referenceOf } from '../../../shared/reference';
import type { Booking } from '../domain/booking';
import { BookingNotFoundError } from '../domain/booking.errors';
import { addDays } from '../domain/calendar';
import type { CourseBooking } from '../domain/course-booking';
import { upcomingWindow } from '../domain/upcoming-window';
import { BOOKING_QUERIES, BOOKING_REPOSITORY, BookingQueries, BookingRepository } from './booking.ports';
import { CourseBookingService } from './course-booking.service';

/** One of a customer's sessions or courses, as the dashboard lists it (docs/product.md, Accounts). */
export interface UpcomingBooking {
  id: string;
  /** What the customer quotes: the booking's short reference. */
  reference: string;
  sessionType: string;
  /** Paid by card, integer pence. */
  pricePence: number;
  /** Covered by a gift voucher, integer pence (0 when none was used). */
  voucherPence: number;
  /** London calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:mm', or null for a course whose time staff arrange. */
  timeSlot: string | null;
  notes: string | null;
}

/** A booking that is over: it took place, or it was cancelled (with the refund it got) or lost its slot. */
export interface PastBooking extends UpcomingBooking {
  status: 'completed' | 'cancelled' | 'slot_lost';
  /** Refunded by card, integer pence; null when nothing was due. */
  refundPence: number | null;
}

/** Whose bookings: the signed-in account, and its e-mail for bookings not yet linked to it. */
export interface Customer {
  id: string;
  email: string;
}

const toUpcoming = (booking: Booking): UpcomingBooking => ({
  id: booking.id,
  reference: referenceOf(booking.id),
  sessionType: booking.sessionType,
  date: booking.date,
  timeSlot: booking.timeSlot,
  notes: booking.notes,
  pricePence: booking.totalPrice,
  voucherPence: booking.voucherPence,
});

/** A booked course on its preferred date (staff arrange the time, so there is none). */
const courseToUpcoming = (course: CourseBooking): UpcomingBooking => ({
  id: course.id,
  reference: referenceOf(course.id),
  sessionType: 'fear-of-flying',
  date: course.preferredDate as string,
  timeSlot: null,
  notes: course.notes,
  pricePence: course.amountPence,
  voucherPence: 0,
});

/** How many of an account's bookings that are over its dashboard lists. */
const PAST_LIMIT = 100;

/**
 * A customer's bookings: one found by id for the worker's jobs, a confirmed one given to the customer's account,
 * and the dashboard's lists: a customer's confirmed simulator sessions and booked Fear of Flying courses (on their
 * preferred date, no time) from today (London) for 3 months, and those that are over. Bookings are matched by
 * account, or by e-mail while not yet linked to it. `sessionType` is the catalogue id (the booking's sessionType).
 */
@Injectable()
export class CustomerBookingsService {
  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(BOOKING_QUERIES) private readonly queries: BookingQueries,
    private readonly courses: CourseBookingService,
  ) {}

  /** A booking by id, whatever its status: what the worker's jobs read. */
  findBooking(id: string): Promise<Booking | null> {
    return this.bookings.findById(id);
  }

  /** Gives a confirmed booking to an account (the worker, after creating or finding it). Links once: one guarded write. */
  async linkAccount(bookingId: string, userId: string): Promise<void> {
    if (await this.bookings.linkAccountOnce(bookingId, userId)) return;
    if (!(await this.bookings.findById(bookingId))) throw new BookingNotFoundError();
  }

  async upcoming({ id, email }: Customer, now = new Date()): Promise<UpcomingBooking[]> {
    const { from, to } = upcomingWindow(now);
    const [sessions, courses] = await Promise.all([
      this.queries.confirmedForCustomer(id, email, from, to),
      this.courses.bookedForCustomer(email, from, to),
    ]);
    const upcoming = [...sessions.map(toUpcoming), ...courses.map(courseToUpcoming)];
    return upcoming.sort((a, b) => a.date.localeCompare(b.date) || (a.timeSlot ?? '99').localeCompare(b.timeSlot ?? '99'));
  }

  /** Sessions over or cancelled (the last 100), and courses whose preferred date has gone, newest first. */
  async past({ id, email }: Customer, now = new Date()): Promise<PastBooking[]> {
    const today = upcomingWindow(now).from;
    const [sessions, courses] = await Promise.all([
      this.queries.pastForCustomer(id, email, today, PAST_LIMIT),
      this.courses.bookedForCustomer(email, null, addDays(today, -1)),
    ]);
    const past: PastBooking[] = [
      ...sessions.map((booking) => ({
        ...toUpcoming(booking),
        status: booking.status === 'confirmed' ? ('completed' as const) : (booking.status as 'cancelled' | 'slot_lost'),
        refundPence: booking.refundPence,
      })),
      ...courses.map((course) => ({ ...courseToUpcoming(course), status: 'completed' as const, refundPence: null })),
    ];
    return past.sort((a, b) => b.date.localeCompare(a.date) || (b.timeSlot ?? '').localeCompare(a.timeSlot ?? ''));
  }
}
