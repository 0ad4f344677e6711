import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { CLOSURE_REASON_MAX_LENGTH, SLOT_TIMES } from '../application/closure.service';

export class CreateClosureDto {
  @ApiProperty({ example: '2026-12-24', description: "A London calendar date 'YYYY-MM-DD', today or later" })
  @IsString()
  @MaxLength(40)
  date: string;

  @ApiProperty({
    required: false,
    enum: SLOT_TIMES,
    isArray: true,
    description: 'The slots to close; omitted or empty closes the whole day',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SLOT_TIMES.length)
  @IsString({ each: true })
  @MaxLength(10, { each: true })
  timeSlots?: string[];

  @ApiProperty({ maxLength: CLOSURE_REASON_MAX_LENGTH, example: 'Annual maintenance' })
  @IsString()
  @MaxLength(2000)
  reason: string;
}

export class ClosureDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '2026-12-24' }) date: string;
  @ApiProperty({ enum: SLOT_TIMES, nullable: true, type: String, description: 'null: the whole day is closed' }) timeSlot:
    string | null;
  @ApiProperty() reason: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class AffectedBookingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ example: '2026-12-24' }) date: string;
  @ApiProperty({ example: '10:30' }) timeSlot: string;
  @ApiProperty({ example: 'Try and Fly' }) sessionName: string;
}

/** The 409 BOOKING.CLOSURE_HAS_BOOKINGS body: the usual error fields and the bookings in the way. */
export class ClosureConflictDto {
  @ApiProperty({ example: 409 }) statusCode: number;
  @ApiProperty({ example: 'BOOKING.CLOSURE_HAS_BOOKINGS' }) code: string;
  @ApiProperty() message: string;
  @ApiProperty() correlationId: string;
  @ApiProperty({
    type: AffectedBookingDto,
    isArray: true,
    description: 'Held or confirmed bookings in the closed time; contact them first',
  })
  bookings: AffectedBookingDto[];
}

/** Christmas Day or 26 December: closed unless staff opened it (docs/product.md, Booking rules: Closures). */
export class DayClosedByDefaultDto {
  @ApiProperty({ example: '2026-12-25' }) date: string;
  @ApiProperty({ description: 'true once staff opened the day for bookings' }) opened: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When staff opened it; null while closed' })
  openedAt: string | null;
}
