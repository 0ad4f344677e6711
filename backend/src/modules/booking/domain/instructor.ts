import { fixedDomainError } from '../../../shared/errors/domain-error';

/** One weekday's working hours, London time: ISO weekday (1 Monday … 7 Sunday), 'HH:mm' to 'HH:mm'. */
export interface RosterDay {
  weekday: number;
  starts: string;
  ends: string;
}

/** A period an instructor is away (leave, sickness): from and to are instants. */
export interface Leave {
  id: string;
  instructorId: string;
  from: Date;
  to: Date;
  reason: string;
}

/** An instructor (docs/product.md, Instructors): what they teach, when they work; `userId` is their staff sign-in, if any. */
export interface Instructor {
  id: string;
  name: string;
  userId: string | null;
  active: boolean;
  teaches: string[];
  roster: RosterDay[];
}

export interface InstructorDetails {
  name: string;
  userId: string | null;
  active: boolean;
  teaches: string[];
  roster: RosterDay[];
}

export class InvalidRosterError extends fixedDomainError(
  'INSTRUCTOR.INVALID_ROSTER',
  'invalid',
  'Each working day needs a weekday from 1 (Monday) to 7 (Sunday) once, and a start time before its end time (HH:mm).',
) {}

export class InvalidLeaveError extends fixedDomainError(
  'INSTRUCTOR.INVALID_LEAVE',
  'invalid',
  'Leave must end after it starts.',
) {}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The roster as given, checked: one entry per weekday at most, each starting before it ends. */
export function checkedRoster(roster: readonly RosterDay[]): RosterDay[] {
  const weekdays = new Set(roster.map((day) => day.weekday));
  const valid = roster.every(
    (day) =>
      Number.isInteger(day.weekday) &&
      day.weekday >= 1 &&
      day.weekday <= 7 &&
      TIME.test(day.starts) &&
      TIME.test(day.ends) &&
      day.starts < day.ends,
  );
  if (!valid || weekdays.size !== roster.length) throw new InvalidRosterError();
  return [...roster].sort((a, b) => a.weekday - b.weekday);
}

export function checkedLeave(from: Date, to: Date): void {
  if (!(from.getTime() < to.getTime())) throw new InvalidLeaveError();
}
