import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { REFUND_TIERS, type RefundTier } from '../domain/refund-policy';
import { REFUND_STATUSES, type RefundStatus } from '../domain/booking-changes';
import { LondonDateField } from '../../../shared/http/london-date-field';
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
  @ApiProperty({ type: String, nullable: true, example: '2026-12-05', description: 'The London date staff gave it; null until then' })
  courseDate: string | null;
  @ApiProperty({ type: String, nullable: true, example: '10:30', description: 'Its start time (London); it keeps the simulator 4 hours' })
  startTime: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) cancelledAt: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Integer pence refunded when it was cancelled' }) refundPence: number | null;
}

/** Staff's date and start time for a course (a slot start; the 4 hours must fit the day's opening hours). */
export class CourseDateDto {
  @LondonDateField('2026-12-05', "A London calendar date 'YYYY-MM-DD'")
  date: string;

  @ApiProperty({ example: '10:30', description: 'A slot start: 09:00, 10:30, 12:00, 13:30, 15:00, 16:30 or 18:00' })
  @IsString()
  @MaxLength(5)
  startTime: string;
}

/** A course cancelled: the Terms' tier and what was refunded by card. */
export class CourseCancellationDto {
  @ApiProperty({ type: CourseBookingDto }) course: CourseBookingDto;
  @ApiProperty({ enum: REFUND_TIERS, description: 'Dated: the Terms\' tier (GET /api/refund-terms); no date yet: full' }) refundTier: RefundTier;
  @ApiProperty({ type: 'integer', description: 'Integer pence' }) refundPence: number;
  @ApiProperty({ enum: REFUND_STATUSES, enumName: 'RefundStatus' }) refundStatus: RefundStatus;
  @ApiProperty({ type: Boolean, nullable: true, description: 'Whether its gift voucher can be used again; null without one' })
  voucherReturned: boolean | null;
}

/** A course as its customer sees it through the manage link. */
export class ManagedCourseDto {
  @ApiProperty({ example: 'A1B2C3D4' }) reference: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['booked', 'cancelled'] }) status: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-01' }) preferredDate: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-05', description: 'Null until staff give it its date' }) courseDate: string | null;
  @ApiProperty({ type: String, nullable: true, example: '10:30' }) startTime: string | null;
  @ApiProperty({ type: 'integer', description: 'Integer pence paid by card' }) amountPence: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence paid by gift voucher' }) voucherPence: number;
  @ApiProperty({ enum: REFUND_TIERS, description: 'What cancelling now would refund: dated by the Terms, no date yet in full' }) refundTier: RefundTier;
  @ApiProperty({ type: 'integer', description: 'Integer pence cancelling now would refund (or was refunded)' }) refundPence: number;
  @ApiProperty() canChangePreferredDate: boolean;
}

export class CoursePreferredDateDto {
  @ApiProperty({ required: false, nullable: true, type: String, example: '2026-12-01', description: 'After today, within 12 months; null: no preference' })
  @emptyIsNull
  @IsOptional()
  @IsString()
  @MaxLength(40)
  preferredDate?: string | null;
}
