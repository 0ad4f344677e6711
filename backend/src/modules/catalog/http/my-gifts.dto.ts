import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { GIFT_EMAIL_MAX, GIFT_MESSAGE_MAX, GIFT_NAME_MAX } from '../domain/gift-delivery';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A gift card line sent to a recipient: the domain checks the day (today up to 12 months ahead). */
export class GiftRecipientDto {
  @ApiProperty({ maxLength: GIFT_NAME_MAX, example: 'Amy Johnson' })
  @Transform(trimmed)
  @IsString()
  @MaxLength(GIFT_NAME_MAX)
  recipientName: string;

  @ApiProperty({ maxLength: GIFT_EMAIL_MAX, example: 'amy@example.com' })
  @Transform(trimmed)
  @IsEmail()
  @MaxLength(GIFT_EMAIL_MAX)
  recipientEmail: string;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: GIFT_MESSAGE_MAX, example: 'Happy birthday!' })
  @IsOptional()
  @IsString()
  @MaxLength(GIFT_MESSAGE_MAX)
  message?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, example: '2026-12-25', description: "The London day it is e-mailed (today when left out), up to 12 months ahead" })
  @IsOptional()
  @IsString()
  @Matches(DAY, { message: 'deliverOn must be a date (YYYY-MM-DD)' })
  deliverOn?: string | null;
}

/** What the buyer may change before the gift is sent. */
export class ChangeGiftDto {
  @ApiProperty({ required: false, example: '2026-12-25' })
  @IsOptional()
  @IsString()
  @Matches(DAY, { message: 'deliverOn must be a date (YYYY-MM-DD)' })
  deliverOn?: string;

  @ApiProperty({ required: false, maxLength: GIFT_EMAIL_MAX, example: 'amy@example.com' })
  @IsOptional()
  @Transform(trimmed)
  @IsEmail()
  @MaxLength(GIFT_EMAIL_MAX)
  recipientEmail?: string;
}

export class MyGiftDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'A1B2C3D4', description: 'The order reference' }) reference: string;
  @ApiProperty({ example: 'Try and Fly Gift Card' }) productName: string;
  @ApiProperty() recipientName: string;
  @ApiProperty() recipientEmail: string;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ example: '2026-12-25' }) deliverOn: string;
  @ApiProperty({ enum: ['scheduled', 'sending', 'delivered'], description: "Only a 'scheduled' gift can be changed" })
  state: 'scheduled' | 'sending' | 'delivered';
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt: string | null;
}
