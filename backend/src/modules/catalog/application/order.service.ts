import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { PaymentService, SettledPayment } from '../../payment/application/payment.service';
import { assertOrderTransition, Order, priceOrder, RequestedItem } from '../domain/order';
import { OrderAmountMismatchError, OrderNotFoundError, OrderNotPaidError } from '../domain/order.errors';
import { vouchersFor } from '../domain/voucher';
import { PRODUCT_REPOSITORY, ProductRepository } from './catalog.ports';
import { ORDER_REPOSITORY, OrderRepository, OrderWithVouchers } from './order.ports';

/** Told to the worker once an order is paid: the receipt and one e-mail per gift voucher follow. */
export const ORDER_PAID_EVENT = 'order.paid';

export interface OrderSummary {
  orderId: string;
  email: string;
  lines: { name: string; quantity: number; unitPricePence: number }[];
  totalPence: number;
  vouchers: { code: string; productName: string; expiresAt: Date }[];
}

export interface CheckoutStarted {
  orderId: string;
  paymentIntentId: string;
  clientSecret: string;
  totalPence: number;
}

const STAFF_LIST_LIMIT = 200;

/** The shop's orders: checkout priced by the server, paid when the provider says so, vouchers for gift cards. */
@Injectable()
export class OrderService implements OnModuleInit {
  private readonly logger = new Logger(OrderService.name);

  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepository,
    @Inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly payments: PaymentService,
  ) {}

  onModuleInit(): void {
    this.payments.registerFulfiller('order', (payment) => this.fulfilOrderPayment(payment));
  }

  /**
   * Creates a pending order priced from the database (active products only) and a payment intent for
   * its total. The order is committed before the provider is called; if the provider fails the order
   * is canceled and the error (Payment Setup Failed in the browser) goes back to the caller.
   */
  async checkout(input: { items: RequestedItem[]; email: string }): Promise<CheckoutStarted> {
    const order = await this.createPendingOrder(input.items, input.email);
    try {
      const intent = await this.payments.createIntent({
        kind: 'order',
        referenceId: order.id,
        amountPence: order.totalPence,
        description: `Shop order ${order.id.slice(0, 8).toUpperCase()}`,
        email: order.email,
        idempotencyKey: `order:${order.id}`,
      });
      return { orderId: order.id, paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, totalPence: order.totalPence };
    } catch (error) {
      await this.cancelUnpaid(order.id).catch((cancelError) =>
        this.logger.warn({ orderId: order.id, err: cancelError }, 'Could not cancel an order whose payment setup failed'),
      );
      throw error;
    }
  }

  /**
   * Called by the browser after its card payment: asks the provider (never the browser) whether the
   * intent succeeded, fulfils the order if that has not happened yet, and answers the order summary.
   * `ownedOrderIds` are the orders this browser session checked out: nobody else sees the voucher codes.
   */
  async confirmPayment(paymentIntentId: string, ownedOrderIds: readonly string[]): Promise<OrderSummary> {
    const payment = await this.payments.paymentFor(paymentIntentId);
    if (!payment || payment.kind !== 'order' || !ownedOrderIds.includes(payment.referenceId)) throw new OrderNotFoundError();
    const settled = await this.payments.settle(paymentIntentId);
    if (settled.status !== 'succeeded') throw new OrderNotPaidError(settled.status);
    const order = await this.orders.findById(payment.referenceId);
    if (!order) throw new OrderNotFoundError();
    if (order.status !== 'paid') throw new OrderNotPaidError('processing');
    return this.summaryOf(order);
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
    if (payment.amountPence !== order.totalPence) {
      this.logger.error({ orderId: order.id, orderTotal: order.totalPence, paid: payment.amountPence }, 'Payment amount differs from the order total');
      throw new OrderAmountMismatchError();
    }
    assertOrderTransition(order.status, 'paid');
    const paidAt = new Date();
    await this.orders.setStatus(order.id, 'paid', { paymentIntentId: payment.paymentIntentId, isTest: payment.isTest, paidAt });
    await this.orders.issueVouchers(vouchersFor(order.id, order.lines, paidAt, randomBytes));
    await this.events.publish({ type: ORDER_PAID_EVENT, payload: { orderId: order.id } });
    this.logger.log({ orderId: order.id, totalPence: order.totalPence, isTest: payment.isTest }, 'Order paid');
  }

  /** The order with its vouchers (for the receipt e-mail). */
  async orderWithVouchers(orderId: string): Promise<OrderWithVouchers | null> {
    const order = await this.orders.findById(orderId);
    return order ? { ...order, vouchers: await this.orders.vouchersOf(orderId) } : null;
  }

  /** Recent orders, newest first, for the admin ORDERS tab. */
  async listForStaff(): Promise<OrderWithVouchers[]> {
    return this.orders.listRecent(STAFF_LIST_LIMIT);
  }

  @Transactional()
  private async createPendingOrder(items: RequestedItem[], email: string): Promise<Order> {
    const products = await this.products.findActiveByIds(items.map((item) => item.productId));
    const { lines, totalPence } = priceOrder(items, products);
    return this.orders.create({ email, totalPence, lines });
  }

  @Transactional()
  private async cancelUnpaid(orderId: string): Promise<void> {
    const order = await this.orders.lock(orderId);
    if (order?.status !== 'pending') return;
    assertOrderTransition(order.status, 'canceled');
    await this.orders.setStatus(orderId, 'canceled');
  }

  private async summaryOf(order: Order): Promise<OrderSummary> {
    const vouchers = await this.orders.vouchersOf(order.id);
    return {
      orderId: order.id,
      email: order.email,
      lines: order.lines.map((line) => ({ name: line.productName, quantity: line.quantity, unitPricePence: line.unitPricePence })),
      totalPence: order.totalPence,
      vouchers: vouchers.map((voucher) => ({ code: voucher.code, productName: voucher.productName, expiresAt: voucher.expiresAt })),
    };
  }
}
