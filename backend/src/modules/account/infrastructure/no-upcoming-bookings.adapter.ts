import { Injectable } from '@nestjs/common';
import type { UpcomingBooking, UpcomingBookings } from '../application/account.ports';

/** Stand-in until the booking module implements UPCOMING_BOOKINGS: nobody has bookings yet. */
@Injectable()
export class NoUpcomingBookings implements UpcomingBookings {
  async forUser(): Promise<UpcomingBooking[]> {
    return [];
  }
}
