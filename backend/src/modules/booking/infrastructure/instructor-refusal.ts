import { queryFailure } from '../../../shared/database/sql-state';

/** The exclusion constraint that keeps one instructor to one booking at a time (the instructors migration). */
const INSTRUCTOR_ONCE = 'EX_instructor_occupancy_once';
/** Raised by the instructors migration's triggers: nobody qualified is on duty and free, or staff's choice is not. */
const NONE_FREE = 'SKI01';
const NOT_ON_DUTY = 'SKI02';

/**
 * Why the database refused a booking's or course's instructor: nobody qualified was free ('none-free'), the one named
 * is busy then ('taken') or does not teach it / is off ('unavailable'); null when the failure was something else.
 */
export function instructorRefusal(error: unknown): 'none-free' | 'taken' | 'unavailable' | null {
  const driverError = queryFailure(error);
  if (driverError?.code === NONE_FREE) return 'none-free';
  if (driverError?.code === NOT_ON_DUTY) return 'unavailable';
  if (driverError?.code === '23P01' && driverError.constraint === INSTRUCTOR_ONCE) return 'taken';
  return null;
}
