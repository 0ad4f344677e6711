import { referenceOf } from '../../../shared/reference';
import { londonTimeOf } from '../domain/calendar';
import type { CourseBooking } from '../domain/course-booking';

/** A dated course as the day sheet lists it: its start and end (London), who, and how to reach them. */
export const courseOnDaySheet = (course: CourseBooking) => ({
  id: course.id,
  reference: referenceOf(course.id),
  startTime: course.startTime ?? '',
  endTime: course.endsAt ? londonTimeOf(course.endsAt) : '',
  name: course.name,
  email: course.email,
  phone: course.phone,
  notes: course.notes,
});
