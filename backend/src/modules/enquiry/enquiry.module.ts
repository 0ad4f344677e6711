import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessageEntity } from './contact-message.entity';
import { EnquiryMailComposer } from './enquiry-mail.composer';
import { EnquiryPersonalData } from './enquiry-personal-data';
import { EnquiryService } from './enquiry.service';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';
import { NewsletterService } from './newsletter.service';

/** Contact messages and newsletter subscriptions (a small module: entities, one service, the mail composer). */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity, NewsletterSubscriptionEntity])],
  providers: [EnquiryService, NewsletterService, EnquiryMailComposer, EnquiryPersonalData],
  exports: [EnquiryService, NewsletterService, EnquiryMailComposer, EnquiryPersonalData],
})
export class EnquiryModule {}
