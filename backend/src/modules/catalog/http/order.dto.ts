import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { DELIVERY_FIELD_MAX } from '../domain/delivery';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, MIN_LINE_QUANTITY } from '../domain/order';
import { GiftRecipientDto } from './my-gifts.dto';

export class CartItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsString()
  @MaxLength(64)
  productId: string;

  // The range is the domain's rule (CATALOG.INVALID_QUANTITY); here only "a whole number".
  @ApiProperty({ minimum: MIN_LINE_QUANTITY, maximum: MAX_LINE_QUANTITY, example: 1 })
  @IsInt()
  quantity: number;

  @ApiProperty({ type: GiftRecipientDto, required: false, nullable: true, description: 'A gift card line e-mailed to a recipient on a chosen day' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => GiftRecipientDto)
  gift?: GiftRecipientDto | null;
}

/** Where merchandise is posted; the domain checks what is required and the UK postcode. */
export class DeliveryAddressDto {
  @ApiProperty({ maxLength: DELIVERY_FIELD_MAX, example: 'Amelia Earhart' })
  @IsString()
  @MaxLength(DELIVERY_FIELD_MAX)
  name: string;

  @ApiProperty({ maxLength: DELIVERY_FIELD_MAX, example: '1 Runway Road' })
  @IsString()
  @MaxLength(DELIVERY_FIELD_MAX)
  line1: string;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: DELIVERY_FIELD_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(DELIVERY_FIELD_MAX)
  line2?: string | null;

  @ApiProperty({ maxLength: DELIVERY_FIELD_MAX, example: 'Exeter' })
  @IsString()
  @MaxLength(DELIVERY_FIELD_MAX)
  town: string;

  @ApiProperty({ maxLength: 12, example: 'EX10 0JH', description: 'A UK postcode (BFPO is not served)' })
  @IsString()
  @MaxLength(12)
  postcode: string;
}

/** The cart's payment request (product ids and quantities) plus the receipt e-mail. No price is accepted: the server prices the order. */
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

  @ApiProperty({ type: DeliveryAddressDto, required: false, description: 'Required when the cart holds Merchandise; ignored otherwise.' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => DeliveryAddressDto)
  delivery?: DeliveryAddressDto;
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

  @ApiProperty({
    required: false,
    maxLength: 255,
    description:
      "The payment's client secret, as checkout answered it (or as a payment method that left the site brought it back): proves the buyer without the session cookie",
  })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  clientSecret?: string;
}

export class OrderSummaryLineDto {
  @ApiProperty() name: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Integer pence.' }) unitPricePence: number;
}

export class OrderVoucherDto {
  @ApiProperty({ example: 'SKY-7K2M-Q9XD-4HTB' }) code: string;
  @ApiProperty({ description: 'What the voucher is for: the gift card sold', example: 'Try and Fly Gift Card' }) productName: string;
  @ApiProperty({ type: 'integer', description: 'Its value, integer pence' }) valuePence: number;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: Date;
}

/** The address a paid order's merchandise is posted to, as the order keeps it. */
export class OrderDeliveryDto {
  @ApiProperty() name: string;
  @ApiProperty() line1: string;
  @ApiProperty({ type: String, nullable: true }) line2: string | null;
  @ApiProperty() town: string;
  @ApiProperty({ example: 'EX10 0JH' }) postcode: string;
}

export class OrderSummaryDto {
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty({ example: 'A1B2C3D4', description: 'The short reference to quote' }) reference: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: OrderSummaryLineDto, isArray: true }) lines: OrderSummaryLineDto[];
  @ApiProperty({ type: 'integer', description: 'Postage, integer pence (0 when nothing is posted)' }) shippingPence: number;
  @ApiProperty({ type: OrderDeliveryDto, nullable: true, description: 'Where the merchandise is posted; null when nothing is' })
  delivery: OrderDeliveryDto | null;
  @ApiProperty({ description: 'Integer pence.' }) totalPence: number;
  @ApiProperty({ type: OrderVoucherDto, isArray: true }) vouchers: OrderVoucherDto[];
  @ApiProperty({ description: 'The signed link token that shows this confirmation again without the session cookie (/confirmation?order={token})' })
  confirmationToken: string;
}
