import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.public';
import { EnquiryModule } from '../enquiry.module';
import { EnquiryController } from './enquiry.controller';
import { NewsletterController } from './newsletter.controller';
import { NewsletterAdminController } from './newsletter-admin.controller';

@Module({
  imports: [EnquiryModule, AuditModule],
  controllers: [EnquiryController, NewsletterController, NewsletterAdminController],
})
export class EnquiryHttpModule {}
