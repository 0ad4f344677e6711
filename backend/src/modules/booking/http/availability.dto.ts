import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { SLOT_TIMES } from '../domain/calendar';
import { DAY_STATES, type DayState } from '../domain/day-slots';
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

export class MonthAvailabilityQueryDto extends OmitType(AvailabilityQueryDto, ['date'] as const) {
  @ApiProperty({ example: '2026-12', description: "A London calendar month 'YYYY-MM'" })
  @IsString()
  @MaxLength(7)
  month: string;
}

export class DayMarkDto {
  @ApiProperty({ example: '2026-12-24' }) date: string;
  @ApiProperty({
    enum: DAY_STATES,
    enumName: 'DayState',
    description: "'open': a slot is free; 'full': every slot left is booked or held; 'closed': closed by staff or no slot fits; 'past': every slot has started",
  })
  state: DayState;
}

export class MonthAvailabilityDto {
  @ApiProperty({ example: '2026-12' }) month: string;
  @ApiProperty() sessionType: string;
  @ApiProperty() optionId: string;
  @ApiProperty({ type: DayMarkDto, isArray: true, description: 'The days from today to the last bookable day that fall in the month' })
  days: DayMarkDto[];
}
