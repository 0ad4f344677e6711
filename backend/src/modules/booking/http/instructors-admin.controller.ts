import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { referenceOf } from '../../../shared/reference';
import { InstructorLessonsService, type Lesson } from '../application/instructor-lessons.service';
import { type AffectedLesson, type Instructor, InstructorsService, type Leave } from '../application/instructors.service';
import {
  AddLeaveDto,
  AffectedLessonDto,
  InstructorDto,
  InstructorNameDto,
  InstructorsDto,
  LeaveDto,
  LeaveWithAffectedDto,
  LessonDto,
  ReassignDto,
  SaveInstructorDto,
  ScheduleDto,
  ScheduleQueryDto,
} from './instructors-admin.dto';
import { StaffChanges } from '../../audit/audit.public';
import { SignedInStaff, type StaffMember, StaffOnly } from '../../account/account.public';

const toLeaveDto = (leave: Leave): LeaveDto => ({ ...leave, from: leave.from.toISOString(), to: leave.to.toISOString() });
const toLessonDto = (lesson: Lesson): LessonDto => ({
  ...lesson,
  reference: referenceOf(lesson.id),
  startsAt: lesson.startsAt.toISOString(),
  endsAt: lesson.endsAt.toISOString(),
});
const toAffectedDto = (lesson: AffectedLesson): AffectedLessonDto => ({ ...toLessonDto(lesson), candidates: lesson.candidates });
const instructorFields = ({ name, userId, active, teaches, roster }: Instructor) => ({ name, userId, active, teaches, roster });
const lessonKind = (kind: string): 'booking' | 'course' => (kind === 'course' ? 'course' : 'booking');

/**
 * The INSTRUCTORS tab (docs/product.md, Instructors): the owner adds and edits instructors, what they teach and their
 * roster; staff mark leave and give a lesson to another qualified, free instructor; everyone, an instructor included,
 * reads a schedule (an instructor only their own, with no prices).
 */
@ApiTags('instructors-admin')
@StaffOnly()
@Controller('admin/instructors')
export class InstructorsAdminController {
  constructor(
    private readonly instructors: InstructorsService,
    private readonly lessons: InstructorLessonsService,
    private readonly changes: StaffChanges,
  ) {}

  @Get()
  @ApiOkResponse({ type: InstructorsDto })
  async list(@SignedInStaff() staff: StaffMember): Promise<InstructorsDto> {
    const { instructors, leave } = await this.instructors.list();
    return { canManage: staff.role === 'owner', instructors, leave: leave.map(toLeaveDto) };
  }

  @Post()
  @StaffOnly('owner')
  @ApiCreatedResponse({ type: InstructorDto })
  create(@Body() body: SaveInstructorDto): Promise<InstructorDto> {
    return this.changes.record(
      () => this.instructors.save(null, { ...body, userId: body.userId ?? null, active: body.active ?? true }),
      (saved) => ({
        kind: 'instructor.added',
        subject: saved.id,
        summary: `Added instructor ${saved.name}`,
        after: instructorFields(saved),
      }),
    );
  }

  @Put(':id')
  @StaffOnly('owner')
  @ApiOkResponse({ type: InstructorDto })
  async update(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: SaveInstructorDto): Promise<InstructorDto> {
    const before = await this.instructors.byId(id);
    return this.changes.record(
      () => this.instructors.save(id, { ...body, userId: body.userId ?? null, active: body.active ?? true }),
      (saved) => ({
        kind: 'instructor.changed',
        subject: id,
        summary: `Changed instructor ${saved.name}`,
        before: instructorFields(before),
        after: instructorFields(saved),
      }),
    );
  }

  /** Marks an instructor off; answers the lessons that lose them, each with who could take it. */
  @Post(':id/leave')
  @ApiCreatedResponse({ type: LeaveWithAffectedDto })
  async addLeave(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: AddLeaveDto,
    @SignedInStaff() staff: StaffMember,
  ): Promise<LeaveWithAffectedDto> {
    const by = staff.email;
    const { leave, affected } = await this.changes.record(
      () => this.instructors.addLeave(id, new Date(body.from), new Date(body.to), body.reason, by),
      ({ leave: added }) => ({
        kind: 'instructor.leave-added',
        subject: id,
        summary: `Marked an instructor off from ${body.from} to ${body.to}`,
        after: { from: body.from, to: body.to, reason: added.reason },
      }),
    );
    return { leave: toLeaveDto(leave), affected: affected.map(toAffectedDto) };
  }

  @Get('leave/:leaveId/affected')
  @ApiOkResponse({ type: LeaveWithAffectedDto })
  async affected(@Param('leaveId', new ParseUUIDPipe()) leaveId: string): Promise<LeaveWithAffectedDto> {
    const { leave, affected } = await this.instructors.affectedBy(leaveId);
    return { leave: toLeaveDto(leave), affected: affected.map(toAffectedDto) };
  }

  @Delete('leave/:leaveId')
  @HttpCode(204)
  @ApiNoContentResponse()
  async removeLeave(@Param('leaveId', new ParseUUIDPipe()) leaveId: string): Promise<void> {
    await this.changes.record(
      () => this.instructors.removeLeave(leaveId),
      // Removing leave that is not there (removed already) changes nothing and records nothing.
      (leave) =>
        leave && {
          kind: 'instructor.leave-removed',
          subject: leave.instructorId,
          summary: 'Removed an instructor’s leave',
          before: { from: leave.from.toISOString(), to: leave.to.toISOString(), reason: leave.reason },
        },
    );
  }

  /** Qualified colleagues on duty and free for a booking's or course's time. */
  @Get('lessons/:kind/:id/candidates')
  @ApiParam({ name: 'kind', enum: ['booking', 'course'] })
  @ApiOkResponse({ type: InstructorNameDto, isArray: true })
  candidates(@Param('kind') kind: string, @Param('id', new ParseUUIDPipe()) id: string): Promise<InstructorNameDto[]> {
    return this.lessons.candidates(lessonKind(kind), id);
  }

  @Put('lessons/:kind/:id/instructor')
  @HttpCode(204)
  @ApiParam({ name: 'kind', enum: ['booking', 'course'] })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'INSTRUCTOR.TAKEN or INSTRUCTOR.UNAVAILABLE' })
  async reassign(
    @Param('kind') kind: string,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: ReassignDto,
  ): Promise<void> {
    await this.changes.record(
      () => this.lessons.reassign(lessonKind(kind), id, body.instructorId),
      () => ({
        kind: 'instructor.reassigned',
        subject: referenceOf(id),
        summary: `Gave ${lessonKind(kind)} ${referenceOf(id)} to another instructor`,
        after: { instructorId: body.instructorId },
      }),
    );
  }

  /** Today and the week: an instructor sees only their own lessons; staff one instructor's or everyone's. */
  @Get('schedule')
  @StaffOnly('owner', 'staff', 'instructor')
  @ApiOkResponse({ type: ScheduleDto })
  async schedule(@Query() query: ScheduleQueryDto, @SignedInStaff() staff: StaffMember): Promise<ScheduleDto> {
    const who =
      staff.role === 'instructor'
        ? ({ signedInAs: 'instructor', userId: staff.id } as const)
        : ({ signedInAs: 'staff', instructorId: query.instructorId ?? null } as const);
    const schedule = await this.lessons.schedule(query.from ?? null, who);
    return { ...schedule, lessons: schedule.lessons.map(toLessonDto) };
  }
}
