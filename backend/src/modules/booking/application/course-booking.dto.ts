import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CustomerContactDto, emptyIsNull } from '../../../shared/http/customer-contact.dto';
import { COURSE_STATUSES, type CourseStatus } from '../domain/course-booking';
import { CreateBookingPaymentIntentDto } from './booking-checkout.dto';

/** The course is booked by name and e-mail (no slot, no phone), with a gift voucher paying its part. */
export class FearOfFlyingPaymentIntentRequestDto extends IntersectionType(
  PickType(CustomerContactDto, ['name', 'email'] as const),
  PickType(CreateBookingPaymentIntentDto, ['voucherCode'] as const),
) {}

export class PaymentIntentDto {
  @ApiProperty() clientSecret: string;
  @ApiProperty() paymentIntentId: string;
}

/** The course's details once paid: the contact fields the booking form shares, a preferred date, the payment. */
export class CreateFearOfFlyingBookingDto extends IntersectionType(
  FearOfFlyingPaymentIntentRequestDto,
  PickType(CustomerContactDto, ['phone', 'notes'] as const),
) {
  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    description: "A London date 'YYYY-MM-DD' or an ISO instant; after today",
  })
  @emptyIsNull
  @IsOptional()
  @IsString()
  @MaxLength(40)
  preferredDate?: string | null;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    maxLength: 255,
    description: 'The succeeded course payment; null when the gift voucher pays the whole course',
  })
  @emptyIsNull
  @IsOptional()
  @IsString()
  @MaxLength(255)
  paymentIntentId?: string | null;
}

export class CourseBookingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'A1B2C3D4', description: 'The short reference to quote' }) reference: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-01' }) preferredDate: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, nullable: true }) paymentIntentId: string | null;
  @ApiProperty({ type: 'integer', description: 'Integer pence paid by card' }) amountPence: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence paid by gift voucher' }) voucherPence: number;
  @ApiProperty({ enum: COURSE_STATUSES, enumName: 'CourseStatus', description: "'paid': paid, details not received yet" })
  status: CourseStatus;
  @ApiProperty() isTest: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
