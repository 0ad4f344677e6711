import { Inject, Injectable } from '@nestjs/common';
import { ORDER_REPOSITORY, OrderRepository, OrderWithVouchers } from './order.ports';

/** A dashboard shows at most this many orders. */
const CUSTOMER_ORDERS_LIMIT = 200;

/** Reading orders: for the e-mails, a customer's dashboard, the staff customer look-up and the takings. */
@Injectable()
export class OrderQueryService {
  constructor(@Inject(ORDER_REPOSITORY) private readonly orders: OrderRepository) {}

  /** The order with its vouchers (for the receipt e-mail). */
  async orderWithVouchers(orderId: string): Promise<OrderWithVouchers | null> {
    const order = await this.orders.findById(orderId);
    return order ? { ...order, vouchers: await this.orders.vouchersOf(orderId) } : null;
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
