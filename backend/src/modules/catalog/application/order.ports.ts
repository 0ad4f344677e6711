import type { Order, OrderStatus, PricedLine } from '../domain/order';
import type { GiftVoucher, NewVoucher } from '../domain/voucher';

export interface NewOrder {
  email: string;
  totalPence: number;
  lines: PricedLine[];
}

export interface OrderWithVouchers extends Order {
  vouchers: GiftVoucher[];
}

/** Port: where orders, their lines and the gift vouchers they issued are kept. */
export interface OrderRepository {
  create(order: NewOrder): Promise<Order>;
  findById(id: string): Promise<Order | null>;
  /** The order, locked until the active transaction ends. */
  lock(id: string): Promise<Order | null>;
  setStatus(id: string, status: OrderStatus, payment?: { paymentIntentId: string; isTest: boolean; paidAt: Date }): Promise<void>;
  /** Stores vouchers; a voucher slot (order line, sequence) already issued is kept as it was. */
  issueVouchers(vouchers: NewVoucher[]): Promise<void>;
  vouchersOf(orderId: string): Promise<GiftVoucher[]>;
  /** The voucher with exactly this (printed) code. */
  voucherByCode(code: string): Promise<GiftVoucher | null>;
  voucherById(id: string): Promise<GiftVoucher | null>;
  /** Newest first, for staff. */
  listVouchers(limit: number): Promise<GiftVoucher[]>;
  /** Newest first, with their vouchers, for staff. */
  listRecent(limit: number): Promise<OrderWithVouchers[]>;
}

export const ORDER_REPOSITORY = Symbol('ORDER_REPOSITORY');
