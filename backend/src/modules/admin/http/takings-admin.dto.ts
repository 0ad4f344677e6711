import { ApiProperty } from '@nestjs/swagger';
import { LondonDateField } from '../../../shared/http/london-date-field';
import { TAKINGS_METHODS, type TakingsMethod } from '../../booking/booking.public';

export class TakingsQueryDto {
  @LondonDateField('2026-11-23', "First London date 'YYYY-MM-DD'")
  from: string;

  @LondonDateField('2026-11-29', "Last London date 'YYYY-MM-DD' (inclusive; at most 366 days)")
  to: string;
}

/** Money in and out by one method over the range. */
export class MethodTakingsDto {
  @ApiProperty({ enum: TAKINGS_METHODS, enumName: 'TakingsMethod' }) method: TakingsMethod;
  @ApiProperty({ type: 'integer', description: 'Integer pence received' }) receivedPence: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence refunded (given back in the range)' }) refundedPence: number;
  @ApiProperty({ type: 'integer', description: 'Received less refunded' }) netPence: number;
}

/** Gift vouchers sold and not yet used or expired: what the business still owes in sessions. */
export class VoucherLiabilityDto {
  @ApiProperty({ type: 'integer' }) count: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence: the sum of their unredeemed balances' }) valuePence: number;
}

/** The takings report (docs/product.md, Staff panel: TAKINGS). */
export class TakingsReportDto {
  @ApiProperty({ example: '2026-11-23' }) from: string;
  @ApiProperty({ example: '2026-11-29' }) to: string;
  @ApiProperty({ type: MethodTakingsDto, isArray: true, description: 'Card online, card by phone, cash' }) methods: MethodTakingsDto[];
  @ApiProperty({ type: 'integer' }) receivedPence: number;
  @ApiProperty({ type: 'integer' }) refundedPence: number;
  @ApiProperty({ type: 'integer', description: 'Takings net of refunds' }) netPence: number;
  @ApiProperty({ type: 'integer', description: 'Gift-card value redeemed on bookings: not takings (counted when the card was sold)' })
  voucherRedeemedPence: number;
  @ApiProperty({ type: 'integer', description: 'Test-mode payments less test refunds: shown apart, never counted as takings' })
  testNetPence: number;
  @ApiProperty({ type: VoucherLiabilityDto, description: 'Unredeemed, unexpired gift vouchers today' })
  outstandingVouchers: VoucherLiabilityDto;
}
