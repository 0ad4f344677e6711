import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { SLOT_TIMES } from '../domain/calendar';
import { OptionIdField, SessionTypeField } from './booking-request-fields';

export class AvailabilityQueryDto {
  @ApiProperty({ example: '2026-12-01', description: 'A London calendar date' })
  @IsString()
  @MaxLength(40)
  date: string;

  @SessionTypeField('try-and-fly')
  sessionType: string;

  @OptionIdField()
  optionId?: string | null;

  @ApiProperty({ required: false, type: 'integer', example: 60 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'durationMinutes must be a whole number of minutes' })
  durationMinutes?: number;
}

export class SlotAvailabilityDto {
  @ApiProperty({ enum: SLOT_TIMES, example: '10:30' }) time: string;
  @ApiProperty() available: boolean;
  @ApiProperty({ enum: ['past', 'taken', 'closed'], nullable: true, type: String }) reason: 'past' | 'taken' | 'closed' | null;
}

export class AvailabilityDto {
  @ApiProperty({ example: '2026-12-01' }) date: string;
  @ApiProperty() sessionType: string;
  @ApiProperty() optionId: string;
  @ApiProperty({ type: 'integer' }) durationMinutes: number;
  @ApiProperty({ type: SlotAvailabilityDto, isArray: true, description: 'The slots that exist that day (opening hours decide)' })
  slots: SlotAvailabilityDto[];
}
