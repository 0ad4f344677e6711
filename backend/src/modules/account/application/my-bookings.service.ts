import { Inject, Injectable } from '@nestjs/common';
import { upcomingWindow } from '../domain/upcoming-window';
import type { SessionUser } from '../domain/user';
import { UPCOMING_BOOKINGS, UpcomingBooking, UpcomingBookings } from './account.ports';

/** The dashboard's Upcoming Sessions: the signed-in customer's bookings from today (London) for 3 months. */
@Injectable()
export class MyBookingsService {
  constructor(@Inject(UPCOMING_BOOKINGS) private readonly bookings: UpcomingBookings) {}

  async upcoming(user: SessionUser, now = new Date()): Promise<UpcomingBooking[]> {
    const { from, to } = upcomingWindow(now);
    return this.bookings.forUser(user.id, user.email, from, to);
  }
}
