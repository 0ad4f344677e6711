import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageInfoDto } from '../../../shared/http/page-query.dto';
import { VOUCHER_REASON_MAX_LENGTH } from '../application/voucher-admin.service';

export class StaffOrderLineDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() productName: string;
  @ApiProperty() category: string;
  @ApiProperty() quantity: number;
  @ApiProperty() unitPricePence: number;
  @ApiProperty({ description: 'Refunded by staff (on its own or with the whole order)' }) refunded: boolean;
}

export class StaffOrderRefundDto {
  @ApiProperty({ type: 'integer', description: 'Integer pence' }) amountPence: number;
  @ApiProperty() reason: string;
  @ApiProperty({ type: String, format: 'date-time' }) refundedAt: Date;
  @ApiProperty({ type: String, isArray: true, nullable: true, description: 'The products of the lines refunded; null: the whole order (or what was left)' })
  lines: string[] | null;
}

const REASON = { maxLength: VOUCHER_REASON_MAX_LENGTH, example: 'Arrived damaged' };

export class RefundOrderDto {
  @ApiProperty({ required: false, type: String, format: 'uuid', isArray: true, description: 'The lines to refund; left out: the whole order (or what is left of it)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsUUID('4', { each: true, message: 'Each line must be a line of the order' })
  lineIds?: string[];

  @ApiProperty(REASON)
  @IsString({ message: 'Please give a reason' })
  @MaxLength(VOUCHER_REASON_MAX_LENGTH, { message: `The reason can be at most ${VOUCHER_REASON_MAX_LENGTH} characters` })
  reason: string;
}

export class CancelOrderDto {
  @ApiProperty(REASON)
  @IsString({ message: 'Please give a reason' })
  @MaxLength(VOUCHER_REASON_MAX_LENGTH, { message: `The reason can be at most ${VOUCHER_REASON_MAX_LENGTH} characters` })
  reason: string;
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
  @ApiProperty({ description: 'Marked dispatched today (London): the mark can still be undone' }) dispatchUndoable: boolean;
  @ApiProperty({ type: 'integer', description: 'Integer pence refunded so far' }) refundedPence: number;
  @ApiProperty({ description: 'Not cancelled and not dispatched: staff may cancel it (a paid one is refunded)' }) cancellable: boolean;
  @ApiProperty({ type: StaffOrderRefundDto, isArray: true }) refunds: StaffOrderRefundDto[];
  @ApiProperty({ type: StaffOrderLineDto, isArray: true }) lines: StaffOrderLineDto[];
  @ApiProperty({ type: StaffOrderVoucherDto, isArray: true }) vouchers: StaffOrderVoucherDto[];
}

export class StaffOrderPageDto extends PageInfoDto {
  @ApiProperty({ type: StaffOrderDto, isArray: true }) items: StaffOrderDto[];
}
