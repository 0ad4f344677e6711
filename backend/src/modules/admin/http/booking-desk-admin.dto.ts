import { ApiProperty } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import { ATTENDANCES, type Attendance } from '../../booking/application/booking-attendance.service';

/** What the desk records on the day; null undoes it. */
export class RecordAttendanceDto {
  @ApiProperty({
    enum: ATTENDANCES,
    enumName: 'Attendance',
    nullable: true,
    description: "'checked_in' (from the session's day), 'no_show' (once it started), or null to undo",
  })
  @ValidateIf((_body, value) => value !== null)
  @IsIn(ATTENDANCES, { message: 'Say whether the customer checked in or did not come (or undo it).' })
  attendance: Attendance | null;
}
