import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { detailsTable, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';
import type { MailBrand } from '../../../shared/mail/mail-brand';
import { formatPence } from '../../../shared/mail/format-pence';
import { referenceOf } from '../../../shared/reference';
import type { OrderRefund } from '../domain/order-refund';
import type { OrderWithVouchers } from './order.ports';

/** The customer is told what was refunded to their card, for what and why. One e-mail per refund. */
export function orderRefundMail(order: OrderWithVouchers, refund: OrderRefund, brand: MailBrand): OutgoingMail {
  const reference = referenceOf(order.id);
  const lines = refund.lineIds ? order.lines.filter((line) => refund.lineIds?.includes(line.id)) : order.lines;
  const rows: [string, string][] = [
    ['Order reference', reference],
    ['Refunded', formatPence(refund.amountPence)],
    ['For', refund.lineIds ? lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ') : 'Your order'],
    ['Reason', refund.reason],
  ];
  const lead =
    `We have refunded ${formatPence(refund.amountPence)} to the card you paid with for order ${reference}. ` +
    'It usually reaches your account within 5 to 10 working days.' +
    (order.isTest ? ' TEST MODE: this order was paid with a test card, so no money moves.' : '');
  const after = `Questions? Reply to this e-mail or write to ${brand.staffEmail}.`;
  return {
    key: `order-refund:${refund.id}`,
    to: order.email,
    subject: `Refund of ${formatPence(refund.amountPence)} for your order ${reference}`,
    text: [lead, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', after, '', brand.siteName].join('\n'),
    html: mailFrame(brand, 'Your refund', paragraphs(lead) + detailsTable(rows) + paragraphs(after)),
  };
}
