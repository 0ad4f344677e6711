import { fixedDomainError } from '../../../shared/errors/domain-error';

/** Staff named an instructor who does not teach that experience, is not rostered then, or is on leave. */
export class InstructorUnavailableError extends fixedDomainError(
  'INSTRUCTOR.UNAVAILABLE',
  'conflict',
  'That instructor does not teach this experience or is not on duty then.',
) {}

/** Staff named an instructor who already teaches someone else at that time. */
export class InstructorTakenError extends fixedDomainError(
  'INSTRUCTOR.TAKEN',
  'conflict',
  'That instructor is already teaching at that time.',
) {}

/** No airline pilot is on duty and free for the course's 4 hours. */
export class CourseNoInstructorError extends fixedDomainError(
  'COURSE.NO_INSTRUCTOR',
  'conflict',
  'No airline pilot is on duty and free during those 4 hours. Please choose another date or start time.',
) {}

export class InstructorNotFoundError extends fixedDomainError(
  'INSTRUCTOR.NOT_FOUND',
  'not_found',
  'There is no such instructor.',
) {}

export class InstructorDetailsRefusedError extends fixedDomainError(
  'INSTRUCTOR.DETAILS_REFUSED',
  'invalid',
  'Those details cannot be saved: each experience must exist, and a staff account can belong to one instructor only.',
) {}

export class LessonNotFoundError extends fixedDomainError(
  'INSTRUCTOR.LESSON_NOT_FOUND',
  'not_found',
  'There is no such booking or course being taught.',
) {}

/** A staff account with the instructor role that no instructor record names. */
export class NotAnInstructorError extends fixedDomainError(
  'INSTRUCTOR.NO_RECORD',
  'not_found',
  'Your account is not linked to an instructor yet.',
) {}
