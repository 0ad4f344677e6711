import { ApiProperty } from '@nestjs/swagger';
import { PageInfoDto } from '../../../shared/http/page-query.dto';

export class StaffOrderLineDto {
  @ApiProperty() productName: string;
  @ApiProperty() category: string;
  @ApiProperty() quantity: number;
  @ApiProperty() unitPricePence: number;
}

export class StaffOrderVoucherDto {
  @ApiProperty({ example: 'SKY-7K2M-Q9XD-4HTB' }) code: string;
  @ApiProperty() productName: string;
  @ApiProperty({ type: 'integer', description: 'Its value, integer pence' }) valuePence: number;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: Date;
}

export class StaffDeliveryAddressDto {
  @ApiProperty() name: string;
  @ApiProperty() line1: string;
  @ApiProperty({ type: String, nullable: true }) line2: string | null;
  @ApiProperty() town: string;
  @ApiProperty({ example: 'EX10 0JH' }) postcode: string;
}

export class StaffOrderDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Short reference shown to the customer.' }) reference: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ['pending', 'paid', 'canceled'] }) status: 'pending' | 'paid' | 'canceled';
  @ApiProperty({ description: 'Integer pence, shipping included.' }) totalPence: number;
  @ApiProperty({ description: 'Integer pence of postage in the total (0 when nothing is posted).' }) shippingPence: number;
  @ApiProperty({ description: 'Paid with a test card (test provider or Stripe test mode).' }) isTest: boolean;
  @ApiProperty({ type: String, nullable: true }) paymentIntentId: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: Date | null;
  @ApiProperty({ type: StaffDeliveryAddressDto, nullable: true, description: 'Where merchandise is posted; null when nothing is.' })
  delivery: StaffDeliveryAddressDto | null;
  @ApiProperty({ description: 'Paid, holds merchandise and not yet marked dispatched.' }) toDispatch: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) dispatchedAt: Date | null;
  @ApiProperty({ type: StaffOrderLineDto, isArray: true }) lines: StaffOrderLineDto[];
  @ApiProperty({ type: StaffOrderVoucherDto, isArray: true }) vouchers: StaffOrderVoucherDto[];
}

export class StaffOrderPageDto extends PageInfoDto {
  @ApiProperty({ type: StaffOrderDto, isArray: true }) items: StaffOrderDto[];
}
