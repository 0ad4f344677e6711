import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { REFUND_TIERS, type RefundTier } from '../application/booking-management.service';

/** Staff cancel a booking: by the Terms, or (goodwill) refunding another amount with the reason. */
export class CancelBookingDto {
  @ApiProperty({ required: false, type: 'integer', minimum: 0, description: "Integer pence to refund instead of the Terms' amount (goodwill)" })
  @IsOptional()
  @IsInt({ message: 'The refund must be a whole number of pence.' })
  @Min(0, { message: 'The refund cannot be negative.' })
  @Max(10_000_000, { message: 'The refund must be at most £100,000.00.' })
  refundPence?: number;

  @ApiProperty({ required: false, maxLength: 200, description: "Why the refund differs from the Terms' (required with refundPence)" })
  @IsOptional()
  @IsString({ message: 'The reason must be text.' })
  @MaxLength(200, { message: 'The reason must be at most 200 characters.' })
  refundReason?: string;
}

/** What cancelling now would give back, shown before staff confirm. */
export class CancellationPreviewDto {
  @ApiProperty({ enum: REFUND_TIERS, description: 'The Terms\' tier (GET /api/refund-terms): full, half (the part refund) or none' }) refundTier: RefundTier;
  @ApiProperty({ type: 'integer', description: "Integer pence the Terms give back (0 when nothing was paid in money)" }) refundPence: number;
  @ApiProperty({
    enum: ['site', 'staff'],
    nullable: true,
    description: "'site': refunded to the card paid online; 'staff': given back by staff (terminal or cash); null: nothing was paid in money",
  })
  refundedBy: 'site' | 'staff' | null;
  @ApiProperty({ type: Boolean, nullable: true, description: 'Whether its gift voucher comes back (null without one)' })
  voucherReturned: boolean | null;
  @ApiProperty({ type: 'integer', description: 'Integer pence paid in money: the most a goodwill refund can give back' }) paidPence: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence of cash on arrival not yet received (owed by the customer, not to them)' })
  cashOwedPence: number;
}
