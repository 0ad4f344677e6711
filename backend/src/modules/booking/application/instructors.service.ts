import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { checkedLeave, checkedRoster, type Instructor, type InstructorDetails, type Leave } from '../domain/instructor';
import { InstructorNotFoundError } from '../domain/instructor.errors';
import type { Lesson } from '../domain/lesson';
import { INSTRUCTOR_REPOSITORY, InstructorRepository } from './instructor.ports';

export type { Instructor, Leave } from '../domain/instructor';

/** A lesson leave takes its instructor from, with the colleagues who could teach it instead. */
export interface AffectedLesson extends Lesson {
  candidates: { id: string; name: string }[];
}

/**
 * The team's instructors (docs/product.md, Instructors): the owner adds and edits them (what they teach, their weekly
 * roster); staff mark leave and sickness, which shows the lessons that lose their instructor and who could take each.
 */
@Injectable()
export class InstructorsService {
  constructor(@Inject(INSTRUCTOR_REPOSITORY) private readonly instructors: InstructorRepository) {}

  async list(now = new Date()): Promise<{ instructors: Instructor[]; leave: Leave[] }> {
    const [instructors, leave] = await Promise.all([this.instructors.list(), this.instructors.leaveAhead(now)]);
    return { instructors, leave };
  }

  @Transactional()
  async save(id: string | null, details: InstructorDetails): Promise<Instructor> {
    const saved = await this.instructors.save(id, {
      ...details,
      name: details.name.trim(),
      roster: checkedRoster(details.roster),
    });
    return this.byId(saved);
  }

  async byId(id: string): Promise<Instructor> {
    const instructor = await this.instructors.findById(id);
    if (!instructor) throw new InstructorNotFoundError();
    return instructor;
  }

  /** Marks an instructor off from–to; answers the leave and the lessons it takes them from. */
  @Transactional()
  async addLeave(
    instructorId: string,
    from: Date,
    to: Date,
    reason: string,
    by: string,
  ): Promise<{ leave: Leave; affected: AffectedLesson[] }> {
    checkedLeave(from, to);
    await this.byId(instructorId);
    const leave = await this.instructors.addLeave(instructorId, from, to, reason.trim(), by);
    return { leave, affected: await this.affected(leave) };
  }

  async affectedBy(leaveId: string): Promise<{ leave: Leave; affected: AffectedLesson[] }> {
    const leave = await this.instructors.findLeave(leaveId);
    if (!leave) throw new InstructorNotFoundError();
    return { leave, affected: await this.affected(leave) };
  }

  async removeLeave(leaveId: string): Promise<Leave | null> {
    const leave = await this.instructors.findLeave(leaveId);
    if (leave) await this.instructors.removeLeave(leaveId);
    return leave;
  }

  private async affected(leave: Leave): Promise<AffectedLesson[]> {
    const lessons = await this.instructors.lessons(leave.from, leave.to, leave.instructorId);
    return Promise.all(
      lessons.map(async (lesson) => ({ ...lesson, candidates: await this.instructors.candidates(lesson.kind, lesson.id) })),
    );
  }
}
