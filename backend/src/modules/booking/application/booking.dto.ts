import { applyDecorators } from '@nestjs/common';
import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { OneOfField } from '../../../shared/validation/one-of-field';
import { BOOKING_STATUSES, EXPERIENCE_LEVEL_VALUES, type BookingStatus, type ExperienceLevel } from '../domain/booking';
import { SLOT_TIMES } from '../domain/calendar';
import { CustomerContactDto, emptyIsNull } from '../../../shared/http/customer-contact.dto';
import { COURSE_STATUSES, type CourseStatus } from '../domain/course-booking';
import { STAFF_PAYMENT_METHODS, type StaffPaymentMethod } from '../domain/staff-payment';
import { REFUND_STATUSES, REFUNDED_BY, type RefundedBy, type RefundStatus } from '../domain/booking-changes';

/** The experience's option a request names (its slug); without it durationMinutes picks one, else the first. */
const OptionIdField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      type: String,
      example: 'emergency-procedures',
      description: "The experience's option (slug)",
    }),
    IsOptional(),
    IsString(),
    Matches(/^[a-z0-9-]{1,60}$/, { message: 'optionId must be an option slug' }),
  );

/** The experience a request names (its slug). Checks length, then type: a refusal lists its reasons in that order. */
const SessionTypeField = (example: string) =>
  applyDecorators(
    ApiProperty({ example, description: "The experience (slug); the first catalogue's session ids ('tryandfly') still work" }),
    MaxLength(60),
    IsString(),
  );

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

/** SPEC section 3's booking payload; `totalPrice` and `sessionName` are accepted and ignored (the server prices). */
export class CreateBookingPaymentIntentDto extends CustomerContactDto {
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

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    maxLength: 40,
    example: 'SKY-7K3M-9Q2X-BC4D',
    description: 'A gift voucher code (any case, spaces or dashes)',
  })
  @emptyIsNull
  @IsOptional()
  @IsString()
  @MaxLength(40)
  voucherCode?: string | null;
}

export class ConfirmBookingPaymentDto {
  @ApiProperty({ maxLength: 255 })
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  paymentIntentId: string;
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

export class StaffBookingDto extends BookingSummaryDto {
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) userId: string | null;
  @ApiProperty() phone: string;
  @ApiProperty({ enum: EXPERIENCE_LEVEL_VALUES, enumName: 'ExperienceLevel' }) experienceLevel: ExperienceLevel;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ description: 'Paid with a test card: no money moved' }) isTest: boolean;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Integer pence refunded or due' }) refundPence: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) refundedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({
    enum: STAFF_PAYMENT_METHODS,
    enumName: 'StaffPaymentMethod',
    nullable: true,
    description: 'Set when staff made the booking: how it was paid',
  })
  paymentMethod: StaffPaymentMethod | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'staff@skywardsim.co.uk',
    description: "The e-mail of the staff user who made the booking ('staff' once that account is gone); null: booked online",
  })
  bookedBy: string | null;
}

export class CancellationDto {
  @ApiProperty({ type: StaffBookingDto }) booking: StaffBookingDto;
  @ApiProperty({ enum: ['full', 'half', 'none'], description: 'The Terms: > 48 h full, 24-48 h 50%, < 24 h none' }) refundTier:
    'full' | 'half' | 'none';
  @ApiProperty({ type: 'integer', description: 'Integer pence' }) refundPence: number;
  @ApiProperty({
    enum: REFUND_STATUSES,
    enumName: 'RefundStatus',
    description: "'owed': paid by card over the phone or cash, so staff refund it outside the site",
  })
  refundStatus: RefundStatus;
}

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

export class CancellationTermsDto {
  @ApiProperty({ enum: ['full', 'half', 'none'], description: 'The Terms: > 48 h full, 24-48 h 50%, < 24 h none' }) tier:
    'full' | 'half' | 'none';
  @ApiProperty({ type: 'integer', description: 'Integer pence refunded (or owed, when staff refund it)' }) refundPence: number;
  @ApiProperty({
    enum: REFUNDED_BY,
    enumName: 'RefundedBy',
    nullable: true,
    description:
      "'site': to the card paid online; 'staff': outside the site (card terminal or cash); null: nothing paid in money",
  })
  refundedBy: RefundedBy;
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: 'Voucher bookings: whether the voucher can be used again (full tier only); null without one',
  })
  voucherReturned: boolean | null;
}

/** A booking as its customer sees it on /manage-booking/{token} and on the dashboard. */
export class ManagedBookingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '3F2B8C1E', description: 'The reference the e-mails give' }) reference: string;
  @ApiProperty() sessionType: string;
  @ApiProperty() sessionName: string;
  @ApiProperty({ type: 'integer' }) durationMinutes: number;
  @ApiProperty({ example: '2026-12-01' }) date: string;
  @ApiProperty({ example: '10:30' }) timeSlot: string;
  @ApiProperty({ type: String, format: 'date-time' }) startsAt: string;
  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' }) status: BookingStatus;
  @ApiProperty() name: string;
  @ApiProperty({ type: 'integer', description: 'Integer pence paid by card' }) totalPrice: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence a gift voucher covered (0 without one)' }) voucherPence: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Once cancelled: integer pence refunded' }) refundPence:
    number | null;
  @ApiProperty({ type: CancellationTermsDto, description: 'What cancelling now would give back' })
  cancellation: CancellationTermsDto;
  @ApiProperty({ description: 'Whether it can still be moved to another time (confirmed, more than 48 hours ahead)' })
  canReschedule: boolean;
  @ApiProperty({ type: String, format: 'date-time', description: 'Moves are possible until this moment' }) changeDeadline: string;
}

/** The new time of a booking: a London date and one of the day's start times. */
export class RescheduleBookingDto extends PickType(CreateBookingPaymentIntentDto, ['date', 'timeSlot'] as const) {}

export class CustomerCancellationDto {
  @ApiProperty({ type: ManagedBookingDto }) booking: ManagedBookingDto;
  @ApiProperty({ enum: ['full', 'half', 'none'] }) refundTier: 'full' | 'half' | 'none';
  @ApiProperty({ type: 'integer', description: 'Integer pence refunded (or owed, when staff refund it)' }) refundPence: number;
  @ApiProperty({ enum: REFUNDED_BY, enumName: 'RefundedBy', nullable: true, description: 'Who refunds it' })
  refundedBy: RefundedBy;
  @ApiProperty({
    enum: REFUND_STATUSES,
    enumName: 'RefundStatus',
    description: "'owed': paid by card over the phone or cash, so staff refund it outside the site",
  })
  refundStatus: RefundStatus;
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: 'Voucher bookings: whether the voucher can be used again; null without one',
  })
  voucherReturned: boolean | null;
}
