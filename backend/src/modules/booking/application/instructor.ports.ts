import type { InstructorDay } from '../domain/instructor-duty';

export const INSTRUCTOR_REPOSITORY = Symbol('INSTRUCTOR_REPOSITORY');

export interface InstructorRepository {
  /** Every active instructor as availability reads them on each London date from `fromDate` to `toDate`: what they teach, their hours, leave and teaching. */
  onDays(fromDate: string, toDate: string): Promise<Map<string, InstructorDay[]>>;
}
