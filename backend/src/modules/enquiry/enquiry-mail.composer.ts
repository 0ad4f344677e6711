import { Injectable } from '@nestjs/common';
import type { MailComposer, MailEventOf, OutgoingMail } from '../../shared/mail/outgoing-mail';
import { ENQUIRY_RECEIVED } from './domain/enquiry';
import { enquiryMails } from './enquiry-mails';
import { NEWSLETTER_CONFIRMATION_REQUESTED } from './domain/newsletter';
import { newsletterConfirmationMail } from './newsletter-mails';
import { EnquiryService } from './enquiry.service';
import { NewsletterService } from './newsletter.service';
import type { MailBrand } from '../../shared/mail/mail-brand';

/**
 * Worker side: an `enquiry.received` event becomes the staff notice and the customer's acknowledgement;
 * a `newsletter.confirmation-requested` event the double opt-in e-mail.
 */
@Injectable()
export class EnquiryMailComposer implements MailComposer {
  static readonly events = [ENQUIRY_RECEIVED, NEWSLETTER_CONFIRMATION_REQUESTED] as const;

  constructor(
    private readonly enquiries: EnquiryService,
    private readonly newsletter: NewsletterService,
  ) {}

  async compose(event: MailEventOf<typeof EnquiryMailComposer>, brand: MailBrand): Promise<OutgoingMail[]> {
    if (event.name === NEWSLETTER_CONFIRMATION_REQUESTED.type) {
      const subscription = await this.newsletter.linksOf(event.data.subscriptionId);
      return subscription ? [newsletterConfirmationMail({ key: `newsletter:${event.data.eventId}:confirmation`, ...subscription }, brand)] : [];
    }
    const message = await this.enquiries.findEnquiry(event.data.contactMessageId);
    if (!message) return [];
    const acknowledge = !(await this.enquiries.hasEarlierEnquiryWithinHour(message));
    return enquiryMails(message, brand, { acknowledge });
  }
}
