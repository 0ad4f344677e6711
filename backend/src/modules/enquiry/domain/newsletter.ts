import { fixedDomainError } from '../../../shared/errors/domain-error';
import { defineEvent } from '../../../shared/outbox/domain-event';

/** Newsletter double opt-in (docs/product.md, Newsletter and personal data): only a confirmed address is a subscriber. */

/** The words beside the footer form (frontend footer.tsx), recorded with each consent: keep the two in step. */
export const NEWSLETTER_CONSENT_TEXT = 'Newsletter: Special offers and new experiences, straight to your inbox.';

/** At most one confirmation e-mail per address in this time. */
export const CONFIRMATION_INTERVAL_MS = 60 * 60_000;

export interface NewsletterConfirmationRequestedPayload {
  subscriptionId: string;
}
export const NEWSLETTER_CONFIRMATION_REQUESTED = defineEvent<NewsletterConfirmationRequestedPayload>()('newsletter.confirmation-requested');

/** A subscription as the mails and staff see it. */
export interface NewsletterSubscription {
  id: string;
  email: string;
  consentAt: Date;
  confirmedAt: Date | null;
  confirmationSentAt: Date | null;
}

/** Whether subscribing again now should send a confirmation e-mail: never once confirmed, at most hourly before. */
export function confirmationDue(subscription: Pick<NewsletterSubscription, 'confirmedAt' | 'confirmationSentAt'>, now: Date): boolean {
  if (subscription.confirmedAt) return false;
  if (!subscription.confirmationSentAt) return true;
  return now.getTime() - subscription.confirmationSentAt.getTime() >= CONFIRMATION_INTERVAL_MS;
}

const TOKEN = /^[0-9a-f]{48}$/;
/** Link tokens are 24 random bytes in hex; anything else is refused before a database look-up. */
export const isLinkToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

/** The links a newsletter-type e-mail carries; the API URL is the RFC 8058 one-click target. */
export function newsletterLinks(publicUrl: string, tokens: { confirmToken: string; unsubscribeToken: string }) {
  return {
    confirm: `${publicUrl}/newsletter/confirm?token=${tokens.confirmToken}`,
    unsubscribePage: `${publicUrl}/newsletter/unsubscribe?token=${tokens.unsubscribeToken}`,
    oneClickUnsubscribe: `${publicUrl}/api/newsletter/unsubscribe?token=${tokens.unsubscribeToken}`,
  };
}

/** A confirm link that names no subscription: unsubscribed since, mistyped or made up. */
export class NewsletterLinkInvalidError extends fixedDomainError(
  'NEWSLETTER.LINK_INVALID',
  'not_found',
  'This confirmation link is not valid any more. Please subscribe again.',
) {}
