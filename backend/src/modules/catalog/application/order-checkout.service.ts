import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { AppConfig } from '../../../shared/config/app-config';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { referenceOf } from '../../../shared/reference';
import { type DeliveryAddress, deliveryFor } from '../domain/delivery';
import { CheckoutPayments, SettledPayment } from '../../payment/payment.public';
import { cancelOrder, Order, payOrder, priceOrder, RequestedItem } from '../domain/order';
import { OrderAmountMismatchError, OrderNotFoundError, OrderNotPaidError } from '../domain/order.errors';
import { vouchersFor } from '../domain/voucher';
import { giftsOfCart } from '../domain/gift-delivery';
import { GiftDeliveryService } from './gift-delivery.service';
import { OrderQueryService, type OrderSummary } from './order-query.service';
import { ProductService } from './product.service';
import { ORDER_REPOSITORY, OrderRepository } from './order.ports';
import { VOUCHER_REPOSITORY, VoucherRepository } from './voucher.ports';

/** How a browser shows it bought an order: its session checked the order out, or it holds the payment's client secret. */
export interface BuyerProof {
  ownedOrderIds: readonly string[];
  clientSecret: string | null;
}

export interface CheckoutStarted {
  orderId: string;
  paymentIntentId: string;
  clientSecret: string;
  totalPence: number;
}

/** The shop's checkout: orders priced by the server, paid when the provider says so, vouchers for gift cards. */
@Injectable()
export class OrderCheckoutService implements OnModuleInit {
  private readonly logger = new Logger(OrderCheckoutService.name);

  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepository,
    @Inject(VOUCHER_REPOSITORY) private readonly vouchers: VoucherRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly payments: CheckoutPayments,
    private readonly queries: OrderQueryService,
    private readonly config: AppConfig,
    private readonly catalog: ProductService,
    private readonly gifts: GiftDeliveryService,
  ) {}

  onModuleInit(): void {
    this.payments.register('order', {
      fulfil: (payment) => this.fulfilOrderPayment(payment),
      // The provider failed: the order is cancelled and the error (Payment Setup Failed in the browser) goes back.
      abandon: (orderId) => this.cancelUnpaid(orderId),
    });
  }

  /**
   * Creates a pending order priced from the database (active products only) and a payment intent for
   * its total. The order is committed before the provider is called; if the provider fails the order
   * is canceled and the error (Payment Setup Failed in the browser) goes back to the caller.
   */
  async checkout(input: { items: RequestedItem[]; email: string; userId: string | null; delivery?: Partial<DeliveryAddress> }): Promise<CheckoutStarted> {
    const order = await this.createPendingOrder(input.items, input.email, input.userId, input.delivery);
    const intent = await this.payments.start('order', {
      referenceId: order.id,
      amountPence: order.totalPence,
      description: `Shop order ${referenceOf(order.id)}`,
      email: order.email,
    });
    return { orderId: order.id, ...intent, totalPence: order.totalPence };
  }

  /**
   * Called by the browser after its card payment: asks the provider (never the browser) whether the
   * intent succeeded, fulfils the order if that has not happened yet, and answers the order summary.
   * Only the buyer sees it (the voucher codes): the browser session that checked the order out
   * (`proof.ownedOrderIds`) or whoever holds the payment's client secret (`proof.clientSecret`, which only the
   * paying browser was given, and which a payment method that leaves the site brings back in the URL).
   */
  async confirmPayment(paymentIntentId: string, proof: BuyerProof): Promise<OrderSummary> {
    const payment = await this.payments.paymentFor(paymentIntentId);
    if (!payment || payment.kind !== 'order' || !(await this.isBuyer(payment.referenceId, paymentIntentId, proof))) throw new OrderNotFoundError();
    const settled = await payment.settle();
    if (settled.status !== 'succeeded') throw new OrderNotPaidError(settled.status);
    const summary = await this.queries.paidOrderSummary(payment.referenceId);
    if (!summary) throw new OrderNotPaidError('processing');
    return summary;
  }

  /**
   * The 'order' fulfiller: pays the order once, issues a voucher per gift card and records the event
   * for the e-mails, all in one transaction. Running it again for a paid order changes nothing.
   */
  @Transactional()
  async fulfilOrderPayment(payment: SettledPayment): Promise<void> {
    const order = await this.orders.lock(payment.referenceId);
    if (!order) throw new OrderNotFoundError();
    if (order.status === 'paid') {
      if (order.paymentIntentId !== payment.paymentIntentId) {
        this.logger.error({ orderId: order.id, paidWith: order.paymentIntentId, alsoPaid: payment.paymentIntentId }, 'Order paid twice: refund one payment');
      }
      return;
    }
    // Paid, then cancelled and refunded by staff: a replayed settlement of that payment changes nothing.
    if (order.status === 'canceled' && order.paidAt) return;
    if (payment.amountPence !== order.totalPence) {
      this.logger.error({ orderId: order.id, orderTotal: order.totalPence, paid: payment.amountPence }, 'Payment amount differs from the order total');
      throw new OrderAmountMismatchError();
    }
    const paidAt = new Date();
    const paid = payOrder(order, payment, paidAt);
    await this.orders.apply(order.id, paid);
    await this.vouchers.issue(vouchersFor(order.id, order.lines, paidAt, randomBytes));
    await this.events.publish(...paid.events);
    // A gift dated today (or a day this late payment has reached) goes to its recipient at once.
    await this.gifts.queueDueInTransaction(paidAt, order.id);
    this.logger.log({ orderId: order.id, totalPence: order.totalPence, isTest: payment.isTest }, 'Order paid');
  }

  private async isBuyer(orderId: string, paymentIntentId: string, proof: BuyerProof): Promise<boolean> {
    if (proof.ownedOrderIds.includes(orderId)) return true;
    return proof.clientSecret !== null && this.payments.clientSecretMatches(paymentIntentId, proof.clientSecret);
  }

  /** Merchandise adds the flat postage and needs a UK address; an order with none keeps no address. Gift card recipients are kept with it. */
  @Transactional()
  private async createPendingOrder(items: RequestedItem[], email: string, userId: string | null, address?: Partial<DeliveryAddress>): Promise<Order> {
    // Priced as the shop shows them: a gift card for an experience option at the option's price now.
    const products = await this.catalog.findActiveByIds(items.map((item) => item.productId));
    const { lines, totalPence } = priceOrder(items, products);
    const now = new Date();
    const gifts = giftsOfCart(items, products, now);
    const delivery = deliveryFor(lines, address);
    const shippingPence = delivery ? this.config.SHIPPING_PENCE : 0;
    const order = await this.orders.create({ email, userId, totalPence: totalPence + shippingPence, lines, delivery, shippingPence });
    await this.gifts.schedule(order, gifts, now);
    return order;
  }

  @Transactional()
  private async cancelUnpaid(orderId: string): Promise<void> {
    const order = await this.orders.lock(orderId);
    if (order?.status !== 'pending') return;
    await this.orders.apply(orderId, cancelOrder(order));
  }
}
