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

interface LinkWording {
  heading: string;
  subject: string;
  intro: string;
  action: string;
  closing: string;
  /** Where the person signs in afterwards: staff on the staff page. */
  signInPath: string;
}

const WORDING: Record<PasswordLinkPurpose, (brand: AccountMailBrand) => LinkWording> = {
  'set-password': (brand) => ({
    heading: 'Your account is ready',
    subject: 'Set your password',
    intro: `Thank you for booking with ${brand.siteName}. We have created an account for you, where you can see your upcoming sessions.`,
    action: 'Set your password',
    closing: `If you did not make a booking, you can ignore this e-mail or write to us at ${brand.staffEmail}.`,
    signInPath: '/account',
  }),
  'reset-password': (brand) => ({
    heading: 'Reset your password',
    subject: 'Reset your password',
    intro: `We received a request to reset the password of your ${brand.siteName} account.`,
    action: 'Choose a new password',
    closing: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    signInPath: '/account',
  }),
  'staff-invite': (brand) => ({
    heading: 'Your staff account',
    subject: 'Your staff account',
    intro: `You have been given a staff account at ${brand.siteName}. Choose a password, then sign in on the staff page and set up two-step sign-in with an authenticator app on your phone.`,
    action: 'Choose your password',
    closing: `If you did not expect this, please write to us at ${brand.staffEmail}.`,
    signInPath: '/adminE3F',
  }),
};

/**
 * The e-mail with a one-time link to choose a password: for a new account (created by a booking), after
 * Forgot password, or for a colleague the owner invited. It never contains a password (docs/product.md, Accounts).
 */
export function passwordLinkMail(input: PasswordLinkMailInput, brand: AccountMailBrand): OutgoingMail {
  const link = passwordLinkUrl(brand.publicUrl, input.token);
  const firstName = input.name.trim().split(/\s+/)[0];
  const expires = londonTime(input.expiresAt);
  const wording = WORDING[input.purpose](brand);
  const { intro, action, closing } = wording;
  const validity = `The link works once and until ${expires} (UK time). You can ask for a new one at any time with Forgot password on the sign-in page.`;
  const signInUrl = `${brand.publicUrl}${wording.signInPath}`;

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
    wording.heading,
    paragraphs(`Hi ${firstName},\n\n${intro}`) +
      `<p style="margin:0 0 12px">Sign-in address: <strong>${escapeHtml(input.email)}</strong></p>` +
      mailButton(link, action) +
      paragraphs(`${validity}\n\n${closing}\n\nThe ${brand.siteName} team`),
  );

  return {
    key: input.key,
    to: input.email,
    subject: `${wording.subject} - ${brand.siteName}`,
    text,
    html,
  };
}
