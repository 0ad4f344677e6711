import { Inject, Injectable } from '@nestjs/common';
import type { MailBrand } from '../../../shared/mail/mail-brand';
import type { MailComposer, MailEventOf, OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { COURSE_CANCELLED, COURSE_DATED } from '../domain/course-booking-events';
import { COURSE_BOOKING_REPOSITORY, type CourseBookingRepository } from './booking.ports';
import { CourseManageLinks } from './course-manage-links';
import { courseCancelledMail, courseDatedMail, isDated } from './course-mails';

/** A course's date (with its .ics and manage link), its move and its cancellation become the customer's e-mails. */
@Injectable()
export class CourseMailComposer implements MailComposer {
  static readonly events = [COURSE_DATED, COURSE_CANCELLED] as const;

  constructor(
    @Inject(COURSE_BOOKING_REPOSITORY) private readonly courses: CourseBookingRepository,
    private readonly links: CourseManageLinks,
  ) {}

  async compose(event: MailEventOf<typeof CourseMailComposer>, brand: MailBrand): Promise<OutgoingMail[]> {
    const course = await this.courses.findById(event.data.courseBookingId);
    if (!course) return [];
    if (event.name === COURSE_CANCELLED.type) return [courseCancelledMail(course, event.data.refundPence, brand, new Date())];
    // Moved again or cancelled since: only the date that is still current is told.
    if (course.status !== 'booked' || !isDated(course) || course.startsAt.toISOString() !== event.data.startsAt) return [];
    return [courseDatedMail(course, event.data.previousStartsAt !== '', brand, new Date(), this.links.urlFor(course))];
  }
}
