import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { escapeHtml, mailButton, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';
import type { MailBrand } from '../../../shared/mail/mail-brand';
import { formatPence } from '../../../shared/mail/format-pence';
import { type GiftVoucher, voucherBookingPath } from '../domain/voucher';

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

/** A voucher drawn as a printable card: the site, what it buys, its code, value and expiry. */
export function voucherCardHtml(voucher: GiftVoucher, site: string): string {
  return `<div style="border:2px dashed #0b1f3a;border-radius:8px;padding:20px;margin:0 0 16px">
        <p style="margin:0;letter-spacing:2px;text-transform:uppercase;font-size:12px;color:#475569">${escapeHtml(site)} gift voucher</p>
        <p style="margin:8px 0;font-size:20px;font-weight:bold">${escapeHtml(voucher.productName)}</p>
        <p style="margin:8px 0;font-size:24px;font-family:monospace"><strong>${voucher.code}</strong></p>
        <p style="margin:0">Value ${formatPence(voucher.valuePence)} · valid until ${longDate.format(voucher.expiresAt)}</p>
      </div>`;
}

/** The printable e-mail of one gift voucher, to its buyer (`to`) or to the recipient of one staff issued by hand. One per voucher. */
export function giftVoucherMail(voucher: GiftVoucher, to: string, brand: MailBrand, isTest: boolean): OutgoingMail {
  const site = brand.siteName;
  const expires = longDate.format(voucher.expiresAt);
  const bookingUrl = `${brand.publicUrl}${voucherBookingPath(voucher.experience)}`;
  const text = [
    ...(isTest ? ['TEST MODE: this order was paid with a test card. No money was taken.', ''] : []),
    `Gift voucher: ${voucher.productName}`,
    '',
    `Code: ${voucher.code}`,
    `Value: ${formatPence(voucher.valuePence)}`,
    `Valid until: ${expires}`,
    '',
    `To book, visit ${bookingUrl} or contact us at ${brand.staffEmail} quoting the code.`,
    'Gift vouchers are valid for 12 months and are non-refundable.',
    '',
    site,
  ].join('\n');
  const html = mailFrame(
    brand,
    'Your gift voucher',
    (isTest ? '<p style="color:#b45309;margin:0 0 12px"><strong>TEST MODE</strong> voucher: no money was taken.</p>' : '') +
      voucherCardHtml(voucher, site) +
      paragraphs('To book, choose your date online and enter the code, or contact us quoting it.') +
      mailButton(bookingUrl, 'Book your flight') +
      paragraphs('Gift vouchers are valid for 12 months and are non-refundable.'),
  );
  return { key: `gift-voucher:${voucher.id}`, to, subject: `Your gift voucher: ${voucher.productName}`, text, html };
}
