import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';

export class PaymentConfigDto {
  @ApiProperty({ enum: ['stripe', 'test'], description: 'Which card form the browser shows: Stripe Elements or the TEST MODE form.' })
  paymentProvider: 'stripe' | 'test';

  @ApiProperty({ type: String, nullable: true, description: 'Stripe publishable key, when Stripe is the provider.' })
  stripePublishableKey: string | null;
}

export class ConfirmTestPaymentDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  clientSecret: string;

  @ApiProperty({ example: '4242 4242 4242 4242', maxLength: 30 })
  @IsString()
  @Matches(/^[\d\s-]{1,30}$/, { message: 'Your card number is incorrect.' })
  cardNumber: string;

  @ApiProperty({ example: '12/34', maxLength: 10 })
  @IsString()
  @MaxLength(10)
  expiry: string;

  @ApiProperty({ example: '123', maxLength: 10 })
  @IsString()
  @MaxLength(10)
  cvc: string;
}

export class TestPaymentConfirmedDto {
  @ApiProperty() paymentIntentId: string;
  @ApiProperty({
    enum: ['succeeded', 'canceled', 'requires_capture'],
    description: 'succeeded: charged; canceled: what it paid for was gone, nothing charged; requires_capture: authorised, still being settled.',
  })
  status: 'succeeded' | 'canceled' | 'requires_capture';
}

export class WebhookReceivedDto {
  @ApiProperty() received: boolean;
  @ApiProperty({ description: 'True when this event id was handled before (a replay changes nothing).' }) duplicate: boolean;
}
