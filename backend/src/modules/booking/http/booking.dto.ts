import { ApiProperty, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { BOOKING_STATUSES, EXPERIENCE_LEVEL_VALUES, type BookingStatus, type ExperienceLevel } from '../domain/booking';
import { SLOT_TIMES } from '../domain/calendar';
import { COURSE_STATUSES, type CourseStatus } from '../domain/course-booking';
import { SESSION_CATEGORIES, SESSION_TYPES, type BookingMode, type SessionCategory } from '../domain/session-catalogue';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const emptyIsNull = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value));
/** Phone numbers as people write them (+44 (0)7700 900123, 01395 123456): digits and the usual separators. */
const PHONE = /^(?=(?:\D*\d){6})[\d\s+().-]{6,40}$/;

export class DurationOptionDto {
  @ApiProperty({ type: 'integer', example: 60 }) minutes: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence', example: 14900 }) pricePence: number;
}

export class SessionDto {
  @ApiProperty({ enum: SESSION_TYPES, enumName: 'SessionType' }) id: string;
  @ApiProperty({ example: 'Try and Fly' }) name: string;
  @ApiProperty({ example: '1 hour' }) duration: string;
  @ApiProperty({ type: 'integer', description: 'Listed price in pence (the lowest, when priceFrom)', example: 12900 }) pricePence: number;
  @ApiProperty({ description: 'The price depends on the chosen duration ("from £149")' }) priceFrom: boolean;
  @ApiProperty() description: string;
  @ApiProperty({ enum: SESSION_CATEGORIES, enumName: 'SessionCategory' }) category: SessionCategory;
  @ApiProperty({ enum: ['slot', 'course'], description: "'course': booked with a preferred date on /fear-of-flying, not in a slot" })
  bookingMode: BookingMode;
  @ApiProperty({ type: DurationOptionDto, isArray: true, description: 'Durations on offer, the first is the default' })
  durationOptions: DurationOptionDto[];
}

export class AvailabilityQueryDto {
  @ApiProperty({ example: '2026-12-01', description: 'A London calendar date' })
  @IsString()
  @MaxLength(40)
  date: string;

  @ApiProperty({ example: 'tryandfly' })
  @IsString()
  @MaxLength(40)
  sessionType: string;

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
  @ApiProperty({ type: 'integer' }) durationMinutes: number;
  @ApiProperty({ type: SlotAvailabilityDto, isArray: true, description: 'The slots that exist that day (opening hours decide)' })
  slots: SlotAvailabilityDto[];
}

/** SPEC section 3's booking payload; `totalPrice` and `sessionName` are accepted and ignored (the server prices). */
export class CreateBookingPaymentIntentDto {
  @ApiProperty({ example: 'tryandfly' })
  @IsString()
  @MaxLength(40)
  sessionType: string;

  @ApiProperty({ required: false, type: 'integer', example: 60, description: 'For intro (60, 120) and scenario (60, 120, 180); others have one duration' })
  @IsOptional()
  @IsInt({ message: 'durationMinutes must be a whole number of minutes' })
  durationMinutes?: number;

  @ApiProperty({ example: '2026-12-01', description: "A London calendar date 'YYYY-MM-DD' (an ISO instant is read as the London day it falls on)" })
  @IsString()
  @MaxLength(40)
  date: string;

  @ApiProperty({ enum: SLOT_TIMES, example: '10:30' })
  @IsString()
  @MaxLength(10)
  timeSlot: string;

  @ApiProperty({ maxLength: 120 })
  @trim
  @IsString()
  @MinLength(1, { message: 'Please enter your name' })
  @MaxLength(120)
  name: string;

  @ApiProperty({ maxLength: 254, example: 'pilot@example.com' })
  @trim
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ maxLength: 40, example: '07700 900123' })
  @trim
  @IsString()
  @Matches(PHONE, { message: 'Please enter a phone number' })
  phone: string;

  @ApiProperty({ enum: EXPERIENCE_LEVEL_VALUES, enumName: 'ExperienceLevel' })
  @IsIn(EXPERIENCE_LEVEL_VALUES, { message: `experienceLevel must be one of: ${EXPERIENCE_LEVEL_VALUES.join(', ')}` })
  experienceLevel: ExperienceLevel;

  @ApiProperty({ required: false, nullable: true, type: String, maxLength: 2000 })
  @emptyIsNull
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;

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

  @ApiProperty({ required: false, nullable: true, type: String, maxLength: 40, example: 'SKY-7K3M-9Q2X-BC4D', description: 'A gift voucher code (any case, spaces or dashes)' })
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

export class BookingSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
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
  @ApiProperty({ type: String, nullable: true, description: 'Null when a gift voucher paid everything: the booking is confirmed' }) clientSecret: string | null;
  @ApiProperty({ type: String, nullable: true }) paymentIntentId: string | null;
  @ApiProperty({ format: 'uuid' }) bookingId: string;
  @ApiProperty({ type: 'integer', description: 'Integer pence left to pay by card, computed by the server' }) totalPrice: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence the gift voucher covers' }) voucherPence: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'The slot is held until then' }) holdExpiresAt: string;
  @ApiProperty({ type: BookingSummaryDto, description: "The booking: 'held' while the card pays, 'confirmed' when a voucher paid everything" })
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
}

export class CancellationDto {
  @ApiProperty({ type: StaffBookingDto }) booking: StaffBookingDto;
  @ApiProperty({ enum: ['full', 'half', 'none'], description: 'The Terms: > 48 h full, 24-48 h 50%, < 24 h none' }) refundTier: 'full' | 'half' | 'none';
  @ApiProperty({ type: 'integer', description: 'Integer pence' }) refundPence: number;
  @ApiProperty({ enum: ['refunded', 'none'] }) refundStatus: 'refunded' | 'none';
}

export class FearOfFlyingPaymentIntentRequestDto {
  @ApiProperty({ maxLength: 120 })
  @trim
  @IsString()
  @MinLength(1, { message: 'Please enter your name' })
  @MaxLength(120)
  name: string;

  @ApiProperty({ maxLength: 254 })
  @trim
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254)
  email: string;
}

export class PaymentIntentDto {
  @ApiProperty() clientSecret: string;
  @ApiProperty() paymentIntentId: string;
}

export class CreateFearOfFlyingBookingDto extends FearOfFlyingPaymentIntentRequestDto {
  @ApiProperty({ maxLength: 40 })
  @trim
  @IsString()
  @Matches(PHONE, { message: 'Please enter a phone number' })
  phone: string;

  @ApiProperty({ required: false, nullable: true, type: String, description: "A London date 'YYYY-MM-DD' or an ISO instant; after today" })
  @emptyIsNull
  @IsOptional()
  @IsString()
  @MaxLength(40)
  preferredDate?: string | null;

  @ApiProperty({ required: false, nullable: true, type: String, maxLength: 2000 })
  @emptyIsNull
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;

  @ApiProperty({ maxLength: 255 })
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  paymentIntentId: string;
}

export class CourseBookingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-01' }) preferredDate: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, nullable: true }) paymentIntentId: string | null;
  @ApiProperty({ type: 'integer', description: 'Integer pence' }) amountPence: number;
  @ApiProperty({ enum: COURSE_STATUSES, enumName: 'CourseStatus', description: "'paid': paid, details not received yet" }) status: CourseStatus;
  @ApiProperty() isTest: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class CancellationTermsDto {
  @ApiProperty({ enum: ['full', 'half', 'none'], description: 'The Terms: > 48 h full, 24-48 h 50%, < 24 h none' }) tier: 'full' | 'half' | 'none';
  @ApiProperty({ type: 'integer', description: 'Integer pence refunded to the card' }) refundPence: number;
  @ApiProperty({ type: Boolean, nullable: true, description: 'Voucher bookings: whether the voucher can be used again (full tier only); null without one' })
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
  @ApiProperty({ type: 'integer', nullable: true, description: 'Once cancelled: integer pence refunded' }) refundPence: number | null;
  @ApiProperty({ type: CancellationTermsDto, description: 'What cancelling now would give back' }) cancellation: CancellationTermsDto;
  @ApiProperty({ description: 'Whether it can still be moved to another time (confirmed, more than 48 hours ahead)' }) canReschedule: boolean;
  @ApiProperty({ type: String, format: 'date-time', description: 'Moves are possible until this moment' }) changeDeadline: string;
}

/** The new time of a booking: a London date and one of the day's start times. */
export class RescheduleBookingDto extends PickType(CreateBookingPaymentIntentDto, ['date', 'timeSlot'] as const) {}

export class CustomerCancellationDto {
  @ApiProperty({ type: ManagedBookingDto }) booking: ManagedBookingDto;
  @ApiProperty({ enum: ['full', 'half', 'none'] }) refundTier: 'full' | 'half' | 'none';
  @ApiProperty({ type: 'integer', description: 'Integer pence refunded to the card' }) refundPence: number;
  @ApiProperty({ enum: ['refunded', 'none'] }) refundStatus: 'refunded' | 'none';
  @ApiProperty({ type: Boolean, nullable: true, description: 'Voucher bookings: whether the voucher can be used again; null without one' })
  voucherReturned: boolean | null;
}
