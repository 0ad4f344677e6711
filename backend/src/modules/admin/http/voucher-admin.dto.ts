import { ApiProperty } from '@nestjs/swagger';
import { PageInfoDto } from '../../../shared/http/page-query.dto';
import { BOOKING_STATUSES, type BookingStatus } from '../../booking/application/voucher-redemption';

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
