import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { PageInfoDto, PageQueryDto } from '../../../shared/http/page-query.dto';
import { BookingsCsvQueryDto } from './day-sheet-admin.dto';

/** `?from=&to=` as the CSV export takes them, with `page`, `pageSize` and `q`. */
export class BookingsRangeQueryDto extends IntersectionType(BookingsCsvQueryDto, PageQueryDto) {}

/** A booking found over a date range: confirmed, cancelled or paid but slot lost. */
export class FoundBookingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '3F2A9C1B' }) reference: string;
  @ApiProperty({ example: '2026-12-24' }) date: string;
  @ApiProperty({ example: '10:30' }) timeSlot: string;
  @ApiProperty() sessionName: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ enum: ['confirmed', 'cancelled', 'slot_lost'] }) status: string;
  @ApiProperty({ example: 'Paid + Voucher', description: 'How it was paid, in words (as on the day sheet)' }) payment: string;
  @ApiProperty({ description: 'Integer pence paid outside a voucher' }) totalPrice: number;
  @ApiProperty({ description: 'Integer pence a gift voucher covered' }) voucherPence: number;
  @ApiProperty() isTest: boolean;
}

export class FoundBookingPageDto extends PageInfoDto {
  @ApiProperty({ type: FoundBookingDto, isArray: true }) items: FoundBookingDto[];
}
