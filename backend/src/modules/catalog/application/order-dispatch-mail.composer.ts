import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { escapeHtml, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';
import type { MailComposer, OutgoingMail, QueuedEvent } from '../../../shared/mail/outgoing-mail';
import { addressLines, POSTED_CATEGORY } from '../domain/delivery';
import { ORDER_DISPATCHED_EVENT } from './order-dispatch.service';
import { OrderQueryService } from './order-query.service';
import { referenceOf } from '../../../shared/reference';
import { mailBrandOf } from '../../../shared/mail/mail-brand';

/** The customer's "on its way" e-mail once staff mark an order's merchandise dispatched. */
@Injectable()
export class OrderDispatchMailComposer implements MailComposer {
  static readonly eventTypes = [ORDER_DISPATCHED_EVENT] as const;
  readonly eventTypes = OrderDispatchMailComposer.eventTypes;

  constructor(
    private readonly orders: OrderQueryService,
    private readonly config: AppConfig,
  ) {}

  async compose(_eventType: string, event: QueuedEvent): Promise<OutgoingMail[]> {
    const order = await this.orders.orderWithVouchers(String(event.orderId));
    if (!order?.delivery || !order.dispatchedAt) return [];
    const reference = referenceOf(order.id);
    const posted = order.lines.filter((line) => line.category === POSTED_CATEGORY).map((line) => `${line.quantity} × ${line.productName}`);
    const address = addressLines(order.delivery);
    const site = this.config.SITE_NAME;
    const text = [
      `Good news: your order ${reference} is on its way.`,
      '',
      ...posted,
      '',
      'Posted to:',
      ...address,
      '',
      'Royal Mail usually delivers within 2 to 3 working days.',
      `Questions? Reply to this e-mail or write to ${this.config.STAFF_EMAIL}.`,
      '',
      site,
    ].join('\n');
    const html = mailFrame(
      mailBrandOf(this.config),
      'Your order is on its way',
      `<p style="margin:0 0 12px">Order reference <strong>${reference}</strong></p>` +
        `<ul style="margin:0 0 12px;padding-left:20px">${posted.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
        `<p style="margin:0 0 12px">Posted to:<br>${address.map(escapeHtml).join('<br>')}</p>` +
        paragraphs(`Royal Mail usually delivers within 2 to 3 working days.\n\nQuestions? Reply to this e-mail or write to ${this.config.STAFF_EMAIL}.`),
    );
    return [{ key: `order-dispatched:${order.id}`, to: order.email, subject: `Your order ${reference} has been dispatched`, text, html }];
  }
}
