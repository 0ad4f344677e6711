import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../shared/config/app-config';
import type { MailComposer, OutgoingMail, QueuedEvent } from '../../shared/mail/outgoing-mail';
import { ENQUIRY_RECEIVED } from './domain/enquiry';
import { enquiryMails } from './domain/enquiry-mails';
import { EnquiryService } from './enquiry.service';

/** Worker side: an `enquiry.received` event becomes the staff notice and the customer's acknowledgement. */
@Injectable()
export class EnquiryMailComposer implements MailComposer {
  readonly eventTypes = [ENQUIRY_RECEIVED] as const;

  constructor(
    private readonly enquiries: EnquiryService,
    private readonly config: AppConfig,
  ) {}

  async compose(_eventType: string, event: QueuedEvent): Promise<OutgoingMail[]> {
    const message = await this.enquiries.findEnquiry(String(event.contactMessageId));
    if (!message) return [];
    return enquiryMails(message, { siteName: this.config.SITE_NAME, staffEmail: this.config.STAFF_EMAIL, publicUrl: this.config.PUBLIC_URL });
  }
}
