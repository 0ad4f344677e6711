import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { londonDateOf } from '../domain/calendar';
import { closedRange } from '../domain/closure';
import { assertClosedByDefault, closedByDefaultAhead, type DayClosedByDefault } from '../domain/closed-by-default';
import { ClosureHasBookingsError } from '../domain/closure.errors';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';
import { CLOSURE_REPOSITORY, ClosureRepository } from './closure.ports';

export type { DayClosedByDefault } from '../domain/closed-by-default';

/**
 * Christmas Day and 26 December are closed unless staff open them (docs/product.md, Booking rules: Closures);
 * the database refuses bookings on such a day while it is closed.
 */
@Injectable()
export class ClosedByDefaultService {
  constructor(
    @Inject(CLOSURE_REPOSITORY) private readonly closures: ClosureRepository,
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
  ) {}

  /** The next Christmas Day and 26 December, each with who opened it. */
  upcoming(now = new Date()): Promise<DayClosedByDefault[]> {
    return this.closures.daysClosedByDefault(closedByDefaultAhead(londonDateOf(now)));
  }

  /** Opens the day for bookings. */
  async open(date: string, staffUserId: string, now = new Date()): Promise<DayClosedByDefault> {
    assertClosedByDefault(date, londonDateOf(now));
    await this.closures.openDay(date, staffUserId);
    const [day] = await this.closures.daysClosedByDefault([date]);
    return day;
  }

  /**
   * Closes an opened day again; like a closure, refused (with the bookings) while held or confirmed bookings
   * keep time that day, checked under the day's lock that every booking of that day takes too.
   */
  @Transactional()
  async closeAgain(date: string, now = new Date()): Promise<void> {
    assertClosedByDefault(date, londonDateOf(now));
    const day = closedRange(date, null);
    await this.bookings.expireHolds(now, day, 'slot');
    await this.closures.lockDay(date);
    const inTheWay = await this.bookings.occupying([day]);
    if (inTheWay.length > 0) throw new ClosureHasBookingsError(inTheWay);
    await this.closures.closeOpenedDay(date);
  }
}
