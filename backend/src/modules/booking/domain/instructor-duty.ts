import { rangesOverlap, TimeRange } from './calendar';

/** What one instructor can do on one London day, as availability reads it (docs/product.md, Instructors). */
export interface InstructorDay {
  id: string;
  /** The experiences they teach. */
  teaches: readonly string[];
  /** Their rostered hours that day, null when not rostered. */
  rostered: TimeRange | null;
  /** Their leave overlapping the day. */
  leave: readonly TimeRange[];
  /** Held and booked time they teach that day (a hold until it runs out). */
  busy: readonly (TimeRange & { heldUntil: Date | null })[];
}

/**
 * Whether someone can teach `experienceId` during `wanted`: 'free' when a qualified instructor on duty (rostered for the
 * whole of it, on leave for none of it) is free, 'busy' when the qualified ones on duty are all teaching, 'off' when
 * no qualified instructor is on duty. The database decides at hold time by the same rule (the instructors migration).
 */
export function instructorFor(
  instructors: readonly InstructorDay[],
  experienceId: string,
  wanted: TimeRange,
  now: Date,
): 'free' | 'busy' | 'off' {
  const onDuty = instructors.filter(
    (instructor) =>
      instructor.teaches.includes(experienceId) &&
      instructor.rostered !== null &&
      instructor.rostered.from <= wanted.from &&
      wanted.to <= instructor.rostered.to &&
      !instructor.leave.some((period) => rangesOverlap(period, wanted)),
  );
  if (onDuty.length === 0) return 'off';
  const free = onDuty.some(
    (instructor) =>
      !instructor.busy.some((taken) => (taken.heldUntil === null || taken.heldUntil > now) && rangesOverlap(taken, wanted)),
  );
  return free ? 'free' : 'busy';
}
