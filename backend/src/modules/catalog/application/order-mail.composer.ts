import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import type { MailComposer, OutgoingMail, QueuedEvent } from '../../../shared/mail/outgoing-mail';
import type { GiftVoucher } from '../domain/voucher';
import { ORDER_PAID_EVENT, OrderService } from './order.service';
import type { OrderWithVouchers } from './order.ports';
import { escapeHtml } from '../../../shared/mail/mail-layout';

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });
const pounds = (pence: number) => money.format(pence / 100);

/** The e-mails of a paid order: one receipt (with every voucher code) and one printable e-mail per gift voucher. */
@Injectable()
export class OrderMailComposer implements MailComposer {
  readonly eventTypes = [ORDER_PAID_EVENT] as const;

  constructor(
    private readonly orders: OrderService,
    private readonly config: AppConfig,
  ) {}

  async compose(_eventType: string, event: QueuedEvent): Promise<OutgoingMail[]> {
    const order = await this.orders.orderWithVouchers(String(event.orderId));
    if (!order || order.status !== 'paid') throw new Error(`Order ${String(event.orderId)} is not paid; no receipt to send`);
    return [this.receipt(order), ...order.vouchers.map((voucher) => this.voucherMail(order, voucher))];
  }

  private reference(order: OrderWithVouchers): string {
    return order.id.slice(0, 8).toUpperCase();
  }

  private testNotice(order: OrderWithVouchers): string[] {
    return order.isTest ? ['TEST MODE: this order was paid with a test card. No money was taken.', ''] : [];
  }

  private receipt(order: OrderWithVouchers): OutgoingMail {
    const site = this.config.SITE_NAME;
    const lines = order.lines.map(
      (line) => `${line.quantity} × ${line.productName} at ${pounds(line.unitPricePence)} = ${pounds(line.unitPricePence * line.quantity)}`,
    );
    const vouchers = order.vouchers.map(
      (voucher) => `${voucher.code} (${voucher.productName}, valid until ${longDate.format(voucher.expiresAt)})`,
    );
    const text = [
      ...this.testNotice(order),
      `Thank you for your order with ${site}.`,
      '',
      `Order reference: ${this.reference(order)}`,
      `Paid: ${longDate.format(order.paidAt ?? order.createdAt)}`,
      '',
      ...lines,
      '',
      `Total paid: ${pounds(order.totalPence)} (prices include VAT)`,
      ...(vouchers.length > 0
        ? ['', 'Your gift voucher codes (each also comes in its own e-mail, ready to print or forward):', ...vouchers.map((line) => `  ${line}`)]
        : []),
      '',
      'Gift vouchers are valid for 12 months and are non-refundable.',
      `Questions? Reply to this e-mail or write to ${this.config.STAFF_EMAIL}.`,
      '',
      site,
      this.config.PUBLIC_URL,
    ].join('\n');
    const html = `
      ${order.isTest ? '<p style="color:#b45309"><strong>TEST MODE:</strong> this order was paid with a test card. No money was taken.</p>' : ''}
      <h1>Thank you for your order</h1>
      <p>Order reference <strong>${this.reference(order)}</strong></p>
      <table cellpadding="6" style="border-collapse:collapse">
        ${order.lines
          .map(
            (line) =>
              `<tr><td>${line.quantity} × ${escapeHtml(line.productName)}</td><td align="right">${pounds(line.unitPricePence * line.quantity)}</td></tr>`,
          )
          .join('')}
        <tr><td><strong>Total paid</strong></td><td align="right"><strong>${pounds(order.totalPence)}</strong></td></tr>
      </table>
      ${
        order.vouchers.length > 0
          ? `<h2>Your gift voucher codes</h2><ul>${order.vouchers
              .map((voucher) => `<li><strong>${voucher.code}</strong> – ${escapeHtml(voucher.productName)}, valid until ${longDate.format(voucher.expiresAt)}</li>`)
              .join('')}</ul>`
          : ''
      }
      <p>Gift vouchers are valid for 12 months and are non-refundable.</p>
      <p>${escapeHtml(site)}</p>`;
    return { key: `order-receipt:${order.id}`, to: order.email, subject: `Your order receipt from ${site}`, text, html };
  }

  private voucherMail(order: OrderWithVouchers, voucher: GiftVoucher): OutgoingMail {
    const site = this.config.SITE_NAME;
    const expires = longDate.format(voucher.expiresAt);
    const text = [
      ...this.testNotice(order),
      `Gift voucher: ${voucher.productName}`,
      '',
      `Code: ${voucher.code}`,
      `Value: ${pounds(voucher.valuePence)}`,
      `Valid until: ${expires}`,
      '',
      `To book, visit ${this.config.PUBLIC_URL}/book-flight or contact us at ${this.config.STAFF_EMAIL} quoting the code.`,
      'Gift vouchers are valid for 12 months and are non-refundable.',
      '',
      site,
    ].join('\n');
    const html = `
      ${order.isTest ? '<p style="color:#b45309"><strong>TEST MODE</strong> voucher: no money was taken.</p>' : ''}
      <div style="border:2px dashed #0f172a;padding:24px;max-width:480px">
        <p style="letter-spacing:2px;text-transform:uppercase">${escapeHtml(site)} gift voucher</p>
        <h1>${escapeHtml(voucher.productName)}</h1>
        <p style="font-size:24px;font-family:monospace"><strong>${voucher.code}</strong></p>
        <p>Value ${pounds(voucher.valuePence)} · valid until ${expires}</p>
      </div>
      <p>To book, visit <a href="${escapeHtml(this.config.PUBLIC_URL)}/book-flight">our website</a> or contact us quoting the code.</p>`;
    return { key: `gift-voucher:${voucher.id}`, to: order.email, subject: `Your gift voucher: ${voucher.productName}`, text, html };
  }
}
