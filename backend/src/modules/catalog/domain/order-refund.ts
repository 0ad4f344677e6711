import { fixedDomainError, domainError } from '../../../shared/errors/domain-error';
import { orderTotal, type Order } from './order';
import { londonDate } from './voucher-changes';

/** One refund of a paid order: the lines it covered (null: whatever was left), how much, why, and where it stands. */
export interface OrderRefund {
  id: string;
  orderId: string;
  lineIds: string[] | null;
  amountPence: number;
  reason: string;
  status: 'pending' | 'refunded' | 'failed';
  createdAt: Date;
  refundedAt: Date | null;
}

export type NewOrderRefund = Pick<OrderRefund, 'orderId' | 'lineIds' | 'amountPence' | 'reason'> & { staffUserId: string };

export class OrderNotRefundableError extends domainError('CATALOG.ORDER_NOT_REFUNDABLE', 'conflict') {}

export class OrderNotCancellableError extends domainError('CATALOG.ORDER_NOT_CANCELLABLE', 'conflict') {}

export class UnknownOrderLineError extends fixedDomainError('CATALOG.UNKNOWN_ORDER_LINE', 'invalid', 'That line is not part of this order.') {}

export class OrderUndoTooLateError extends domainError('CATALOG.ORDER_UNDO_TOO_LATE', 'conflict') {}

/** What counts against a payment: refunds given and those being given. */
const standing = (refunds: readonly OrderRefund[]) => refunds.filter((refund) => refund.status !== 'failed');

export function refundedPence(refunds: readonly OrderRefund[]): number {
  return standing(refunds).reduce((sum, refund) => sum + refund.amountPence, 0);
}

/**
 * What refunding `lineIds` of a paid order gives back (none named: the whole order, or what is left of it): each line
 * in full, once; postage comes back only with the whole order. Refused for an order not paid online, a line refunded
 * already or one not on the order, and when nothing is left.
 */
export function plannedRefund(order: Order, lineIds: readonly string[] | null, earlier: readonly OrderRefund[]): { lineIds: string[] | null; amountPence: number } {
  if (order.status !== 'paid' || !order.paymentIntentId) throw new OrderNotRefundableError('Only a paid order can be refunded.');
  const left = order.totalPence - refundedPence(earlier);
  if (left <= 0) throw new OrderNotRefundableError('This order has been refunded in full already.');
  if (!lineIds || lineIds.length === 0) return { lineIds: null, amountPence: left };
  const wanted = [...new Set(lineIds)];
  const lines = wanted.map((id) => order.lines.find((line) => line.id === id));
  if (lines.some((line) => !line)) throw new UnknownOrderLineError();
  const done = new Set(standing(earlier).flatMap((refund) => refund.lineIds ?? order.lines.map((line) => line.id)));
  const again = lines.find((line) => line && done.has(line.id));
  if (again) throw new OrderNotRefundableError(`${again.productName} has been refunded already.`);
  const amountPence = Math.min(orderTotal(lines as Order['lines']), left);
  return { lineIds: wanted, amountPence };
}

/** A staff cancellation: an order not yet paid, or a paid one whose merchandise has not been posted (it is refunded). */
export function assertCancellable(order: Order): void {
  if (order.status === 'canceled') throw new OrderNotCancellableError('This order is cancelled already.');
  if (order.dispatchedAt) throw new OrderNotCancellableError('This order has been dispatched: refund it instead.');
}

/** A mark staff made (dispatched, refunded) can be undone on the London day it was made, not later. */
export function assertUndoableToday(markedAt: Date | null, now: Date, what: string): void {
  if (markedAt && londonDate(markedAt) !== londonDate(now)) {
    throw new OrderUndoTooLateError(`${what} on an earlier day can no longer be undone.`);
  }
}
