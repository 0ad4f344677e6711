import { ApiProperty } from '@nestjs/swagger';
import { EXPERIENCE_LEVEL_VALUES, type ExperienceLevel } from '../domain/booking';
import { STAFF_PAYMENT_METHODS, type StaffPaymentMethod } from '../domain/staff-payment';
import { REFUND_TIERS, type RefundTier } from '../domain/refund-policy';
import { REFUND_STATUSES, type RefundStatus } from '../domain/booking-changes';
import { BookingSummaryDto } from './booking-checkout.dto';
import { ATTENDANCES, type Attendance } from '../domain/attendance';

export class StaffBookingDto extends BookingSummaryDto {
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) userId: string | null;
  @ApiProperty() phone: string;
  @ApiProperty({ enum: EXPERIENCE_LEVEL_VALUES, enumName: 'ExperienceLevel' }) experienceLevel: ExperienceLevel;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who flies when it is not the booker; null: the booker flies' })
  participantName: string | null;
  @ApiProperty({ description: 'Paid with a test card: no money moved' }) isTest: boolean;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Integer pence refunded or due' }) refundPence: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) refundedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Why staff refunded another amount than the Terms' (goodwill)" })
  refundReason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the desk received its cash on arrival' })
  cashReceivedAt: string | null;
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
  @ApiProperty({ type: 'integer', description: "Integer pence staff took off the catalogue's price" }) discountPence: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence still to take after a change to a dearer option' }) amountDuePence: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why staff set the price (with a discount)' }) priceReason: string | null;
  @ApiProperty({ enum: ATTENDANCES, enumName: 'Attendance', nullable: true, description: 'What the desk recorded on the day' })
  attendance: Attendance | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) attendanceAt: string | null;
}

export class CancellationDto {
  @ApiProperty({ type: StaffBookingDto }) booking: StaffBookingDto;
  @ApiProperty({ enum: REFUND_TIERS, description: 'The Terms\' tier (GET /api/refund-terms): full, half (the part refund) or none' }) refundTier: RefundTier;
  @ApiProperty({ type: 'integer', description: 'Integer pence' }) refundPence: number;
  @ApiProperty({
    enum: REFUND_STATUSES,
    enumName: 'RefundStatus',
    description: "'owed': paid by card over the phone or cash, so staff refund it outside the site",
  })
  refundStatus: RefundStatus;
}
