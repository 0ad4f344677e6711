import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { PasswordLinkPurpose, passwordLinkUrl } from '../domain/password-link';
import { escapeHtml, mailButton, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';

/** What the e-mails say about the business. */
export interface AccountMailBrand {
  siteName: string;
  staffEmail: string;
  publicUrl: string;
}

export interface PasswordLinkMailInput {
  /** The idempotency key: one e-mail per event, however often its job runs. */
  key: string;
  purpose: PasswordLinkPurpose;
  email: string;
  name: string;
  /** The raw single-use token (only its hash is stored). */
  token: string;
  expiresAt: Date;
}

const LONDON_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });
const londonTime = (instant: Date) => LONDON_TIME.format(instant);

/**
 * The e-mail with a one-time link to choose a password: for a new account (created by a booking) or
 * after Forgot password. It never contains a password (docs/product.md, Accounts).
 */
export function passwordLinkMail(input: PasswordLinkMailInput, brand: AccountMailBrand): OutgoingMail {
  const link = passwordLinkUrl(brand.publicUrl, input.token);
  const firstName = input.name.trim().split(/\s+/)[0];
  const signInUrl = `${brand.publicUrl.replace(/\/+$/, '')}/account`;
  const expires = londonTime(input.expiresAt);
  const isNewAccount = input.purpose === 'set-password';

  const intro = isNewAccount
    ? `Thank you for booking with ${brand.siteName}. We have created an account for you, where you can see your upcoming sessions.`
    : `We received a request to reset the password of your ${brand.siteName} account.`;
  const action = isNewAccount ? 'Set your password' : 'Choose a new password';
  const validity = `The link works once and until ${expires} (UK time). You can ask for a new one at any time with Forgot password on the sign-in page.`;
  const closing = isNewAccount
    ? `If you did not make a booking, you can ignore this e-mail or write to us at ${brand.staffEmail}.`
    : `If you did not ask for this, you can ignore this e-mail: your password stays as it is.`;

  const text = [
    `Hi ${firstName},`,
    '',
    intro,
    '',
    `Sign-in address: ${input.email}`,
    '',
    `${action}:`,
    link,
    '',
    validity,
    '',
    `Then sign in at ${signInUrl}.`,
    '',
    closing,
    '',
    `The ${brand.siteName} team`,
  ].join('\n');

  const html = mailFrame(
    brand,
    isNewAccount ? 'Your account is ready' : 'Reset your password',
    paragraphs(`Hi ${firstName},\n\n${intro}`) +
      `<p style="margin:0 0 12px">Sign-in address: <strong>${escapeHtml(input.email)}</strong></p>` +
      mailButton(link, action) +
      paragraphs(`${validity}\n\n${closing}\n\nThe ${brand.siteName} team`),
  );

  return {
    key: input.key,
    to: input.email,
    subject: isNewAccount ? `Set your password - ${brand.siteName}` : `Reset your password - ${brand.siteName}`,
    text,
    html,
  };
}
