import { Injectable } from '@nestjs/common';
import type { MailComposer, MailEventOf, OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { addressLines, type DeliveryAddress, POSTED_CATEGORY } from '../domain/delivery';
import { ORDER_DISPATCHED_EVENT, ORDER_PAID_EVENT, ORDER_REFUNDED_EVENT } from '../domain/catalog-events';
import { OrderRefundQueries } from './order-refund-queries';
import { orderRefundMail } from './order-refund-mail';
import { OrderLinks } from './order-links';
import { OrderQueryService } from './order-query.service';
import type { OrderWithVouchers } from './order.ports';
import { escapeHtml, mailButton, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';
import { referenceOf } from '../../../shared/reference';
import { formatPence } from '../../../shared/mail/format-pence';
import { newOrderStaffNotice } from './order-staff-notice';
import type { MailBrand } from '../../../shared/mail/mail-brand';
import { giftVoucherMail } from './voucher-mails';
import { GiftDeliveryService } from './gift-delivery.service';
import type { GiftDelivery } from '../domain/gift-delivery';
import type { GiftVoucher } from '../domain/voucher';
import { formatDay } from '../../../shared/format-date';

/** ' – sent to Amy (amy@example.com) on Fri 25 Dec 2026' for a voucher its buyer sends to a recipient, else ''. */
const sentTo = (voucher: GiftVoucher, gifts: readonly GiftDelivery[]): string => {
  const gift = gifts.find((candidate) => candidate.orderLineId === voucher.orderLineId);
  return gift ? ` – sent to ${gift.recipientName} (${gift.recipientEmail}) on ${formatDay(gift.deliverOn)}` : '';
};

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });
const pounds = formatPence;

/** Coaching and training packages are arranged by a coach after the purchase. */
export const COACHING_NEXT_STEP = 'A coach will e-mail you within two working days to arrange your sessions.';
const hasCoaching = (order: OrderWithVouchers) => order.lines.some((line) => line.category === 'Training');

/**
 * The shop's e-mails. A paid order: one receipt (with every voucher code), one printable e-mail per gift voucher,
 * and staff's notice. Merchandise staff marked dispatched: the customer's "on its way" e-mail. A refund staff gave: the customer's refund e-mail.
 */
@Injectable()
export class OrderMailComposer implements MailComposer {
  static readonly events = [ORDER_PAID_EVENT, ORDER_DISPATCHED_EVENT, ORDER_REFUNDED_EVENT] as const;

  constructor(
    private readonly orders: OrderQueryService,
    private readonly links: OrderLinks,
    private readonly refunds: OrderRefundQueries,
    private readonly gifts: GiftDeliveryService,
  ) {}

  async compose(event: MailEventOf<typeof OrderMailComposer>, brand: MailBrand): Promise<OutgoingMail[]> {
    const { orderId } = event.data;
    const order = await this.orders.orderWithVouchers(orderId);
    if (event.name === ORDER_DISPATCHED_EVENT.type) {
      return order?.delivery && order.dispatchedAt ? [this.dispatchedMail(order, order.delivery, brand)] : [];
    }
    if (event.name === ORDER_REFUNDED_EVENT.type) {
      const { refundId } = event.data;
      const refund = order && (await this.refunds.refundsOf([order.id])).find((candidate) => candidate.id === refundId);
      return order && refund?.status === 'refunded' ? [orderRefundMail(order, refund, brand)] : [];
    }
    if (!order || order.status !== 'paid') throw new Error(`Order ${orderId} is not paid; no receipt to send`);
    const gifts = await this.gifts.ofOrders([order.id]);
    return [
      this.receipt(order, gifts, brand),
      // A voucher sent to a recipient reaches them on its day (GiftDeliveryMailComposer); the receipt says when.
      ...order.vouchers.filter((voucher) => !sentTo(voucher, gifts)).map((voucher) => giftVoucherMail(voucher, order.email, brand, order.isTest)),
      newOrderStaffNotice(order, brand),
    ];
  }

  private reference(order: OrderWithVouchers): string {
    return referenceOf(order.id);
  }

  private testNotice(order: OrderWithVouchers): string[] {
    return order.isTest ? ['TEST MODE: this order was paid with a test card. No money was taken.', ''] : [];
  }

  private receipt(order: OrderWithVouchers, gifts: readonly GiftDelivery[], brand: MailBrand): OutgoingMail {
    const site = brand.siteName;
    const lines = order.lines.map(
      (line) =>
        `${line.quantity} × ${line.productName} at ${pounds(line.unitPricePence)} = ${pounds(line.unitPricePence * line.quantity)}`,
    );
    const vouchers = order.vouchers.map(
      (voucher) => `${voucher.code} (${voucher.productName}, valid until ${longDate.format(voucher.expiresAt)})${sentTo(voucher, gifts)}`,
    );
    const postage = order.shippingPence > 0 ? `Postage: ${pounds(order.shippingPence)}` : null;
    const address = order.delivery ? addressLines(order.delivery) : [];
    // The order's confirmation page on any device, without the session cookie of the browser that paid.
    const orderUrl = this.links.urlFor(order);
    const text = [
      ...this.testNotice(order),
      `Thank you for your order with ${site}.`,
      '',
      `Order reference: ${this.reference(order)}`,
      `Paid: ${longDate.format(order.paidAt ?? order.createdAt)}`,
      '',
      ...lines,
      ...(postage ? [postage] : []),
      '',
      `Total paid: ${pounds(order.totalPence)} (prices include VAT)`,
      '',
      `Your order online: ${orderUrl}`,
      ...(address.length > 0 ? ['', 'We will post your items to:', ...address.map((line) => `  ${line}`)] : []),
      ...(hasCoaching(order) ? ['', COACHING_NEXT_STEP] : []),
      ...(vouchers.length > 0
        ? [
            '',
            gifts.length > 0
              ? 'Your gift voucher codes (a card sent to a recipient is e-mailed to them on its day; any other comes in its own e-mail):'
              : 'Your gift voucher codes (each also comes in its own e-mail, ready to print or forward):',
            ...vouchers.map((line) => `  ${line}`),
          ]
        : []),
      '',
      'Gift vouchers are valid for 12 months and are non-refundable.',
      `Questions? Reply to this e-mail or write to ${brand.staffEmail}.`,
      '',
      site,
      brand.publicUrl,
    ].join('\n');
    const test = order.isTest
      ? '<p style="color:#b45309;margin:0 0 12px"><strong>TEST MODE:</strong> this order was paid with a test card. No money was taken.</p>'
      : '';
    const rows = order.lines
      .map(
        (line) =>
          `<tr><td style="padding:6px 12px 6px 0">${line.quantity} × ${escapeHtml(line.productName)}</td><td align="right">${pounds(line.unitPricePence * line.quantity)}</td></tr>`,
      )
      .join('');
    const postageRow = postage ? `<tr><td style="padding:6px 12px 6px 0">Postage</td><td align="right">${pounds(order.shippingPence)}</td></tr>` : '';
    const postTo = address.length > 0 ? `<p style="margin:0 0 12px">We will post your items to:<br>${address.map(escapeHtml).join('<br>')}</p>` : '';
    const codes =
      order.vouchers.length > 0
        ? `<h2 style="font-size:16px;margin:16px 0 8px">Your gift voucher codes</h2><ul style="margin:0 0 12px;padding-left:20px">${order.vouchers
            .map(
              (voucher) =>
                `<li><strong style="font-family:monospace">${voucher.code}</strong> – ${escapeHtml(voucher.productName)}, valid until ${longDate.format(voucher.expiresAt)}${escapeHtml(sentTo(voucher, gifts))}</li>`,
            )
            .join('')}</ul>`
        : '';
    const html = mailFrame(
      brand,
      'Thank you for your order',
      test +
        `<p style="margin:0 0 12px">Order reference <strong>${this.reference(order)}</strong></p>` +
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px">${rows}${postageRow}<tr><td style="padding:6px 12px 6px 0;border-top:2px solid #0b1f3a"><strong>Total paid</strong></td><td align="right" style="border-top:2px solid #0b1f3a"><strong>${pounds(order.totalPence)}</strong></td></tr></table>` +
        mailButton(orderUrl, 'View your order') +
        postTo +
        (hasCoaching(order) ? paragraphs(COACHING_NEXT_STEP) : '') +
        codes +
        paragraphs(
          `Gift vouchers are valid for 12 months and are non-refundable.\n\nQuestions? Reply to this e-mail or write to ${brand.staffEmail}.`,
        ),
    );
    return { key: `order-receipt:${order.id}`, to: order.email, subject: `Your order receipt from ${site}`, text, html };
  }

  private dispatchedMail(order: OrderWithVouchers, delivery: DeliveryAddress, brand: MailBrand): OutgoingMail {
    const reference = this.reference(order);
    const posted = order.lines.filter((line) => line.category === POSTED_CATEGORY).map((line) => `${line.quantity} × ${line.productName}`);
    const address = addressLines(delivery);
    const site = brand.siteName;
    const text = [
      `Good news: your order ${reference} is on its way.`,
      '',
      ...posted,
      '',
      'Posted to:',
      ...address,
      '',
      'Royal Mail usually delivers within 2 to 3 working days.',
      `Questions? Reply to this e-mail or write to ${brand.staffEmail}.`,
      '',
      site,
    ].join('\n');
    const html = mailFrame(
      brand,
      'Your order is on its way',
      `<p style="margin:0 0 12px">Order reference <strong>${reference}</strong></p>` +
        `<ul style="margin:0 0 12px;padding-left:20px">${posted.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
        `<p style="margin:0 0 12px">Posted to:<br>${address.map(escapeHtml).join('<br>')}</p>` +
        paragraphs(`Royal Mail usually delivers within 2 to 3 working days.\n\nQuestions? Reply to this e-mail or write to ${brand.staffEmail}.`),
    );
    return { key: `order-dispatched:${order.id}`, to: order.email, subject: `Your order ${reference} has been dispatched`, text, html };
  }
}
