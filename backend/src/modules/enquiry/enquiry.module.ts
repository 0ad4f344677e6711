import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessageEntity } from './contact-message.entity';
import { EnquiryMailComposer } from './enquiry-mail.composer';
import { EnquiryService } from './enquiry.service';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';

/** Contact messages and newsletter subscriptions (a small module: entities, one service, the mail composer). */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity, NewsletterSubscriptionEntity])],
  providers: [EnquiryService, EnquiryMailComposer],
  exports: [EnquiryService, EnquiryMailComposer],
})
export class EnquiryModule {}
