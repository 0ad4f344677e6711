import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { RetryOnConflict } from '../../../shared/database/retry-on-conflict';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { BookingNotFoundError } from '../domain/booking.errors';
import { type CourseBooking, planCourseTime } from '../domain/course-booking';
import { COURSE_DATED } from '../domain/course-booking-events';
import { CourseNotBookedError, CourseStartedError } from '../domain/course-booking.errors';
import { BOOKING_REPOSITORY, type BookingRepository, COURSE_BOOKING_REPOSITORY, type CourseBookingRepository } from './booking.ports';

/**
 * Staff give a booked Fear of Flying course its date and start time, or move it (docs/product.md, Fear of Flying course). From
 * then it keeps the simulator for its 4 hours under the exclusion constraint that keeps slot bookings apart: the database
 * refuses a time that is held, booked or closed (CourseTimeTakenError, CourseTimeClosedError), and nothing is sold over it.
 */
@Injectable()
export class CourseScheduleService {
  constructor(
    @Inject(COURSE_BOOKING_REPOSITORY) private readonly courses: CourseBookingRepository,
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
  ) {}

  /** Sets or moves the course's time in one write; the customer is e-mailed (with an .ics). The same time again changes nothing. */
  @RetryOnConflict()
  @Transactional()
  async schedule(courseId: string, request: { date: string; startTime: string }, now = new Date()): Promise<CourseBooking> {
    const course = await this.courses.lock(courseId);
    if (!course) throw new BookingNotFoundError();
    if (course.status !== 'booked') throw new CourseNotBookedError(course.status, 'it cannot be given a date');
    if (course.startsAt && course.startsAt.getTime() <= now.getTime()) throw new CourseStartedError();
    const time = planCourseTime(request, now);
    if (course.startsAt?.getTime() === time.startsAt.getTime()) return course;
    // Holds that ran out give their time back first, as a new hold does.
    await this.bookings.expireHolds(now, time.occupied, 'slot');
    await this.courses.update(course.id, time);
    await this.events.publish(
      COURSE_DATED({ courseBookingId: course.id, startsAt: time.startsAt.toISOString(), previousStartsAt: course.startsAt?.toISOString() ?? '' }),
    );
    const { occupied: _occupied, ...dated } = time;
    return { ...course, ...dated };
  }

  /** Booked courses with a date between two London dates (inclusive), by start: the day sheet and the week calendar. */
  datedBetween(fromDate: string, toDate: string): Promise<CourseBooking[]> {
    return this.courses.datedBetween(fromDate, toDate);
  }
}
