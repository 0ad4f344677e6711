import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';

/** The simulator is held or booked (or the time closed) during the course's 4 hours: staff choose another time. */
export class CourseTimeTakenError extends fixedDomainError(
  'COURSE.TIME_TAKEN',
  'conflict',
  'The simulator is already held or booked during those 4 hours. Please choose another date or start time.',
) {}

export class CourseTimeClosedError extends fixedDomainError(
  'COURSE.TIME_CLOSED',
  'conflict',
  'Part of those 4 hours is closed on the calendar. Please choose another date or start time.',
) {}

/** Only a booked course (its details received, not cancelled) is given a date, moved or cancelled. */
export class CourseNotBookedError extends domainError('COURSE.NOT_BOOKED', 'conflict') {
  constructor(status: string, consequence: string) {
    super(`This course is ${status === 'paid' ? 'paid but its details were never received' : status.replace('_', ' ')}, so ${consequence}.`);
  }
}

/** The customer changes the preferred date only while staff have not yet given the course its date. */
export class CourseAlreadyDatedError extends fixedDomainError(
  'COURSE.ALREADY_DATED',
  'conflict',
  'Your course already has its date. Please contact us to change it.',
) {}

/** A course that has started (or taken place) is not moved or cancelled. */
export class CourseStartedError extends fixedDomainError(
  'COURSE.STARTED',
  'conflict',
  'This course has already started, so it can no longer be changed.',
) {}

/** A closure over a dated course is refused, as over a booking: staff move or cancel the course first. */
export class ClosureHasCourseError extends domainError('BOOKING.CLOSURE_HAS_COURSE', 'conflict') {
  constructor(name: string) {
    super(`${name}'s Fear of Flying course is at that time. Please move or cancel the course before closing.`);
  }
}
