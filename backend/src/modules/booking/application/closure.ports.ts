import type { TimeRange } from '../domain/calendar';
import type { PlannedClosure, SlotClosure } from '../domain/closure';
import type { DayClosedByDefault } from '../domain/closed-by-default';

/** Port: where slot closures are kept. Writes join the caller's transaction. */
export interface ClosureRepository {
  /**
   * Serialises closing and booking on one London day until the active transaction ends: the database's
   * booking trigger takes the same lock, so a closure and a booking of that day never miss each other.
   */
  lockDay(date: string): Promise<void>;
  /** Inserts the closures; throws AlreadyClosedError when one overlaps a closure that exists. */
  insert(closures: readonly PlannedClosure[], createdBy: string): Promise<SlotClosure[]>;
  /** Closures dated `fromDate` or later, by date then slot (a whole day before its slots). */
  listFrom(fromDate: string): Promise<SlotClosure[]>;
  /** The closed time between two instants: closures, and the whole London days closed by default that staff did not open. */
  closedBetween(from: Date, to: Date): Promise<TimeRange[]>;
  /** Removes the closure; false when there is no such closure. */
  delete(id: string): Promise<boolean>;
  /** These days closed by default, each with who opened it and when (null while closed). */
  daysClosedByDefault(dates: readonly string[]): Promise<DayClosedByDefault[]>;
  /** Opens a day closed by default (opening an opened day again changes nothing). */
  openDay(date: string, openedBy: string): Promise<void>;
  /** Closes an opened day again; false when it was not open. */
  closeOpenedDay(date: string): Promise<boolean>;
}

export const CLOSURE_REPOSITORY = Symbol('CLOSURE_REPOSITORY');
