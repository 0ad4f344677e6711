import { ApiProperty } from '@nestjs/swagger';

export class UpcomingBookingDto {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'try-and-fly' }) sessionType: string;
  @ApiProperty({ description: "London calendar date, 'YYYY-MM-DD'", example: '2026-03-14' }) date: string;
  @ApiProperty({ type: String, nullable: true, example: '10:30', description: 'null for a course whose time staff arrange' })
  timeSlot: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ example: 'A1B2C3D4', description: 'The short reference to quote' }) reference: string;
  @ApiProperty({ description: 'Paid by card, integer pence', example: 14900 }) pricePence: number;
  @ApiProperty({ description: 'Covered by a gift voucher, integer pence', example: 0 }) voucherPence: number;
}

export class PastBookingDto extends UpcomingBookingDto {
  @ApiProperty({ enum: ['completed', 'cancelled', 'slot_lost'] }) status: 'completed' | 'cancelled' | 'slot_lost';
  @ApiProperty({ type: Number, nullable: true, description: 'Refunded by card, integer pence' }) refundPence: number | null;
}
