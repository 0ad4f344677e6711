import { Inject, Injectable } from '@nestjs/common';
import type { OrderRefund } from '../domain/order-refund';
import { ORDER_REFUND_REPOSITORY, OrderRefundRepository } from './order-refund.ports';

export type { OrderRefund } from '../domain/order-refund';

/** The refunds staff gave on orders, as the ORDERS tab and the takings read them. */
@Injectable()
export class OrderRefundQueries {
  constructor(@Inject(ORDER_REFUND_REPOSITORY) private readonly refunds: OrderRefundRepository) {}

  /** Integer pence refunded on real orders between two instants (the takings subtract it). */
  refundedBetween(from: Date, to: Date): Promise<number> {
    return this.refunds.refundedBetween(from, to);
  }

  /** The refunds of each order, oldest first (the ORDERS tab). */
  refundsOf(orderIds: readonly string[]): Promise<OrderRefund[]> {
    return this.refunds.refundsOf(orderIds);
  }
}
