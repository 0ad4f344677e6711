import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';

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
    enum: ['succeeded', 'canceled', 'requires_capture', 'requires_action'],
    description:
      'succeeded: charged; canceled: what it paid for was gone, nothing charged; requires_capture: authorised, still being settled; ' +
      'requires_action: the card needs 3-D Secure, answered on challengeUrl.',
  })
  status: 'succeeded' | 'canceled' | 'requires_capture' | 'requires_action';

  @ApiProperty({ required: false, description: 'With requires_action: the challenge page to show the customer (same origin).' })
  challengeUrl?: string;
}

export class OpenTestChallengeQueryDto {
  @ApiProperty({ maxLength: 100 })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  token: string;
}

export class AnswerTestChallengeQueryDto extends OpenTestChallengeQueryDto {
  @ApiProperty({ enum: ['complete', 'fail'] })
  @IsIn(['complete', 'fail'])
  answer: 'complete' | 'fail';
}

export class WebhookReceivedDto {
  @ApiProperty() received: boolean;
  @ApiProperty({ description: 'True when this event id was handled before (a replay changes nothing).' }) duplicate: boolean;
}
