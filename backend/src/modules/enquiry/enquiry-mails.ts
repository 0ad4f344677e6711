import type { OutgoingMail } from '../../shared/mail/outgoing-mail';
import { ContactMessage, ENQUIRY_TYPE_LABELS } from './domain/enquiry';
import { detailsTable, escapeHtml, mailFrame, paragraphs } from '../../shared/mail/mail-layout';

/** What the e-mails say about the business. */
export interface EnquiryMailBrand {
  siteName: string;
  staffEmail: string;
  publicUrl: string;
}

/**
 * The staff notice and, unless the address was acknowledged within the hour, the sender's acknowledgement;
 * each key is sent at most once.
 */
export function enquiryMails(message: ContactMessage, brand: EnquiryMailBrand, options: { acknowledge: boolean }): OutgoingMail[] {
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

  // Name and message are the sender's words: an acknowledgement that quoted them would carry spam to any address given.
  const thanks = `Thank you for contacting ${brand.siteName}. We have received your enquiry (${type}) and we'll get back to you as soon as possible.`;
  const acknowledgement = `Hello,\n\n${thanks}\n\nIf anything changes, just reply to this e-mail or write to ${brand.staffEmail}.\n\nThe ${brand.siteName} team`;

  return [
    {
      key: `enquiry:${message.id}:staff-notice`,
      to: brand.staffEmail,
      replyTo: message.email,
      subject: `New enquiry: ${type} from ${message.name}`,
      text: staffText,
      html: mailFrame(
        brand,
        `New enquiry: ${type}`,
        detailsTable(details) + `<h2 style="font-size:16px;margin:0 0 8px">Message</h2>${paragraphs(message.message)}` +
          `<p style="margin:16px 0 0"><a href="mailto:${escapeHtml(message.email)}" style="color:#0369a1">Reply to ${escapeHtml(message.name)}</a></p>`,
      ),
    },
    ...(options.acknowledge
      ? [
          {
            key: `enquiry:${message.id}:acknowledgement`,
            to: message.email,
            subject: `We've received your enquiry - ${brand.siteName}`,
            text: `${acknowledgement}\n${brand.publicUrl}`,
            html: mailFrame(brand, 'Thank you for your enquiry', paragraphs(acknowledgement)),
          },
        ]
      : []),
  ];
}
