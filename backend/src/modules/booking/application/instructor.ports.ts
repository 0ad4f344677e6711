import type { Instructor, InstructorDetails, Leave } from '../domain/instructor';
import type { InstructorDay } from '../domain/instructor-duty';
import type { Lesson } from '../domain/lesson';

export const INSTRUCTOR_REPOSITORY = Symbol('INSTRUCTOR_REPOSITORY');

export type LessonKind = Lesson['kind'];

export interface InstructorRepository {
  /** Every active instructor as availability reads them on each London date from `fromDate` to `toDate`: what they teach, their hours, leave and teaching. */
  onDays(fromDate: string, toDate: string): Promise<Map<string, InstructorDay[]>>;
  /** Every instructor (active first, by position), with what they teach and their roster. */
  list(): Promise<Instructor[]>;
  findById(id: string): Promise<Instructor | null>;
  /** The instructor a staff account signs in as, if any. */
  findByUser(userId: string): Promise<Instructor | null>;
  /** Creates (id null) or replaces an instructor's details, qualifications and roster; returns the id. */
  save(id: string | null, details: InstructorDetails): Promise<string>;
  /** Leave ending after `now`, by start. */
  leaveAhead(now: Date): Promise<Leave[]>;
  findLeave(id: string): Promise<Leave | null>;
  addLeave(instructorId: string, from: Date, to: Date, reason: string, by: string): Promise<Leave>;
  removeLeave(id: string): Promise<void>;
  /** The held (live) and booked lessons overlapping from–to, of one instructor or all, by start. */
  lessons(from: Date, to: Date, instructorId: string | null): Promise<Lesson[]>;
  /** Who else could teach a lesson: qualified, on duty and free for its time. */
  candidates(kind: LessonKind, id: string): Promise<{ id: string; name: string }[]>;
  /** Gives a lesson to another instructor (false when no such lesson is being taught); the database refuses one who does not teach it, is off or is busy. */
  reassign(kind: LessonKind, id: string, instructorId: string): Promise<boolean>;
}
