import { Injectable } from '@nestjs/common';
import type { MailBrand } from '../../../shared/mail/mail-brand';
import type { MailComposer, MailEventOf, OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { passwordLinkMail } from './account-mails';
import { PASSWORD_LINK_REQUESTED } from '../domain/password-link';
import { PasswordLinkService } from './password-link.service';

/** Worker side: a PASSWORD_LINK_REQUESTED event becomes the set-password or reset e-mail, one per event. */
@Injectable()
export class AccountMailComposer implements MailComposer {
  static readonly events = [PASSWORD_LINK_REQUESTED] as const;

  constructor(private readonly passwordLinks: PasswordLinkService) {}

  async compose(event: MailEventOf<typeof AccountMailComposer>, brand: MailBrand): Promise<OutgoingMail[]> {
    const { eventId, userId, purpose, requestedAt } = event.data;
    const link = await this.passwordLinks.issuePasswordLink({ eventId, userId, purpose, requestedAt: new Date(requestedAt) });
    if (!link) return [];
    return [passwordLinkMail({ key: `account:password-link:${eventId}`, ...link }, brand)];
  }
}
