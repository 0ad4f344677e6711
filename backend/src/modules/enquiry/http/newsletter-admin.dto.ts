import { ApiProperty } from '@nestjs/swagger';

export class NewsletterSubscriberDto {
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ format: 'date-time', description: 'When consent was given' }) consentAt: string;
  @ApiProperty({ format: 'date-time' }) confirmedAt: string;
}
