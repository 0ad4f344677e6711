import { ApiProperty, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { BOOKING_STATUSES, type BookingStatus } from '../domain/booking';
import { PageInfoDto } from '../../../shared/http/page-query.dto';
import { CreateBookingPaymentIntentDto } from './booking.dto';

/** A typed code, checked against the experience option the customer has chosen. */
export class VoucherCheckRequestDto extends PickType(CreateBookingPaymentIntentDto, ['sessionType', 'optionId', 'durationMinutes'] as const) {
  @ApiProperty({
    maxLength: 40,
    example: 'sky 7k3m 9q2x bc4d',
    description: 'As typed: any case, with or without spaces and dashes',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(1, { message: 'Please enter your voucher code' })
  @MaxLength(40)
  code: string;
}

export class VoucherExperienceDto {
  @ApiProperty({ example: 'try-and-fly' }) experienceId: string;
  @ApiProperty({ example: '60-minutes' }) optionId: string;
  @ApiProperty({ example: 'Try and Fly' }) name: string;
  @ApiProperty({ type: 'integer', example: 60 }) minutes: number;
}

export class VoucherCheckDto {
  @ApiProperty({ example: 'SKY-7K3M-9Q2X-BC4D', description: 'The code as printed' }) code: string;
  @ApiProperty({ example: 'Try and Fly Gift Card' }) voucherName: string;
  @ApiProperty({
    type: VoucherExperienceDto,
    nullable: true,
    description: 'The experience option the gift card buys; null: a money card, redeemed for its value',
  })
  experience: VoucherExperienceDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
  @ApiProperty({ example: 'Try and Fly' }) sessionName: string;
  @ApiProperty({ type: 'integer' }) durationMinutes: number;
  @ApiProperty({ type: 'integer', description: "Integer pence: the session's price" }) pricePence: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence the voucher pays' }) coveredPence: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence left to pay by card (0: no card needed)' }) toPayPence: number;
}

export class VoucherBookingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '3F2A9C1B' }) reference: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() sessionName: string;
  @ApiProperty({ example: '2026-12-01' }) date: string;
  @ApiProperty({ example: '10:30' }) timeSlot: string;
  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' }) status: BookingStatus;
  @ApiProperty({ description: 'Cancelled too late: the voucher stays used' }) voucherForfeited: boolean;
}

export class StaffVoucherDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'SKY-7K3M-9Q2X-BC4D' }) code: string;
  @ApiProperty({ example: 'Try and Fly Gift Card' }) name: string;
  @ApiProperty({ type: String, nullable: true, example: 'Try and Fly (1 hour)', description: 'Null: redeemed for its value' })
  experience: string | null;
  @ApiProperty({ type: 'integer', description: 'Integer pence' }) valuePence: number;
  @ApiProperty({ type: String, format: 'date-time' }) issuedAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
  @ApiProperty({
    enum: ['issued', 'held', 'redeemed', 'expired'],
    description: "'held': a booking using it is waiting for its card payment",
  })
  state: 'issued' | 'held' | 'redeemed' | 'expired';
  @ApiProperty({ type: VoucherBookingDto, nullable: true }) booking: VoucherBookingDto | null;
}

export class StaffVoucherPageDto extends PageInfoDto {
  @ApiProperty({ type: StaffVoucherDto, isArray: true }) items: StaffVoucherDto[];
}
