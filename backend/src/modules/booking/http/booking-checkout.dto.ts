import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { OneOfField } from '../../../shared/validation/one-of-field';
import { BOOKING_STATUSES, EXPERIENCE_LEVEL_VALUES, type BookingStatus, type ExperienceLevel } from '../domain/booking';
import { SLOT_TIMES } from '../domain/calendar';
import { CustomerContactDto } from '../../../shared/http/customer-contact.dto';
import { FlightQuestionsDto, OptionIdField, PartySizeField, SessionTypeField, VoucherCodeField } from './booking-request-fields';

/** The booking form's payload; `totalPrice` and `sessionName` are accepted and ignored (the server prices). */
export class CreateBookingPaymentIntentDto extends IntersectionType(CustomerContactDto, FlightQuestionsDto) {
  @SessionTypeField('scenario-flight')
  sessionType: string;

  @OptionIdField()
  optionId?: string | null;

  @ApiProperty({
    required: false,
    type: 'integer',
    example: 60,
    description: 'Picks the option of that length when no optionId is sent (old links)',
  })
  @IsOptional()
  @IsInt({ message: 'durationMinutes must be a whole number of minutes' })
  durationMinutes?: number;

  @ApiProperty({
    example: '2026-12-01',
    description: "A London calendar date 'YYYY-MM-DD' (an ISO instant is read as the London day it falls on)",
  })
  @IsString()
  @MaxLength(40)
  date: string;

  @ApiProperty({ enum: SLOT_TIMES, example: '10:30' })
  @IsString()
  @MaxLength(10)
  timeSlot: string;

  @OneOfField(EXPERIENCE_LEVEL_VALUES, 'ExperienceLevel')
  experienceLevel: ExperienceLevel;

  @ApiProperty({ required: false, type: 'integer', description: 'Ignored: the server computes the price' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  totalPrice?: number;

  @ApiProperty({ required: false, description: 'Ignored: the server names the session' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sessionName?: string;

  @VoucherCodeField('A gift voucher code (any case, spaces or dashes)')
  voucherCode?: string | null;
  @PartySizeField()
  partySize?: number;

  @ApiProperty({
    required: false,
    description:
      "The tick 'E-mail me about this booking' (unticked by default, PECR): one reminder with a link back to this choice if the hold runs out unpaid",
  })
  @IsOptional()
  @IsBoolean({ message: "'E-mail me about this booking' must be ticked or not" })
  emailOptIn?: boolean;
}

export class ConfirmBookingPaymentDto {
  @ApiProperty({ maxLength: 255 })
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  paymentIntentId: string;

  @ApiProperty({
    required: false,
    maxLength: 255,
    description:
      "The payment's client secret, as the hold answered it: proves the booker (for the manage token) without the session cookie",
  })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  clientSecret?: string;
}

export class ReleaseBookingHoldDto {
  @ApiProperty({ maxLength: 255, description: "The client secret of the hold's payment, as the hold answered it" })
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  clientSecret: string;
}

export class BookingSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'A1B2C3D4', description: 'The short reference to quote' }) reference: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The signed manage-my-booking token (/manage-booking/{token}), only to the browser that booked it, once confirmed',
  })
  manageToken: string | null;
  @ApiProperty() sessionType: string;
  @ApiProperty() sessionName: string;
  @ApiProperty({ enum: ['slot', 'online'], description: "'slot': at the Exeter simulator; 'online': coaching on a video call" })
  bookedAs: 'slot' | 'online';
  @ApiProperty({ type: 'integer' }) durationMinutes: number;
  @ApiProperty({ example: '2026-12-01' }) date: string;
  @ApiProperty({ example: '10:30' }) timeSlot: string;
  @ApiProperty({ type: 'integer', description: 'Integer pence paid (or to pay) by card' }) totalPrice: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence a gift voucher paid' }) voucherPence: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' }) status: BookingStatus;
}

export class BookingPaymentIntentDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Null when a gift voucher paid everything: the booking is confirmed',
  })
  clientSecret: string | null;
  @ApiProperty({ type: String, nullable: true }) paymentIntentId: string | null;
  @ApiProperty({ format: 'uuid' }) bookingId: string;
  @ApiProperty({ type: 'integer', description: 'Integer pence left to pay by card, computed by the server' }) totalPrice: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence the gift voucher covers' }) voucherPence: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'The slot is held until then' }) holdExpiresAt: string;
  @ApiProperty({
    type: BookingSummaryDto,
    description: "The booking: 'held' while the card pays, 'confirmed' when a voucher paid everything",
  })
  booking: BookingSummaryDto;
}
