import type { TimeRange } from '../domain/calendar';
import type { PlannedClosure, SlotClosure } from '../domain/closure';

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
  /** The closed time between two instants. */
  closedBetween(from: Date, to: Date): Promise<TimeRange[]>;
  /** Removes the closure; false when there is no such closure. */
  delete(id: string): Promise<boolean>;
}

export const CLOSURE_REPOSITORY = Symbol('CLOSURE_REPOSITORY');
