import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { PasswordLinkPurpose, passwordLinkUrl } from './password-link';

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

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string,
  );

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

function frame(brand: AccountMailBrand, title: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0b1f3a;color:#ffffff;padding:20px 24px;font-size:18px;font-weight:bold;letter-spacing:1px">${escapeHtml(brand.siteName.toUpperCase())}</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px;color:#0b1f3a">${escapeHtml(title)}</h1>${body}</td></tr>
<tr><td style="padding:16px 24px;background:#f8fafc;font-size:12px;color:#475569"><a href="${escapeHtml(brand.publicUrl)}" style="color:#0369a1">${escapeHtml(brand.publicUrl)}</a></td></tr>
</table></td></tr></table></body></html>`;
}

const londonTime = (instant: Date) =>
  instant.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });

/**
 * The e-mail with a one-time link to choose a password: for a new account (created by a booking) or
 * after Forgot password. It never contains a password (DECISIONS "Accounts and staff").
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

  const html = frame(
    brand,
    isNewAccount ? 'Your account is ready' : 'Reset your password',
    paragraph(`Hi ${firstName},`) +
      paragraph(intro) +
      `<p style="margin:0 0 12px">Sign-in address: <strong>${escapeHtml(input.email)}</strong></p>` +
      `<p style="margin:20px 0"><a href="${escapeHtml(link)}" style="background:#0369a1;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>` +
      paragraph(validity) +
      paragraph(closing) +
      paragraph(`The ${brand.siteName} team`),
  );

  return {
    key: input.key,
    to: input.email,
    subject: isNewAccount ? `Set your password - ${brand.siteName}` : `Reset your password - ${brand.siteName}`,
    text,
    html,
  };
}
