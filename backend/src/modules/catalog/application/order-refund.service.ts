import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { formatPence } from '../../../shared/mail/format-pence';
import { referenceOf } from '../../../shared/reference';
import { AuditTrail } from '../../audit/application/audit-trail';
import { PaymentRefundService } from '../../payment/application/payment-refund.service';
import { assertOrderTransition, type Order } from '../domain/order';
import { OrderNotFoundError } from '../domain/order.errors';
import { assertCancellable, type OrderRefund, plannedRefund, refundedPence } from '../domain/order-refund';
import { changeReason } from '../domain/voucher-changes';
import { ORDER_REFUND_REPOSITORY, OrderRefundRepository } from './order-refund.ports';
import { ORDER_REPOSITORY, OrderRepository } from './order.ports';

export type { OrderRefund } from '../domain/order-refund';

/** Told to the worker when a refund of an order went through: the customer is e-mailed. */
export const ORDER_REFUNDED_EVENT = 'order.refunded';

/**
 * Staff refund a paid order in full or line by line, through the payment provider, and cancel an order not yet
 * posted (docs/product.md, Staff panel: ORDERS). A refund is reserved in one transaction, the provider is asked
 * outside it, and the outcome is recorded (with the customer's e-mail) in another: no transaction waits on the provider.
 */
@Injectable()
export class OrderRefundService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepository,
    @Inject(ORDER_REFUND_REPOSITORY) private readonly refunds: OrderRefundRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly payments: PaymentRefundService,
    private readonly audit: AuditTrail,
  ) {}

  /** Refunds the lines named (none: the whole order, or what is left of it) with a reason. */
  async refund(orderId: string, lineIds: readonly string[] | null, reason: string, staffUserId: string): Promise<OrderRefund> {
    const { refund, paymentIntentId } = await this.reserve(orderId, lineIds, changeReason(reason), staffUserId);
    return this.give(refund, paymentIntentId);
  }

  /**
   * Cancels an order not posted yet: an unpaid one is simply cancelled; a paid one is refunded what is left of it
   * first, and its vouchers are voided.
   */
  async cancel(orderId: string, reason: string, staffUserId: string): Promise<void> {
    const why = changeReason(reason);
    const order = await this.orderOf(orderId);
    assertCancellable(order);
    if (order.status === 'paid' && order.totalPence > refundedPence(await this.refunds.refundsOf([order.id]))) {
      await this.refund(order.id, null, why, staffUserId);
    }
    await this.markCanceled(order.id, why);
  }

  /** Integer pence refunded on real orders between two instants (the takings subtract it). */
  refundedBetween(from: Date, to: Date): Promise<number> {
    return this.refunds.refundedBetween(from, to);
  }

  /** The refunds of each order, oldest first (the ORDERS tab). */
  refundsOf(orderIds: readonly string[]): Promise<OrderRefund[]> {
    return this.refunds.refundsOf(orderIds);
  }

  @Transactional()
  private async reserve(orderId: string, lineIds: readonly string[] | null, reason: string, staffUserId: string) {
    const order = await this.lockedOrder(orderId);
    const planned = plannedRefund(order, lineIds, await this.refunds.refundsOf([order.id]));
    const refund = await this.refunds.insert({ orderId: order.id, ...planned, reason, staffUserId });
    // Recorded with the reservation: the provider is asked after this commits, and a refusal marks the refund failed.
    await this.audit.record({
      kind: 'order.refunded',
      subject: referenceOf(order.id),
      summary: `Refunded ${formatPence(refund.amountPence)} of order ${referenceOf(order.id)} (${reason})`,
      after: { amountPence: refund.amountPence, lineIds, reason },
    });
    return { refund, paymentIntentId: order.paymentIntentId as string };
  }

  private async give(refund: OrderRefund, paymentIntentId: string): Promise<OrderRefund> {
    try {
      await this.payments.refund({ paymentIntentId, amountPence: refund.amountPence, reason: refund.reason, idempotencyKey: `order-refund:${refund.id}` });
    } catch (error) {
      await this.refunds.complete(refund.id, 'failed', new Date());
      throw error;
    }
    return this.recordRefunded(refund);
  }

  @Transactional()
  private async recordRefunded(refund: OrderRefund): Promise<OrderRefund> {
    const refundedAt = new Date();
    await this.refunds.complete(refund.id, 'refunded', refundedAt);
    await this.events.publish({ type: ORDER_REFUNDED_EVENT, payload: { orderId: refund.orderId, refundId: refund.id } });
    return { ...refund, status: 'refunded', refundedAt };
  }

  @Transactional()
  private async markCanceled(orderId: string, reason: string): Promise<void> {
    const order = await this.lockedOrder(orderId);
    assertCancellable(order);
    assertOrderTransition(order.status, 'canceled');
    await this.orders.setStatus(order.id, 'canceled');
    await this.audit.record({
      kind: 'order.cancelled',
      subject: referenceOf(order.id),
      summary: `Cancelled order ${referenceOf(order.id)} (${reason})`,
      before: { status: order.status },
      after: { status: 'canceled' },
    });
    await this.refunds.voidVouchersOf(order.id, `Order cancelled: ${reason}`, new Date());
  }

  private async orderOf(orderId: string): Promise<Order> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  private async lockedOrder(orderId: string): Promise<Order> {
    const order = await this.orders.lock(orderId);
    if (!order) throw new OrderNotFoundError();
    return order;
  }
}
