import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { detailsTable, mailFrame, MailBrand, paragraphs } from '../../../shared/mail/mail-layout';
import { referenceOf } from '../../../shared/reference';
import { formatPence } from '../../../shared/mail/format-pence';
import { addressLines } from '../domain/delivery';
import type { OrderWithVouchers } from './order.ports';

/** Staff are told of a paid shop order (what to post, and where); replying writes to the customer. One per order. */
export function newOrderStaffNotice(order: OrderWithVouchers, brand: MailBrand & { staffEmail: string }): OutgoingMail {
  const reference = referenceOf(order.id);
  const rows: [string, string][] = [
    ['Order reference', reference],
    ['Customer', order.email],
    ...order.lines.map((line): [string, string] => [
      `${line.quantity} × ${line.productName}`,
      formatPence(line.unitPricePence * line.quantity),
    ]),
    ...(order.shippingPence > 0 ? [['Postage', formatPence(order.shippingPence)] as [string, string]] : []),
    ['Total paid', formatPence(order.totalPence)],
    ...(order.delivery ? [['Post to', addressLines(order.delivery).join(', ')] as [string, string]] : []),
  ];
  const lead =
    `A shop order was paid.${order.delivery ? ' It has merchandise to post: mark it dispatched in the ORDERS tab once sent.' : ''}` +
    (order.isTest ? ' TEST MODE: paid with a test card, no money was taken.' : '');
  return {
    key: `order:${order.id}:staff-notice`,
    to: brand.staffEmail,
    replyTo: order.email,
    subject: `New order ${reference}: ${formatPence(order.totalPence)} from ${order.email}`,
    text: [lead, '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n'),
    html: mailFrame(brand, 'New order', paragraphs(lead) + detailsTable(rows)),
  };
}
