import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { ContactMessage, ENQUIRY_TYPE_LABELS } from './enquiry';
import { escapeHtml, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';

/** What the e-mails say about the business. */
export interface EnquiryMailBrand {
  siteName: string;
  staffEmail: string;
  publicUrl: string;
}

function detailsTable(rows: [string, string][]): string {
  const cells = rows
    .map(([label, value]) => `<tr><th align="left" style="padding:6px 12px 6px 0;color:#475569;font-weight:normal;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px">${cells}</table>`;
}

/** The staff notice and the customer's acknowledgement for one enquiry; each key is sent at most once. */
export function enquiryMails(message: ContactMessage, brand: EnquiryMailBrand): OutgoingMail[] {
  const type = ENQUIRY_TYPE_LABELS[message.enquiryType];
  const received = message.createdAt.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' });
  const details: [string, string][] = [
    ['Name', message.name],
    ['Email', message.email],
    ['Phone', message.phone],
    ['Enquiry type', type],
    ['Received', received],
  ];

  const staffText = [
    `A new enquiry arrived through the website contact form.`,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message.message,
    '',
    `Reply to the customer at ${message.email}.`,
  ].join('\n');

  const firstName = message.name.trim().split(/\s+/)[0];
  const acknowledgementText = [
    `Hi ${firstName},`,
    '',
    `Thank you for contacting ${brand.siteName}. We have received your enquiry (${type}) and we'll get back to you as soon as possible.`,
    '',
    'Your message:',
    message.message,
    '',
    `If anything changes, just reply to this e-mail or write to ${brand.staffEmail}.`,
    '',
    `The ${brand.siteName} team`,
    brand.publicUrl,
  ].join('\n');

  return [
    {
      key: `enquiry:${message.id}:staff-notice`,
      to: brand.staffEmail,
      subject: `New enquiry: ${type} from ${message.name}`,
      text: staffText,
      html: mailFrame(
        brand,
        `New enquiry: ${type}`,
        detailsTable(details) + `<h2 style="font-size:16px;margin:0 0 8px">Message</h2>${paragraphs(message.message)}` +
          `<p style="margin:16px 0 0"><a href="mailto:${escapeHtml(message.email)}" style="color:#0369a1">Reply to ${escapeHtml(message.name)}</a></p>`,
      ),
    },
    {
      key: `enquiry:${message.id}:acknowledgement`,
      to: message.email,
      subject: `We've received your enquiry - ${brand.siteName}`,
      text: acknowledgementText,
      html: mailFrame(
        brand,
        'Thank you for your enquiry',
        paragraphs(`Hi ${firstName},\n\nThank you for contacting ${brand.siteName}. We have received your enquiry (${type}) and we'll get back to you as soon as possible.`) +
          `<h2 style="font-size:16px;margin:8px 0">Your message</h2><div style="border-left:3px solid #0ea5e9;padding-left:12px;color:#334155">${paragraphs(message.message)}</div>` +
          paragraphs(`If anything changes, just reply to this e-mail or write to ${brand.staffEmail}.\n\nThe ${brand.siteName} team`),
      ),
    },
  ];
}
