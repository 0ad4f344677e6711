import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { PageInfoDto } from '../../../shared/http/page-query.dto';
import { GiftForDto } from '../../../shared/http/gift-for.dto';
import { HAND_VOUCHER_MAX_PENCE, HAND_VOUCHER_MIN_PENCE, VOUCHER_REASON_MAX_LENGTH } from '../../catalog/catalog.public';
import { BOOKING_STATUSES, type BookingStatus } from '../../booking/booking.public';

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
    enum: ['issued', 'held', 'redeemed', 'expired', 'void'],
    description: "'held': a booking using it is waiting for its card payment; 'void': staff voided it",
  })
  state: 'issued' | 'held' | 'redeemed' | 'expired' | 'void';
  @ApiProperty({ type: VoucherBookingDto, nullable: true }) booking: VoucherBookingDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who a voucher issued by hand was e-mailed to; null for one an order bought' })
  recipientEmail: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why staff voided it' }) voidReason: string | null;
  @ApiProperty({ type: () => VoucherChangeDto, isArray: true, description: 'What staff did to it, oldest first' })
  changes: VoucherChangeDto[];
}

export class VoucherChangeDto {
  @ApiProperty({ enum: ['issued', 'extended', 'voided'] }) kind: 'issued' | 'extended' | 'voided';
  @ApiProperty() reason: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The expiry it was given (issued, extended)' })
  expiresAfter: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) at: string;
}

/** A staff change's reason: required (the service refuses a blank one), at most 500 characters. */
const Reason = () =>
  applyDecorators(
    ApiProperty({ maxLength: VOUCHER_REASON_MAX_LENGTH, example: 'Customer was in hospital' }),
    IsString({ message: 'Please give a reason' }),
    MaxLength(VOUCHER_REASON_MAX_LENGTH, { message: `The reason can be at most ${VOUCHER_REASON_MAX_LENGTH} characters` }),
  );

export class ExtendVoucherDto {
  @ApiProperty({ example: '2027-12-31', description: "The new last day it can be used, a London date 'YYYY-MM-DD'" })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Please choose the new expiry date' })
  expiresOn: string;

  @Reason()
  reason: string;
}

export class VoidVoucherDto {
  @Reason()
  reason: string;
}

export class IssueVoucherDto {
  @ApiProperty({ type: () => GiftForDto, required: false, nullable: true, description: 'The experience option it buys; or give valuePence' })
  @IsOptional()
  @ValidateNested()
  @Type(() => GiftForDto)
  experience?: GiftForDto | null;

  @ApiProperty({ type: 'integer', required: false, nullable: true, minimum: HAND_VOUCHER_MIN_PENCE, maximum: HAND_VOUCHER_MAX_PENCE, description: 'A money voucher, integer pence' })
  @IsOptional()
  @IsInt({ message: 'The value must be a whole number of pence' })
  valuePence?: number | null;

  @ApiProperty({ example: 'guest@example.com' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254)
  recipientEmail: string;

  @Reason()
  reason: string;
}

export class StaffVoucherPageDto extends PageInfoDto {
  @ApiProperty({ type: StaffVoucherDto, isArray: true }) items: StaffVoucherDto[];
}
