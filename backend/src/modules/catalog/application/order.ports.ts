import type { DeliveryAddress } from '../domain/delivery';
import type { Order, OrderTransition, PricedLine } from '../domain/order';
import type { Page, PageRequest } from '../../../shared/database/like-pattern';
import type { GiftVoucher } from '../domain/voucher';

export interface NewOrder {
  email: string;
  /** The account signed in at checkout, if any. */
  userId: string | null;
  totalPence: number;
  lines: PricedLine[];
  delivery: DeliveryAddress | null;
  shippingPence: number;
}

export interface OrderWithVouchers extends Order {
  vouchers: GiftVoucher[];
}

/** Port: where orders and their lines are kept (the vouchers they issued: VoucherRepository). */
export interface OrderRepository {
  create(order: NewOrder): Promise<Order>;
  findById(id: string): Promise<Order | null>;
  /** The order, locked until the active transaction ends. */
  lock(id: string): Promise<Order | null>;
  /** Writes a status move the order's table allowed, with its fields. */
  apply(id: string, transition: OrderTransition): Promise<void>;
  /** Marks the order posted at `dispatchedAt`, or not posted (null: staff undid the mark). */
  setDispatched(id: string, dispatchedAt: Date | null): Promise<void>;
  /** Orders placed by the account (signed in) or sent to its e-mail, newest first, with their vouchers. */
  forCustomer(userId: string | null, email: string, options: { paidOnly: boolean; limit: number }): Promise<OrderWithVouchers[]>;
  /** Replaces the e-mail on the account's orders (account deletion); the orders stay for the accounts. */
  anonymiseCustomer(userId: string, email: string, replacementEmail: string): Promise<void>;
  /** Staff list: paid orders waiting to be posted first (oldest first), then the rest newest first; searchable by e-mail, name, reference or postcode. */
  listForStaff(request: PageRequest): Promise<Page<OrderWithVouchers>>;
  /** The e-mail of the order with this short reference (the first 8 hex digits of its id), or null. */
  emailOfReference(reference: string): Promise<string | null>;
  /** Integer pence of real (not test) orders paid in [from, to), postage and gift cards included. */
  paidBetween(from: Date, to: Date): Promise<number>;
  /** Paid orders holding merchandise not yet marked dispatched. */
  countToDispatch(): Promise<number>;
}

export const ORDER_REPOSITORY = Symbol('ORDER_REPOSITORY');

/** The account module's PersonalDataHolder port as the shop implements it (orders and the vouchers they issued). */
export const ORDER_PERSONAL_DATA = Symbol('ORDER_PERSONAL_DATA');
