import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import type { Page } from '../../../shared/database/like-pattern';
import type { InboxStatus } from '../../../shared/inbox';
import { BookingNotFoundError } from '../domain/booking.errors';
import type { CourseBooking } from '../domain/course-booking';
import { COURSE_BOOKING_REPOSITORY, type CourseBookingRepository, type CourseInboxRequest } from './booking.ports';

export type { CourseBooking };

/** Fear of Flying courses awaiting their date, as items of the staff ENQUIRIES inbox (status and note). */
@Injectable()
export class CourseInboxService {
  constructor(@Inject(COURSE_BOOKING_REPOSITORY) private readonly courses: CourseBookingRepository) {}

  /** The newest `limit` paid courses matching the request, and how many match in all. */
  page(request: CourseInboxRequest): Promise<Page<CourseBooking>> {
    return this.courses.inboxPage(request);
  }

  /** Staff move a course along in the inbox (new → replied → closed, or back) and keep a note on it. */
  @Transactional()
  async update(id: string, changes: { status?: InboxStatus; note?: string }): Promise<CourseBooking> {
    const course = await this.courses.lock(id);
    if (!course || (course.status !== 'paid' && course.status !== 'booked')) throw new BookingNotFoundError();
    const updated = { inboxStatus: changes.status ?? course.inboxStatus, staffNote: changes.note ?? course.staffNote };
    await this.courses.update(id, updated);
    return { ...course, ...updated };
  }
}
