import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import type { MailComposer, OutgoingMail, QueuedEvent } from '../../../shared/mail/outgoing-mail';
import { passwordLinkMail } from './account-mails';
import { isPasswordLinkPurpose, PASSWORD_LINK_REQUESTED } from '../domain/password-link';
import { PasswordLinkService } from './password-link.service';

/** Worker side: a PASSWORD_LINK_REQUESTED event becomes the set-password or reset e-mail, one per event. */
@Injectable()
export class AccountMailComposer implements MailComposer {
  static readonly eventTypes = [PASSWORD_LINK_REQUESTED] as const;
  readonly eventTypes = AccountMailComposer.eventTypes;

  constructor(
    private readonly passwordLinks: PasswordLinkService,
    private readonly config: AppConfig,
  ) {}

  async compose(_eventType: string, event: QueuedEvent): Promise<OutgoingMail[]> {
    const { eventId, userId, purpose, requestedAt } = event;
    const requested = new Date(String(requestedAt));
    if (typeof userId !== 'string' || !isPasswordLinkPurpose(purpose) || Number.isNaN(requested.getTime())) {
      throw new Error(`Malformed ${PASSWORD_LINK_REQUESTED} event ${eventId}`);
    }
    const link = await this.passwordLinks.issuePasswordLink({ eventId, userId, purpose, requestedAt: requested });
    if (!link) return [];
    return [
      passwordLinkMail(
        { key: `account:password-link:${eventId}`, ...link },
        { siteName: this.config.SITE_NAME, staffEmail: this.config.STAFF_EMAIL, publicUrl: this.config.PUBLIC_URL },
      ),
    ];
  }
}
