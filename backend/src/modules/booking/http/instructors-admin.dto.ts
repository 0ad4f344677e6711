import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { LESSON_PAYMENTS } from '../application/instructor-lessons.service';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export class RosterDayDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 7, description: 'ISO weekday: 1 Monday … 7 Sunday' })
  @IsInt({ message: 'The weekday must be a whole number from 1 (Monday) to 7 (Sunday).' })
  weekday: number;

  @ApiProperty({ example: '09:00', description: 'London time the day starts' })
  @Matches(TIME, { message: 'The start must be a time such as 09:00.' })
  starts: string;

  @ApiProperty({ example: '17:00', description: 'London time the day ends' })
  @Matches(TIME, { message: 'The end must be a time such as 17:00.' })
  ends: string;
}

export class SaveInstructorDto {
  @ApiProperty({ maxLength: 80, example: 'Sam Carter' })
  @IsString({ message: 'The name must be text.' })
  @Matches(/\S/, { message: 'Please enter a name.' })
  @MaxLength(80, { message: 'The name must be at most 80 characters.' })
  name: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    required: false,
    nullable: true,
    description: 'The staff account they sign in with',
  })
  @IsOptional()
  @IsUUID('all', { message: 'The account must be an account id.' })
  userId?: string | null;

  @ApiProperty({ required: false, description: 'Whether they are offered for bookings (default true)' })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false.' })
  active?: boolean;

  @ApiProperty({ type: String, isArray: true, example: ['try-and-fly'], description: 'The experiences they teach' })
  @IsArray({ message: 'What they teach must be a list of experiences.' })
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  teaches: string[];

  @ApiProperty({
    type: RosterDayDto,
    isArray: true,
    description: 'At most one entry per weekday; a weekday left out is a day off',
  })
  @IsArray({ message: 'The roster must be a list of working days.' })
  @ArrayMaxSize(7, { message: 'The roster has at most one entry per weekday.' })
  @ValidateNested({ each: true })
  @Type(() => RosterDayDto)
  roster: RosterDayDto[];
}

export class InstructorDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) userId: string | null;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: String, isArray: true }) teaches: string[];
  @ApiProperty({ type: RosterDayDto, isArray: true }) roster: RosterDayDto[];
}

export class LeaveDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) instructorId: string;
  @ApiProperty({ type: String, format: 'date-time' }) from: string;
  @ApiProperty({ type: String, format: 'date-time' }) to: string;
  @ApiProperty() reason: string;
}

export class InstructorsDto {
  @ApiProperty({ description: 'Whether the signed-in person may add and edit instructors (the owner)' }) canManage: boolean;
  @ApiProperty({ type: InstructorDto, isArray: true }) instructors: InstructorDto[];
  @ApiProperty({ type: LeaveDto, isArray: true, description: 'Leave not yet over, by start' }) leave: LeaveDto[];
}

export class AddLeaveDto {
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-01T09:00:00Z' })
  @IsISO8601({ strict: true }, { message: 'The start must be a date and time.' })
  from: string;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-01T21:00:00Z' })
  @IsISO8601({ strict: true }, { message: 'The end must be a date and time.' })
  to: string;

  @ApiProperty({ maxLength: 200, example: 'Sick' })
  @IsString({ message: 'The reason must be text.' })
  @MaxLength(200, { message: 'The reason must be at most 200 characters.' })
  reason: string;
}

export class InstructorNameDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

/** A lesson as an instructor's schedule shows it: no prices, only whether it is paid. */
export class LessonDto {
  @ApiProperty({ enum: ['booking', 'course'] }) kind: 'booking' | 'course';
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '1A2B3C4D' }) reference: string;
  @ApiProperty({ format: 'uuid' }) instructorId: string;
  @ApiProperty() instructorName: string;
  @ApiProperty({ type: String, format: 'date-time' }) startsAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) endsAt: string;
  @ApiProperty() experienceName: string;
  @ApiProperty() customerName: string;
  @ApiProperty({ type: String, nullable: true }) participantName: string | null;
  @ApiProperty({ type: 'integer' }) partySize: number;
  @ApiProperty({ type: String, nullable: true, example: 'Complete Beginner', description: 'The level as read' }) experienceLevel:
    string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ enum: LESSON_PAYMENTS }) payment: string;
}

export class AffectedLessonDto extends LessonDto {
  @ApiProperty({ type: InstructorNameDto, isArray: true, description: 'Qualified colleagues on duty and free then' })
  candidates: InstructorNameDto[];
}

export class LeaveWithAffectedDto {
  @ApiProperty({ type: LeaveDto }) leave: LeaveDto;
  @ApiProperty({ type: AffectedLessonDto, isArray: true, description: 'Lessons the leave takes their instructor from' })
  affected: AffectedLessonDto[];
}

export class ReassignDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Please choose an instructor.' })
  instructorId: string;
}

export class ScheduleQueryDto {
  @ApiProperty({ required: false, example: '2026-11-27', description: "First London date 'YYYY-MM-DD' (default today)" })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  from?: string;

  @ApiProperty({
    required: false,
    format: 'uuid',
    description: 'Staff only: one instructor (default everyone); an instructor always sees their own',
  })
  @IsOptional()
  @IsUUID('all', { message: 'The instructor must be an instructor id.' })
  instructorId?: string;
}

export class ScheduleDto {
  @ApiProperty({ example: '2026-11-27' }) fromDate: string;
  @ApiProperty({ example: '2026-12-03' }) toDate: string;
  @ApiProperty({ type: InstructorNameDto, nullable: true, description: 'The signed-in instructor' })
  instructor: InstructorNameDto | null;
  @ApiProperty({ type: LessonDto, isArray: true }) lessons: LessonDto[];
}
