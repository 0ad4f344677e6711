import { fixedDomainError, domainError } from '../../../shared/errors/domain-error';
import { orderTotal, type Order } from './order';
import type { GiftVoucher } from './voucher';
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

export class GiftCardUsedError extends domainError('CATALOG.GIFT_CARD_USED', 'conflict') {}

export class OrderUndoTooLateError extends domainError('CATALOG.ORDER_UNDO_TOO_LATE', 'conflict') {}

/** What counts against a payment: refunds given and those being given. */
const standing = (refunds: readonly OrderRefund[]) => refunds.filter((refund) => refund.status !== 'failed');

export function refundedPence(refunds: readonly OrderRefund[]): number {
  return standing(refunds).reduce((sum, refund) => sum + refund.amountPence, 0);
}

/** A planned refund: the lines named (null: what is left), how much, and the lines it gives back (their gift cards end). */
export interface PlannedRefund {
  lineIds: string[] | null;
  amountPence: number;
  linesBack: string[];
}

/**
 * What refunding `lineIds` of a paid order gives back (none named: the whole order, or what is left of it): each line
 * in full, once; postage comes back only with the whole order. Refused for an order not paid online, a line refunded
 * already or one not on the order, and when nothing is left.
 */
export function plannedRefund(order: Order, lineIds: readonly string[] | null, earlier: readonly OrderRefund[]): PlannedRefund {
  if (order.status !== 'paid' || !order.paymentIntentId) throw new OrderNotRefundableError('Only a paid order can be refunded.');
  const left = order.totalPence - refundedPence(earlier);
  if (left <= 0) throw new OrderNotRefundableError('This order has been refunded in full already.');
  const done = new Set(standing(earlier).flatMap((refund) => refund.lineIds ?? order.lines.map((line) => line.id)));
  if (!lineIds || lineIds.length === 0) {
    return { lineIds: null, amountPence: left, linesBack: order.lines.filter((line) => !done.has(line.id)).map((line) => line.id) };
  }
  const wanted = [...new Set(lineIds)];
  const lines = wanted.map((id) => order.lines.find((line) => line.id === id));
  if (lines.some((line) => !line)) throw new UnknownOrderLineError();
  const again = lines.find((line) => line && done.has(line.id));
  if (again) throw new OrderNotRefundableError(`${again.productName} has been refunded already.`);
  const amountPence = Math.min(orderTotal(lines as Order['lines']), left);
  return { lineIds: wanted, amountPence, linesBack: wanted };
}

/**
 * Gift cards are non-refundable once used (docs/product.md, Staff panel: ORDERS): a refund that gives back a line whose
 * voucher a booking or a course has used, even in part, is refused; `used` are the ids of the vouchers used.
 */
export function assertGiftCardsUnused(vouchers: readonly Pick<GiftVoucher, 'id' | 'code' | 'productName'>[], used: readonly string[]): void {
  const spent = vouchers.find((voucher) => used.includes(voucher.id));
  if (spent) {
    throw new GiftCardUsedError(
      `${spent.productName} voucher ${spent.code} has been used, so it cannot be refunded: refund the order's other lines instead.`,
    );
  }
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
