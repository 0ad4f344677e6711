import { ApiProperty, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { CreateBookingPaymentIntentDto } from './booking-checkout.dto';

/** A typed code, checked against the experience option the customer has chosen. */
export class VoucherCheckRequestDto extends PickType(CreateBookingPaymentIntentDto, ['sessionType', 'optionId', 'durationMinutes', 'partySize'] as const) {
  @ApiProperty({
    maxLength: 40,
    example: 'sky 7k3m 9q2x bc4d',
    description: 'As typed: any case, with or without spaces and dashes',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(1, { message: 'Please enter your voucher code' })
  @MaxLength(40)
  code: string;
}

export class VoucherExperienceDto {
  @ApiProperty({ example: 'try-and-fly' }) experienceId: string;
  @ApiProperty({ example: '60-minutes' }) optionId: string;
  @ApiProperty({ example: 'Try and Fly' }) name: string;
  @ApiProperty({ type: 'integer', example: 60 }) minutes: number;
}

export class VoucherCheckDto {
  @ApiProperty({ example: 'SKY-7K3M-9Q2X-BC4D', description: 'The code as printed' }) code: string;
  @ApiProperty({ example: 'Try and Fly Gift Card' }) voucherName: string;
  @ApiProperty({
    type: VoucherExperienceDto,
    nullable: true,
    description: 'The experience option the gift card buys; null: a money card, redeemed for its value',
  })
  experience: VoucherExperienceDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
  @ApiProperty({ example: 'Try and Fly' }) sessionName: string;
  @ApiProperty({ type: 'integer' }) durationMinutes: number;
  @ApiProperty({ type: 'integer', description: "Integer pence: the session's price" }) pricePence: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence the voucher pays' }) coveredPence: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence left to pay by card (0: no card needed)' }) toPayPence: number;
}
