import { ApiProperty, PickType } from '@nestjs/swagger';
import { BOOKING_STATUSES, type BookingStatus } from '../domain/booking';
import { REFUND_TIERS, type RefundTier } from '../domain/refund-policy';
import { REFUND_STATUSES, REFUNDED_BY, type RefundedBy, type RefundStatus } from '../domain/booking-changes';
import { CreateBookingPaymentIntentDto } from './booking-checkout.dto';

export class CancellationTermsDto {
  @ApiProperty({ enum: REFUND_TIERS, description: 'The Terms\' tier (GET /api/refund-terms): full, half (the part refund) or none' }) tier: RefundTier;
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
  @ApiProperty({ description: 'Whether it can still be moved to another time (confirmed, before changeDeadline)' })
  canReschedule: boolean;
  @ApiProperty({ type: String, format: 'date-time', description: 'Moves are possible until this moment' }) changeDeadline: string;
}

/** The new time of a booking: a London date and one of the day's start times. */
export class RescheduleBookingDto extends PickType(CreateBookingPaymentIntentDto, ['date', 'timeSlot'] as const) {}

export class CustomerCancellationDto {
  @ApiProperty({ type: ManagedBookingDto }) booking: ManagedBookingDto;
  @ApiProperty({ enum: REFUND_TIERS }) refundTier: RefundTier;
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
