import { ApiProperty } from '@nestjs/swagger';
import { LondonDateField } from '../../../shared/http/london-date-field';

export class WeekCalendarQueryDto {
  @LondonDateField('2026-11-30', "Any London date 'YYYY-MM-DD' of the week (Monday to Sunday) wanted")
  date: string;
}

export const WEEK_CELL_STATES = ['free', 'held', 'booked', 'course', 'closed', 'outside'] as const;
export type WeekCellState = (typeof WEEK_CELL_STATES)[number];

/** One slot of the week: what keeps it (fields not about its state are null). */
export class WeekCellDto {
  @ApiProperty({ example: '10:30' }) time: string;
  @ApiProperty({ enum: WEEK_CELL_STATES, enumName: 'WeekCellState', description: "'outside': not within that day's opening hours" })
  state: WeekCellState;
  @ApiProperty({ type: String, nullable: true, description: 'Closed: the reason staff gave' }) reason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Held: when the hold runs out' }) heldUntil: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Held or booked: the booking' }) bookingId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Course: the course booking' }) courseId: string | null;
  @ApiProperty({ type: String, nullable: true, example: '3F2A9C1B' }) reference: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Booked or course: who' }) name: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Held or booked: the session' }) sessionName: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Course: its start time' }) startTime: string | null;
  @ApiProperty({ description: 'The session or course began in an earlier slot' }) continued: boolean;
}

export class WeekDayDto {
  @ApiProperty({ example: '2026-11-30' }) date: string;
  @ApiProperty({ type: WeekCellDto, isArray: true, description: 'Every slot time of the day, in order' }) cells: WeekCellDto[];
}

export class WeekCalendarDto {
  @ApiProperty({ example: '2026-11-30', description: 'The Monday the week starts on' }) weekStart: string;
  @ApiProperty({ type: WeekDayDto, isArray: true, description: 'Monday to Sunday' }) days: WeekDayDto[];
}
