import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  emailProblem,
  ENQUIRY_TYPES,
  type EnquiryType,
  enquiryTypeProblem,
  MAX_EMAIL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  messageProblem,
  nameProblem,
  phoneProblem,
} from '../domain/enquiry';
import { trim } from '../../../shared/http/customer-contact.dto';
import { Satisfies } from '../../../shared/validation/satisfies';

export class CreateContactMessageDto {
  @ApiProperty({ minLength: 1, maxLength: MAX_NAME_LENGTH, example: 'Amelia Earhart' })
  @trim
  @Satisfies('name', nameProblem)
  name: string;

  @ApiProperty({ format: 'email', maxLength: MAX_EMAIL_LENGTH, example: 'amelia@example.com' })
  @trim
  @Satisfies('email', emailProblem)
  email: string;

  @ApiProperty({ minLength: 1, maxLength: MAX_PHONE_LENGTH, example: '07700 900123' })
  @trim
  @Satisfies('phone', phoneProblem)
  phone: string;

  @ApiProperty({ enum: ENQUIRY_TYPES, enumName: 'EnquiryType' })
  @Satisfies('enquiryType', enquiryTypeProblem)
  enquiryType: EnquiryType;

  @ApiProperty({ minLength: 1, maxLength: MAX_MESSAGE_LENGTH })
  @trim
  @Satisfies('message', messageProblem)
  message: string;

  /** The honeypot: hidden from people, so only a bot fills it in. */
  @ApiPropertyOptional({ maxLength: 500, description: 'Leave empty (a hidden field; a form that fills it is taken for a bot and dropped)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}

export class ContactMessageReceivedDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class SubscribeNewsletterDto {
  @ApiProperty({ format: 'email', maxLength: MAX_EMAIL_LENGTH, example: 'amelia@example.com' })
  @trim
  @Satisfies('email', emailProblem)
  email: string;
}

export class NewsletterSubscribedDto {
  @ApiProperty({ enum: [true], description: 'Always true: a repeat or already confirmed subscription is answered the same way' })
  subscribed: true;
}

export class ConfirmNewsletterDto {
  @ApiProperty({ description: 'The token of the link in the confirmation e-mail', example: 'a'.repeat(48) })
  @IsString()
  @MaxLength(64)
  token: string;
}

export class NewsletterConfirmedDto {
  @ApiProperty({ enum: [true] })
  confirmed: true;
}

export class NewsletterUnsubscribedDto {
  @ApiProperty({ enum: [true], description: 'Always true: an unknown or used link is answered the same way' })
  unsubscribed: true;
}
