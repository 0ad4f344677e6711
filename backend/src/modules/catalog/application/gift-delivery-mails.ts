import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { mailButton, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';
import type { MailBrand } from '../../../shared/mail/mail-brand';
import { formatPence } from '../../../shared/mail/format-pence';
import { formatDay } from '../../../shared/format-date';
import { voucherBookingPath } from '../domain/voucher';
import type { GiftToDeliver } from './gift-delivery.service';
import { voucherCardHtml } from './voucher-mails';

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

/** The recipient's gift e-mail on the chosen day: the message, each code with what it covers, how to book. */
export function giftRecipientMail({ delivery, vouchers }: GiftToDeliver, brand: MailBrand): OutgoingMail {
  const site = brand.siteName;
  const bookingUrl = `${brand.publicUrl}${voucherBookingPath(vouchers[0]?.experience ?? null)}`;
  const codes = vouchers.map(
    (voucher) => `${voucher.code}: ${voucher.productName}, value ${formatPence(voucher.valuePence)}, valid until ${longDate.format(voucher.expiresAt)}`,
  );
  const text = [
    `Hi ${delivery.recipientName},`,
    '',
    `Someone has sent you a gift from ${site}.`,
    ...(delivery.message ? ['', 'Their message:', delivery.message] : []),
    '',
    ...codes,
    '',
    `To book, visit ${bookingUrl} and enter the code, or contact us at ${brand.staffEmail} quoting it.`,
    'Gift vouchers are valid for 12 months from purchase and are non-refundable.',
    '',
    site,
  ].join('\n');
  const cards = vouchers.map((voucher) => voucherCardHtml(voucher, site)).join('');
  const message = delivery.message
    ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #0369a1;background:#f8fafc;font-style:italic">${paragraphs(delivery.message)}</blockquote>`
    : '';
  const html = mailFrame(
    brand,
    'A gift for you',
    paragraphs(`Hi ${delivery.recipientName},\n\nSomeone has sent you a gift from ${site}.`) +
      message +
      cards +
      paragraphs('To book, choose your date online and enter the code, or contact us quoting it.') +
      mailButton(bookingUrl, 'Book your flight') +
      paragraphs('Gift vouchers are valid for 12 months from purchase and are non-refundable.'),
  );
  return { key: `gift-delivery:${delivery.id}`, to: delivery.recipientEmail, subject: `A gift for you from ${site}`, text, html };
}

/** The buyer's short note that the gift went to its recipient. */
export function giftDeliveredNote({ delivery, order, vouchers }: GiftToDeliver, brand: MailBrand): OutgoingMail {
  const what = vouchers[0]?.productName ?? 'gift card';
  const line = `We have e-mailed your ${what} to ${delivery.recipientName} (${delivery.recipientEmail}) today, ${formatDay(delivery.deliverOn)}.`;
  const text = [line, '', `Questions? Reply to this e-mail or write to ${brand.staffEmail}.`, '', brand.siteName].join('\n');
  const html = mailFrame(brand, 'Your gift has been delivered', paragraphs(`${line}\n\nQuestions? Reply to this e-mail or write to ${brand.staffEmail}.`));
  return { key: `gift-delivered:${delivery.id}`, to: order.email, subject: `Your gift to ${delivery.recipientName} has been delivered`, text, html };
}
