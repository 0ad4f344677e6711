import { StateMachine, type Transition } from '../../../shared/domain/state-machine';
import { ORDER_PAID_EVENT } from './catalog-events';
import type { DeliveryAddress } from './delivery';
import type { VoucherExperience } from './product';
import { EmptyOrderError, IllegalOrderTransitionError, InvalidQuantityError, OrderTooLargeError, ProductUnavailableError } from './order.errors';

export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;
/** The most a card payment can take in one go (£999,999.99). */
export const MAX_ORDER_PENCE = 99_999_999;

export type OrderStatus = 'pending' | 'paid' | 'canceled';

/**
 * The order state machine. An order is pending until its payment succeeds. It is canceled when its
 * payment could not even be set up; a payment that still succeeds for it later pays it all the same
 * (the customer's money buys what they ordered). Staff cancel a paid order not yet posted, refunding it
 * (docs/product.md, Staff panel: ORDERS).
 */
export const ORDER_MOVES = new StateMachine<OrderStatus>(
  {
    pending: ['paid', 'canceled'],
    paid: ['canceled'],
    canceled: ['paid'],
  },
  (from, to) => new IllegalOrderTransitionError(from, to),
);

/** What an order's status move writes with it: the payment, when it is paid. */
export type OrderChanges = Partial<Pick<Order, 'paymentIntentId' | 'isTest' | 'paidAt'>>;
export type OrderTransition = Transition<OrderStatus, OrderChanges>;

/** The provider reported the order's payment succeeded: the order is paid, and its receipt and vouchers follow. */
export function payOrder(order: Pick<Order, 'id' | 'status'>, payment: { paymentIntentId: string; isTest: boolean }, paidAt: Date): OrderTransition {
  return ORDER_MOVES.move(order.status, 'paid', { paymentIntentId: payment.paymentIntentId, isTest: payment.isTest, paidAt }, [
    ORDER_PAID_EVENT({ orderId: order.id }),
  ]);
}

/** An unpaid order whose payment could not be set up, or a paid one staff cancel (and refund). */
export function cancelOrder(order: Pick<Order, 'status'>): OrderTransition {
  return ORDER_MOVES.move(order.status, 'canceled', {});
}

/** What was sold on one line: a snapshot of the product at checkout, so later edits never change an order. */
export interface OrderLine {
  id: string;
  position: number;
  productId: string;
  productName: string;
  category: string;
  unitPricePence: number;
  quantity: number;
  /** The experience option a gift card for one was for (null otherwise): the vouchers it issues once paid are for it. */
  giftFor: VoucherExperience | null;
}

export interface Order {
  id: string;
  email: string;
  status: OrderStatus;
  totalPence: number;
  paymentIntentId: string | null;
  isTest: boolean;
  createdAt: Date;
  paidAt: Date | null;
  lines: OrderLine[];
  /** Where merchandise is posted (null when nothing is), the postage in the total, and when staff sent it. */
  delivery: DeliveryAddress | null;
  shippingPence: number;
  dispatchedAt: Date | null;
}

export type PricedLine = Omit<OrderLine, 'id'>;

/** A gift card's recipient as the buyer typed it at checkout (the day defaults to today; checked by `giftRecipient`). */
export interface GiftRequest {
  recipientName: string;
  recipientEmail: string;
  message?: string | null;
  deliverOn?: string | null;
}

/** A line of the customer's cart as the browser sends it: only ids and quantities, never prices. */
export interface RequestedItem {
  productId: string;
  quantity: number;
  /** A gift card line sent to a recipient on a chosen day (checked by `giftsOfCart`). */
  gift?: GiftRequest | null;
}

/** What pricing needs to know about an active product. */
export interface SellableProduct {
  id: string;
  name: string;
  category: string;
  /** Integer pence. */
  price: number;
  giftFor: VoucherExperience | null;
}

/** Merges repeated products, checking each quantity stays within 1..99. */
export function mergeItems(items: readonly RequestedItem[]): RequestedItem[] {
  if (items.length === 0) throw new EmptyOrderError();
  const merged = new Map<string, number>();
  for (const item of items) {
    if (!Number.isInteger(item.quantity) || item.quantity < MIN_LINE_QUANTITY || item.quantity > MAX_LINE_QUANTITY) {
      throw new InvalidQuantityError(MIN_LINE_QUANTITY, MAX_LINE_QUANTITY);
    }
    merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  }
  if ([...merged.values()].some((quantity) => quantity > MAX_LINE_QUANTITY)) throw new InvalidQuantityError(MIN_LINE_QUANTITY, MAX_LINE_QUANTITY);
  if (merged.size > MAX_ORDER_LINES) throw new OrderTooLargeError();
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Prices a cart from the server's products: every line at the product's current price. Any product
 * that is unknown or not active refuses the whole order (the customer sees which are gone).
 */
export function priceOrder(items: readonly RequestedItem[], activeProducts: readonly SellableProduct[]): { lines: PricedLine[]; totalPence: number } {
  const merged = mergeItems(items);
  const byId = new Map(activeProducts.map((product) => [product.id, product]));
  const missing = merged.filter((item) => !byId.has(item.productId)).map((item) => item.productId);
  if (missing.length > 0) throw new ProductUnavailableError(missing);
  const lines = merged.map((item, position) => {
    const product = byId.get(item.productId) as SellableProduct;
    return {
      position,
      productId: product.id,
      productName: product.name,
      category: product.category,
      unitPricePence: product.price,
      quantity: item.quantity,
      giftFor: product.giftFor,
    };
  });
  const totalPence = orderTotal(lines);
  if (totalPence > MAX_ORDER_PENCE) throw new OrderTooLargeError();
  return { lines, totalPence };
}

export function orderTotal(lines: readonly Pick<OrderLine, 'unitPricePence' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.unitPricePence * line.quantity, 0);
}
