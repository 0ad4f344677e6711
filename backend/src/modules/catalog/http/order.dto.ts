import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsInt, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, MIN_LINE_QUANTITY, type OrderStatus } from '../domain/order';

export class CartItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsString()
  @MaxLength(64)
  productId: string;

  // The range is the domain's rule (CATALOG.INVALID_QUANTITY); here only "a whole number".
  @ApiProperty({ minimum: MIN_LINE_QUANTITY, maximum: MAX_LINE_QUANTITY, example: 1 })
  @IsInt()
  quantity: number;
}

/** SPEC's cart payment request plus the receipt e-mail. No price is accepted: the server prices the order. */
export class CreatePaymentIntentDto {
  @ApiProperty({ type: CartItemDto, isArray: true, minItems: 1, maxItems: MAX_ORDER_LINES })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_ORDER_LINES)
  @ValidateNested({ each: true })
  @Type(() => CartItemDto)
  cartItems: CartItemDto[];

  @ApiProperty({ enum: ['Cart'] })
  @IsIn(['Cart'])
  productCategory: 'Cart';

  @ApiProperty({ example: 'pilot@example.com', maxLength: 254, description: 'Where the receipt and voucher codes are sent.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail()
  @MaxLength(254)
  email: string;
}

export class CheckoutStartedDto {
  @ApiProperty() clientSecret: string;
  @ApiProperty() paymentIntentId: string;
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty({ description: 'Integer pence, priced by the server.' }) totalPence: number;
}

export class ConfirmOrderPaymentDto {
  @ApiProperty({ example: 'pi_test_abc' })
  @IsString()
  @Matches(/^pi_[A-Za-z0-9_-]{1,100}$/, { message: 'paymentIntentId must be a payment intent id' })
  paymentIntentId: string;
}

export class OrderSummaryLineDto {
  @ApiProperty() name: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Integer pence.' }) unitPricePence: number;
}

export class OrderVoucherDto {
  @ApiProperty({ example: 'SKY-7K2M-Q9XD-4HTB' }) code: string;
  @ApiProperty() productName: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: Date;
}

export class OrderSummaryDto {
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: OrderSummaryLineDto, isArray: true }) lines: OrderSummaryLineDto[];
  @ApiProperty({ description: 'Integer pence.' }) totalPence: number;
  @ApiProperty({ type: OrderVoucherDto, isArray: true }) vouchers: OrderVoucherDto[];
}

export class StaffOrderLineDto {
  @ApiProperty() productName: string;
  @ApiProperty() category: string;
  @ApiProperty() quantity: number;
  @ApiProperty() unitPricePence: number;
}

export class StaffOrderDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Short reference shown to the customer.' }) reference: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ['pending', 'paid', 'canceled'] }) status: OrderStatus;
  @ApiProperty() totalPence: number;
  @ApiProperty({ description: 'Paid with a test card (test provider or Stripe test mode).' }) isTest: boolean;
  @ApiProperty({ type: String, nullable: true }) paymentIntentId: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: Date | null;
  @ApiProperty({ type: StaffOrderLineDto, isArray: true }) lines: StaffOrderLineDto[];
  @ApiProperty({ type: OrderVoucherDto, isArray: true }) vouchers: OrderVoucherDto[];
}
