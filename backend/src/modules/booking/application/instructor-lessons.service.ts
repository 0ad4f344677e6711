import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { RetryOnConflict } from '../../../shared/database/retry-on-conflict';
import { addDays, isLocalDate, londonDateOf, londonInstant } from '../domain/calendar';
import { InvalidBookingDateError } from '../domain/booking.errors';
import { LessonNotFoundError, NotAnInstructorError } from '../domain/instructor.errors';
import type { Lesson } from '../domain/lesson';
import { INSTRUCTOR_REPOSITORY, InstructorRepository, LessonKind } from './instructor.ports';

export { LESSON_PAYMENTS } from '../domain/lesson';
export type { Lesson } from '../domain/lesson';

/** Days an instructor's schedule shows from its first: today and the week. */
export const SCHEDULE_DAYS = 7;

/**
 * Who teaches a booking or course: staff give it to another qualified, free instructor (the database checks), and an
 * instructor reads their own schedule (docs/product.md, Instructors: the instructor's day).
 */
@Injectable()
export class InstructorLessonsService {
  constructor(@Inject(INSTRUCTOR_REPOSITORY) private readonly instructors: InstructorRepository) {}

  candidates(kind: LessonKind, id: string): Promise<{ id: string; name: string }[]> {
    return this.instructors.candidates(kind, id);
  }

  @RetryOnConflict()
  @Transactional()
  async reassign(kind: LessonKind, id: string, instructorId: string): Promise<void> {
    if (!(await this.instructors.reassign(kind, id, instructorId))) throw new LessonNotFoundError();
  }

  /**
   * Lessons from `from` (default today) for SCHEDULE_DAYS days: an instructor's own (`signedIn` is their account), or for staff
   * one instructor's (`instructorId`) or everyone's.
   */
  async schedule(
    from: string | null,
    who: { signedInAs: 'instructor'; userId: string } | { signedInAs: 'staff'; instructorId: string | null },
  ): Promise<{
    fromDate: string;
    toDate: string;
    instructor: { id: string; name: string } | null;
    lessons: Lesson[];
  }> {
    const fromDate = from ?? londonDateOf(new Date());
    if (!isLocalDate(fromDate)) throw new InvalidBookingDateError();
    const instructor = who.signedInAs === 'instructor' ? await this.instructors.findByUser(who.userId) : null;
    if (who.signedInAs === 'instructor' && !instructor) throw new NotAnInstructorError();
    const instructorId = instructor?.id ?? (who.signedInAs === 'staff' ? who.instructorId : null);
    const toDate = addDays(fromDate, SCHEDULE_DAYS - 1);
    const lessons = await this.instructors.lessons(
      londonInstant(fromDate, '00:00'),
      londonInstant(addDays(toDate, 1), '00:00'),
      instructorId,
    );
    return { fromDate, toDate, instructor: instructor && { id: instructor.id, name: instructor.name }, lessons };
  }
}
