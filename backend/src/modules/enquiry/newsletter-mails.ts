import type { OutgoingMail } from '../../shared/mail/outgoing-mail';
import { mailButton, mailFrame, mailLink, paragraphs } from '../../shared/mail/mail-layout';
import { newsletterLinks } from './domain/newsletter';

export interface NewsletterMailBrand {
  siteName: string;
  publicUrl: string;
  address?: string;
}

export interface ConfirmationMailInput {
  /** One e-mail per event, however often its job runs. */
  key: string;
  email: string;
  confirmToken: string;
  unsubscribeToken: string;
}

/**
 * RFC 2369 / RFC 8058 headers every newsletter-type e-mail carries: mail clients offer an unsubscribe
 * button that POSTs `List-Unsubscribe=One-Click` to the URL, with no page to visit.
 */
export const listUnsubscribeHeaders = (oneClickUrl: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The double opt-in e-mail: a button to confirm, and the unsubscribe link and headers like every newsletter. */
export function newsletterConfirmationMail(input: ConfirmationMailInput, brand: NewsletterMailBrand): OutgoingMail {
  const links = newsletterLinks(brand.publicUrl, input);
  const intro = `Someone, hopefully you, asked to receive the ${brand.siteName} newsletter at this address. Please confirm that you want it: until you do, we send you nothing else.`;
  const ignore = 'If it was not you, ignore this e-mail and you will not hear from us again.';
  const text = [
    'Hello,',
    '',
    intro,
    '',
    `Confirm your subscription: ${links.confirm}`,
    '',
    ignore,
    '',
    `The ${brand.siteName} team`,
    '',
    `Unsubscribe: ${links.unsubscribePage}`,
  ].join('\n');
  const html = mailFrame(
    brand,
    'Please confirm your subscription',
    paragraphs(`Hello,\n\n${intro}`) +
      mailButton(links.confirm, 'Confirm subscription') +
      paragraphs(`${ignore}\n\nThe ${brand.siteName} team`) +
      `<p style="margin:16px 0 0;font-size:12px;color:#475569">${mailLink(links.unsubscribePage, 'Unsubscribe')}</p>`,
  );
  return {
    key: input.key,
    to: input.email,
    subject: `Please confirm your subscription - ${brand.siteName}`,
    text,
    html,
    headers: listUnsubscribeHeaders(links.oneClickUnsubscribe),
  };
}
