import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { BookingNotFoundError } from '../domain/booking.errors';
import { type CourseBooking, type CourseCancellation, courseCancellation, readPreferredDate } from '../domain/course-booking';
import { CourseAlreadyDatedError, CourseNotBookedError } from '../domain/course-booking.errors';
import { COURSE_BOOKING_REPOSITORY, type CourseBookingRepository } from './booking.ports';
import { CourseManageLinks } from './course-manage-links';

/** A course as its customer manages it: what cancelling now would give back, and whether the preferred date can change. */
export interface ManagedCourse {
  course: CourseBooking;
  cancellation: CourseCancellation;
  canChangePreferredDate: boolean;
}

/**
 * The customer's side of a Fear of Flying course, reached by its signed manage link (docs/product.md, Managing a booking):
 * view it, change the preferred date while staff have not yet given it a date. Cancelling is CourseCancellationService's.
 */
@Injectable()
export class CourseManageService {
  constructor(
    @Inject(COURSE_BOOKING_REPOSITORY) private readonly courses: CourseBookingRepository,
    private readonly links: CourseManageLinks,
  ) {}

  /** The course a manage link names: 401 when the link is forged or expired, 404 when there is no such booked course. */
  async courseForLink(token: string, now = new Date()): Promise<CourseBooking> {
    const course = await this.courses.findById(this.links.idOf(token, now));
    if (!course || (course.status !== 'booked' && course.status !== 'cancelled')) throw new BookingNotFoundError();
    return course;
  }

  view(course: CourseBooking, now = new Date()): ManagedCourse {
    return { course, cancellation: courseCancellation(course, now), canChangePreferredDate: course.status === 'booked' && !course.startsAt };
  }

  /** A new preferred date (or none) for staff to arrange the course around; only before it has its date. */
  @Transactional()
  async changePreferredDate(courseId: string, preferredDate: string | null, now = new Date()): Promise<CourseBooking> {
    const course = await this.courses.lock(courseId);
    if (!course) throw new BookingNotFoundError();
    if (course.status !== 'booked') throw new CourseNotBookedError(course.status, 'its preferred date cannot change');
    if (course.startsAt) throw new CourseAlreadyDatedError();
    const date = readPreferredDate(preferredDate, now);
    await this.courses.update(course.id, { preferredDate: date });
    return { ...course, preferredDate: date };
  }
}
