import type { NewOrderRefund, OrderRefund } from '../domain/order-refund';

/** Port: the refunds staff give on orders. Writes join the caller's transaction. */
export interface OrderRefundRepository {
  /** Every refund of the orders, oldest first. */
  refundsOf(orderIds: readonly string[]): Promise<OrderRefund[]>;
  /** Reserves a refund ('pending') before the provider is asked. */
  insert(refund: NewOrderRefund): Promise<OrderRefund>;
  /** The provider gave the money back at `at`. */
  markRefunded(id: string, at: Date): Promise<void>;
  /** The provider refused the refund. */
  markFailed(id: string): Promise<void>;
  /** Integer pence refunded on real (not test) orders in [from, to): what comes off the shop's takings. */
  refundedBetween(from: Date, to: Date): Promise<number>;
}

export const ORDER_REFUND_REPOSITORY = Symbol('ORDER_REFUND_REPOSITORY');
