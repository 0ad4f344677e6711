import { Injectable } from '@nestjs/common';
import type { UpcomingBooking, UpcomingBookings } from '../../account/application/account.ports';
import { BookingService } from '../application/booking.service';
import { CourseBookingService } from '../application/course-booking.service';

/**
 * The account module's UPCOMING_BOOKINGS port: a customer's confirmed simulator sessions and booked
 * Fear of Flying courses (on their preferred date, no time) between two London dates. `sessionType` is
 * the catalogue id (SPEC's Booking.sessionType); the dashboard names it from GET /api/sessions.
 */
@Injectable()
export class UpcomingBookingsAdapter implements UpcomingBookings {
  constructor(
    private readonly bookings: BookingService,
    private readonly courses: CourseBookingService,
  ) {}

  async forUser(userId: string, email: string, from: string, to: string): Promise<UpcomingBooking[]> {
    const [sessions, courses] = await Promise.all([
      this.bookings.upcomingForCustomer(userId, email, from, to),
      this.courses.bookedForCustomer(email, from, to),
    ]);
    const upcoming: UpcomingBooking[] = [
      ...sessions.map((booking) => ({ id: booking.id, sessionType: booking.sessionType, date: booking.date, timeSlot: booking.timeSlot, notes: booking.notes })),
      ...courses.map((course) => ({ id: course.id, sessionType: 'fearofflying', date: course.preferredDate as string, timeSlot: null, notes: course.notes })),
    ];
    return upcoming.sort((a, b) => a.date.localeCompare(b.date) || (a.timeSlot ?? '99').localeCompare(b.timeSlot ?? '99'));
  }
}
