import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { ATTENDANCES, type Attendance } from '../application/booking-attendance.service';

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

/** The experience option a booking changes to. */
export class BookingOptionDto {
  @ApiProperty({ description: "The experience's slug" })
  @IsString({ message: 'Choose an experience.' })
  @IsNotEmpty({ message: 'Choose an experience.' })
  experienceId: string;

  @ApiProperty({ description: "The option's slug" })
  @IsString({ message: 'Choose an option.' })
  @IsNotEmpty({ message: 'Choose an option.' })
  optionId: string;
}

/** Staff edit a confirmed booking (docs/product.md, Staff panel: BOOKINGS); a field left out stays as it is. */
export class EditBookingDto {
  @ApiProperty({ required: false, maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'The name must be text.' })
  @Matches(/\S/, { message: 'Please enter the customer’s name.' })
  @MaxLength(100, { message: 'The name must be at most 100 characters.' })
  name?: string;

  @ApiProperty({ required: false, maxLength: 30 })
  @IsOptional()
  @IsString({ message: 'The phone number must be text.' })
  @Matches(/^\+?[\d\s()-]{7,30}$/, { message: 'Please enter a phone number of digits (spaces, brackets and dashes are fine).' })
  phone?: string;

  @ApiProperty({ type: String, required: false, nullable: true, maxLength: 1000 })
  @IsOptional()
  @IsString({ message: 'The notes must be text.' })
  @MaxLength(1000, { message: 'The notes must be at most 1,000 characters.' })
  notes?: string | null;

  @ApiProperty({ type: String, required: false, nullable: true, maxLength: 100, description: 'Who flies; empty or null: the booker' })
  @IsOptional()
  @IsString({ message: 'Who is flying must be text.' })
  @MaxLength(100, { message: 'Who is flying must be at most 100 characters.' })
  participantName?: string | null;

  @ApiProperty({ required: false, type: BookingOptionDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => BookingOptionDto)
  option?: BookingOptionDto;
}

/** What changing to an option would do to the money, shown before staff save. */
export class OptionPriceChangeDto {
  @ApiProperty({ type: 'integer', description: 'Integer pence: the new price less the old; positive, the customer owes more' })
  differencePence: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence the booking costs after the change' }) totalPrice: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence to take from the customer' }) amountDuePence: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Integer pence staff refund (card terminal or cash); null: none' })
  refundPence: number | null;
}
