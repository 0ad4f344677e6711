import { Module } from '@nestjs/common';
import { EnquiryModule } from '../enquiry.module';
import { EnquiryController } from './enquiry.controller';
import { NewsletterAdminController } from './newsletter-admin.controller';
import { NewsletterController } from './newsletter.controller';

@Module({
  imports: [EnquiryModule],
  controllers: [EnquiryController, NewsletterController, NewsletterAdminController],
})
export class EnquiryHttpModule {}
