import { Inject, Injectable } from '@nestjs/common';
import { referenceOf } from '../../../shared/reference';
import type { DeliveryAddress } from '../domain/delivery';
import { OrderNotFoundError } from '../domain/order.errors';
import { OrderLinks } from './order-links';
import { ORDER_REPOSITORY, OrderRepository, OrderWithVouchers } from './order.ports';
import { VOUCHER_REPOSITORY, VoucherRepository } from './voucher.ports';

/** What /confirmation shows of a paid order, with the token of the signed link that opens it again. */
export interface OrderSummary {
  orderId: string;
  reference: string;
  email: string;
  lines: { name: string; quantity: number; unitPricePence: number }[];
  /** Postage, integer pence (0 when nothing is posted). */
  shippingPence: number;
  /** Where the merchandise is posted; null when nothing is. */
  delivery: DeliveryAddress | null;
  totalPence: number;
  vouchers: { code: string; productName: string; valuePence: number; expiresAt: Date }[];
  confirmationToken: string;
}

/** A dashboard shows at most this many orders. */
const CUSTOMER_ORDERS_LIMIT = 200;

/** Reading orders: for the e-mails, a customer's dashboard, the staff customer look-up and the takings. */
@Injectable()
export class OrderQueryService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepository,
    @Inject(VOUCHER_REPOSITORY) private readonly vouchers: VoucherRepository,
    private readonly links: OrderLinks,
  ) {}

  /** The order with its vouchers (for the receipt e-mail). */
  async orderWithVouchers(orderId: string): Promise<OrderWithVouchers | null> {
    const order = await this.orders.findById(orderId);
    return order ? { ...order, vouchers: await this.vouchers.ofOrder(orderId) } : null;
  }

  /** The order with its vouchers (for the staff ORDERS tab); CATALOG.ORDER_NOT_FOUND when there is none. */
  async existingOrderWithVouchers(orderId: string): Promise<OrderWithVouchers> {
    const order = await this.orderWithVouchers(orderId);
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  /** A paid order's confirmation (lines, total, voucher codes) and its signed link; null while it is not paid. */
  async paidOrderSummary(orderId: string): Promise<OrderSummary | null> {
    const order = await this.orderWithVouchers(orderId);
    if (order?.status !== 'paid') return null;
    return {
      orderId: order.id,
      reference: referenceOf(order.id),
      email: order.email,
      lines: order.lines.map((line) => ({ name: line.productName, quantity: line.quantity, unitPricePence: line.unitPricePence })),
      shippingPence: order.shippingPence,
      delivery: order.delivery,
      totalPence: order.totalPence,
      vouchers: order.vouchers.map((voucher) => ({ code: voucher.code, productName: voucher.productName, valuePence: voucher.valuePence, expiresAt: voucher.expiresAt })),
      confirmationToken: this.links.tokenFor(order),
    };
  }

  /** The paid order a signed confirmation link names, for any browser that has the link (no session needed). */
  async confirmationByLink(token: string): Promise<OrderSummary> {
    const summary = await this.paidOrderSummary(this.links.idOf(token));
    if (!summary) throw new OrderNotFoundError();
    return summary;
  }

  /** An account's paid orders (placed signed in, or sent to its e-mail), newest first, for its dashboard. */
  paidForCustomer(userId: string, email: string): Promise<OrderWithVouchers[]> {
    return this.orders.forCustomer(userId, email, { paidOnly: true, limit: CUSTOMER_ORDERS_LIMIT });
  }

  /** Staff customer look-up: every order sent to an e-mail (any status), newest first, with its vouchers. */
  ordersOfEmail(email: string): Promise<OrderWithVouchers[]> {
    return this.orders.forCustomer(null, email, { paidOnly: false, limit: CUSTOMER_ORDERS_LIMIT });
  }

  /** The e-mail an order reference was placed under, or null. */
  emailOfReference(reference: string): Promise<string | null> {
    return this.orders.emailOfReference(reference);
  }

  /** Integer pence of real orders paid between two instants (gift cards count when sold). */
  takingsBetween(from: Date, to: Date): Promise<number> {
    return this.orders.paidBetween(from, to);
  }
}
