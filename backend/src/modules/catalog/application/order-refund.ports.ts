import type { NewOrderRefund, OrderRefund } from '../domain/order-refund';

/** Port: the refunds staff give on orders. Writes join the caller's transaction. */
export interface OrderRefundRepository {
  /** Every refund of the orders, oldest first. */
  refundsOf(orderIds: readonly string[]): Promise<OrderRefund[]>;
  /** Reserves a refund ('pending') before the provider is asked. */
  insert(refund: NewOrderRefund): Promise<OrderRefund>;
  /** The provider's answer: 'refunded' (at `at`) or 'failed'. */
  complete(id: string, status: 'refunded' | 'failed', at: Date): Promise<void>;
  /** Integer pence refunded on real (not test) orders in [from, to): what comes off the shop's takings. */
  refundedBetween(from: Date, to: Date): Promise<number>;
  /** Voids the order's vouchers not voided yet, with the reason (the order was cancelled or refunded in full). */
  voidVouchersOf(orderId: string, reason: string, at: Date): Promise<void>;
}

export const ORDER_REFUND_REPOSITORY = Symbol('ORDER_REFUND_REPOSITORY');
