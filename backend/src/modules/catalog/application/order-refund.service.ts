import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { formatPence } from '../../../shared/mail/format-pence';
import { referenceOf } from '../../../shared/reference';
import { AuditTrail } from '../../audit/audit.public';
import { PaymentRefundService } from '../../payment/payment.public';
import { cancelOrder, type Order } from '../domain/order';
import { OrderNotFoundError } from '../domain/order.errors';
import { ORDER_REFUNDED_EVENT } from '../domain/catalog-events';
import { assertCancellable, assertGiftCardsUnused, type OrderRefund, plannedRefund, refundedPence } from '../domain/order-refund';
import { changeReason } from '../domain/voucher-changes';
import { ORDER_REFUND_REPOSITORY, OrderRefundRepository } from './order-refund.ports';
import { ORDER_REPOSITORY, OrderRepository } from './order.ports';
import { VOUCHER_USE_READER, VoucherUseReader } from './voucher-uses.ports';
import { VOUCHER_REPOSITORY, VoucherRepository } from './voucher.ports';

/** A refund reserved: the provider is asked next; `voided` are the gift vouchers it voided (made good again if refused). */
interface Reserved {
  refund: OrderRefund;
  paymentIntentId: string;
  voided: { ids: string[]; reason: string };
}

/**
 * Staff refund a paid order in full or line by line, through the payment provider, and cancel an order not yet
 * posted (docs/product.md, Staff panel: ORDERS). A refund is reserved in one transaction, the provider is asked
 * outside it, and the outcome is recorded (with the customer's e-mail) in another: no transaction waits on the provider.
 * A gift card given back has its vouchers voided with the reservation (they are locked, as a redemption locks its
 * voucher, so none is used unseen), and one whose voucher has been used is not refunded; a refusal makes them good again.
 */
@Injectable()
export class OrderRefundService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepository,
    @Inject(ORDER_REFUND_REPOSITORY) private readonly refunds: OrderRefundRepository,
    @Inject(VOUCHER_REPOSITORY) private readonly vouchers: VoucherRepository,
    @Inject(VOUCHER_USE_READER) private readonly voucherUses: VoucherUseReader,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly payments: PaymentRefundService,
    private readonly audit: AuditTrail,
  ) {}

  /** Refunds the lines named (none: the whole order, or what is left of it) with a reason. */
  async refund(orderId: string, lineIds: readonly string[] | null, reason: string, staffUserId: string): Promise<OrderRefund> {
    const why = changeReason(reason);
    return this.give(await this.reserve(orderId, lineIds, why, `Order refunded: ${why}`, staffUserId));
  }

  /**
   * Cancels an order not posted yet: an unpaid one is simply cancelled; a paid one is refunded what is left of it
   * first (refused while one of its gift cards has been used), and its vouchers are voided.
   */
  async cancel(orderId: string, reason: string, staffUserId: string): Promise<void> {
    const why = changeReason(reason);
    const order = await this.orderOf(orderId);
    assertCancellable(order);
    if (order.status === 'paid' && order.totalPence > refundedPence(await this.refunds.refundsOf([order.id]))) {
      await this.give(await this.reserve(order.id, null, why, `Order cancelled: ${why}`, staffUserId));
    }
    await this.markCanceled(order.id, why);
  }

  @Transactional()
  private async reserve(orderId: string, lineIds: readonly string[] | null, reason: string, voidReason: string, staffUserId: string): Promise<Reserved> {
    const order = await this.lockedOrder(orderId);
    const { linesBack, ...planned } = plannedRefund(order, lineIds, await this.refunds.refundsOf([order.id]));
    const now = new Date();
    const giftCards = await this.vouchers.lockOfLines(linesBack);
    assertGiftCardsUnused(giftCards, await this.voucherUses.usedOf(giftCards.map((voucher) => voucher.id), now));
    const voided = await this.vouchers.voidAll(giftCards.map((voucher) => voucher.id), voidReason, now);
    const refund = await this.refunds.insert({ orderId: order.id, ...planned, reason, staffUserId });
    // Recorded with the reservation: the provider is asked after this commits, and a refusal marks the refund failed.
    await this.audit.record({
      kind: 'order.refunded',
      subject: referenceOf(order.id),
      summary: `Refunded ${formatPence(refund.amountPence)} of order ${referenceOf(order.id)} (${reason})`,
      after: { amountPence: refund.amountPence, lineIds, reason },
    });
    return { refund, paymentIntentId: order.paymentIntentId as string, voided: { ids: voided, reason: voidReason } };
  }

  private async give({ refund, paymentIntentId, voided }: Reserved): Promise<OrderRefund> {
    try {
      await this.payments.refund({ paymentIntentId, amountPence: refund.amountPence, reason: refund.reason, idempotencyKey: `order-refund:${refund.id}` });
    } catch (error) {
      await this.recordFailed(refund, voided);
      throw error;
    }
    return this.recordRefunded(refund);
  }

  /** The provider refused: the refund is marked failed and the gift vouchers it voided are good again. */
  @Transactional()
  private async recordFailed(refund: OrderRefund, voided: Reserved['voided']): Promise<void> {
    await this.refunds.markFailed(refund.id);
    await this.vouchers.unvoid(voided.ids, voided.reason);
  }

  @Transactional()
  private async recordRefunded(refund: OrderRefund): Promise<OrderRefund> {
    const refundedAt = new Date();
    await this.refunds.markRefunded(refund.id, refundedAt);
    await this.events.publish(ORDER_REFUNDED_EVENT({ orderId: refund.orderId, refundId: refund.id }));
    return { ...refund, status: 'refunded', refundedAt };
  }

  @Transactional()
  private async markCanceled(orderId: string, reason: string): Promise<void> {
    const order = await this.lockedOrder(orderId);
    assertCancellable(order);
    await this.orders.apply(order.id, cancelOrder(order));
    await this.audit.record({
      kind: 'order.cancelled',
      subject: referenceOf(order.id),
      summary: `Cancelled order ${referenceOf(order.id)} (${reason})`,
      before: { status: order.status },
      after: { status: 'canceled' },
    });
    await this.vouchers.voidAllOfOrder(order.id, `Order cancelled: ${reason}`, new Date());
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
