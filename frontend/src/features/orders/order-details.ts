import { parseJson } from '../../lib/parse-json';
import type { OrderSummary } from './api/orders-api';

/** The saved order details live in session storage under this key (docs/product.md, Checkout and confirmation). */
export const ORDER_DETAILS_KEY = 'orderDetails';

export interface SavedVoucher {
  code: string;
  productName: string;
  /** Its value in pence (older saved orders have none). */
  valuePence?: number;
  expiresAt: string;
}

/** The cart shape: lines with price in pence, totalAmount in pounds (2 decimals); plus the vouchers issued. */
export interface CartOrderDetails {
  items: { name: string; price: number; quantity: number }[];
  totalAmount: string;
  email: string;
  orderId?: string;
  /** The short order reference to quote. */
  reference?: string;
  vouchers?: SavedVoucher[];
  /** The signed link token that shows the order again without the session cookie (/confirmation?order={token}). */
  confirmationToken?: string;
  /** Postage in pence, when merchandise is posted (docs/product.md, Shop and cart). */
  shippingPence?: number;
  /** The lines of the address the merchandise is posted to. */
  deliveryAddress?: string[];
}

/** What a single session is: at the Exeter simulator, online coaching, or the course (its date arranged later). */
export type SessionKind = 'slot' | 'online' | 'course';

/** The single-session shape (the booking form and the course save it); plus the gift voucher that paid, if one did. */
export interface SessionOrderDetails {
  /** Older saved bookings have none: a simulator session. */
  kind?: SessionKind;
  sessionName: string;
  /** The session's date; for the course, the preferred date ('' when none was given). */
  date: string;
  timeSlot?: string;
  totalPrice?: number | string;
  totalAmount: string;
  email: string;
  voucherCode?: string;
  /** Pence the gift voucher covered. */
  voucherPence?: number;
  /** The booking's short reference. */
  reference?: string;
  /** The signed manage-my-booking token (simulator sessions; the browser that booked only). */
  manageToken?: string;
}

export type OrderDetails = CartOrderDetails | SessionOrderDetails;

export function isCartOrder(details: OrderDetails): details is CartOrderDetails {
  return 'items' in details;
}

/** The cart shape for /confirmation, from the server's order summary (prices and codes as the server has them). */
export function cartOrderDetails(summary: OrderSummary): CartOrderDetails {
  return {
    items: summary.lines.map((line) => ({ name: line.name, price: line.unitPricePence, quantity: line.quantity })),
    totalAmount: (summary.totalPence / 100).toFixed(2),
    email: summary.email || 'your email',
    orderId: summary.orderId,
    reference: summary.reference,
    vouchers: summary.vouchers,
    confirmationToken: summary.confirmationToken,
    ...(summary.shippingPence > 0 ? { shippingPence: summary.shippingPence } : {}),
    ...(summary.delivery ? { deliveryAddress: addressLines(summary.delivery) } : {}),
  };
}

/** The address as the lines of an envelope (no empty second line), as the receipt e-mail prints it. */
const addressLines = (address: NonNullable<OrderSummary['delivery']>): string[] =>
  [address.name, address.line1, address.line2, address.town, address.postcode].filter((line): line is string => Boolean(line));

/** The kind of a single session, for the confirmation page to say what happens next. */
export const sessionKindOf = (details: SessionOrderDetails): SessionKind => details.kind ?? 'slot';

const SESSION_KINDS: readonly SessionKind[] = ['slot', 'online', 'course'];

export function saveOrderDetails(details: OrderDetails, storage: Storage = sessionStorage): void {
  storage.setItem(ORDER_DETAILS_KEY, JSON.stringify(details));
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `{ [key]: value }` when the record holds a non-empty text there, else nothing. */
const optionalText = <K extends string>(record: Record<string, unknown>, key: K): Partial<Record<K, string>> =>
  isText(record[key]) && record[key] ? ({ [key]: record[key] } as Partial<Record<K, string>>) : {};

/** Reads either shape back; anything else (missing, corrupted, tampered) is no saved order. */
export function readOrderDetails(storage: Storage = sessionStorage): OrderDetails | null {
  const value = parseJson(storage.getItem(ORDER_DETAILS_KEY));
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const email = isText(record.email) && record.email ? record.email : 'your email';
  const totalAmount = isText(record.totalAmount) ? record.totalAmount : isWhole(record.totalAmount) ? (record.totalAmount as number).toFixed(2) : null;
  if (Array.isArray(record.items)) {
    const items = record.items.filter(
      (item): item is CartOrderDetails['items'][number] =>
        typeof item === 'object' && item !== null && isText(item.name) && isWhole(item.price) && isWhole(item.quantity),
    );
    if (items.length === 0 || totalAmount === null) return null;
    const vouchers = Array.isArray(record.vouchers)
      ? record.vouchers.filter(
          (voucher): voucher is SavedVoucher =>
            typeof voucher === 'object' && voucher !== null && isText(voucher.code) && isText(voucher.productName) && isText(voucher.expiresAt),
        )
      : [];
    return {
      items,
      totalAmount,
      email,
      orderId: isText(record.orderId) ? record.orderId : undefined,
      ...optionalText(record, 'reference'),
      vouchers,
      ...optionalText(record, 'confirmationToken'),
      ...(isWhole(record.shippingPence) && record.shippingPence > 0 ? { shippingPence: record.shippingPence } : {}),
      ...(Array.isArray(record.deliveryAddress) && record.deliveryAddress.every(isText) ? { deliveryAddress: record.deliveryAddress } : {}),
    };
  }
  if (isText(record.sessionName) && totalAmount !== null) {
    return {
      ...(SESSION_KINDS.includes(record.kind as SessionKind) ? { kind: record.kind as SessionKind } : {}),
      sessionName: record.sessionName,
      date: isText(record.date) ? record.date : '',
      timeSlot: isText(record.timeSlot) ? record.timeSlot : undefined,
      totalPrice: isWhole(record.totalPrice) || isText(record.totalPrice) ? record.totalPrice : undefined,
      totalAmount,
      email,
      ...optionalText(record, 'voucherCode'),
      ...(isWhole(record.voucherPence) && record.voucherPence > 0 ? { voucherPence: record.voucherPence } : {}),
      ...optionalText(record, 'reference'),
      ...optionalText(record, 'manageToken'),
    };
  }
  return null;
}
