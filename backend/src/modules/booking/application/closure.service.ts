import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { londonDateOf, rangesOverlap } from '../domain/calendar';
import { ClosureRequest, planClosures, SlotClosure } from '../domain/closure';
import { ClosureHasBookingsError, ClosureNotFoundError } from '../domain/closure.errors';
import { ClosureHasCourseError } from '../domain/course-booking.errors';
import { BOOKING_REPOSITORY, BookingRepository, COURSE_BOOKING_REPOSITORY, type CourseBookingRepository } from './booking.ports';
import { CLOSURE_REPOSITORY, ClosureRepository } from './closure.ports';

export { SLOT_TIMES } from '../domain/calendar';
export { CLOSURE_REASON_MAX_LENGTH, type SlotClosure } from '../domain/closure';

/**
 * Staff close a day or some slots (maintenance, training, a bank holiday) and reopen them. A closure is
 * refused while held or confirmed bookings or a dated Fear of Flying course keep that time; the database refuses
 * bookings and courses in closed time.
 */
@Injectable()
export class ClosureService {
  constructor(
    @Inject(CLOSURE_REPOSITORY) private readonly closures: ClosureRepository,
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(COURSE_BOOKING_REPOSITORY) private readonly courses: CourseBookingRepository,
  ) {}

  /** Closures from today (London) on, by date then slot. */
  upcoming(now = new Date()): Promise<SlotClosure[]> {
    return this.closures.listFrom(londonDateOf(now));
  }

  /**
   * Closes the whole day, or the given slots of it. Holds that ran out are released; then, under the day's
   * lock (which every booking of that day takes too), any held or confirmed booking in the way refuses the
   * closure with the list of those bookings, and nothing is written.
   */
  @Transactional()
  async close(request: ClosureRequest, staffUserId: string, now = new Date()): Promise<SlotClosure[]> {
    const plans = planClosures(request, now);
    const ranges = plans.map((plan) => plan.occupied);
    // Row locks before the day lock, in the order a new hold takes them (expired holds, then the trigger's lock): no deadlock.
    await this.bookings.expireHolds(now, { from: ranges[0].from, to: ranges[ranges.length - 1].to }, 'slot');
    await this.closures.lockDay(plans[0].date);
    const inTheWay = await this.bookings.occupying(ranges);
    if (inTheWay.length > 0) throw new ClosureHasBookingsError(inTheWay);
    // A course dated that day takes the same day lock when it is given its time (the closure trigger on its table).
    const course = (await this.courses.datedBetween(plans[0].date, plans[0].date)).find(
      ({ startsAt, endsAt }) => startsAt && endsAt && ranges.some((range) => rangesOverlap(range, { from: startsAt, to: endsAt })),
    );
    if (course) throw new ClosureHasCourseError(course.name);
    return this.closures.insert(plans, staffUserId);
  }

  /** Reopens the closed time. */
  async reopen(id: string): Promise<void> {
    if (!(await this.closures.delete(id))) throw new ClosureNotFoundError();
  }
}
