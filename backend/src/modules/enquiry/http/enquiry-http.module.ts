import { Module } from '@nestjs/common';
import { EnquiryModule } from '../enquiry.module';
import { EnquiryController } from './enquiry.controller';
import { NewsletterController } from './newsletter.controller';

@Module({
  imports: [EnquiryModule],
  controllers: [EnquiryController, NewsletterController],
})
export class EnquiryHttpModule {}
