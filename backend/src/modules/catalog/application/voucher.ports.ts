import type { Page, PageRequest } from '../../../shared/database/like-pattern';
import type { GiftVoucher, NewVoucher } from '../domain/voucher';
import type { VoucherChange, VoucherTransition } from '../domain/voucher-changes';

/** Port: where gift vouchers (bought with an order or issued by staff) and the record of staff's changes are kept. */
export interface VoucherRepository {
  /** Stores an order's vouchers; a voucher slot (order line, sequence) already issued is kept as it was. */
  issue(vouchers: NewVoucher[]): Promise<void>;
  /** The vouchers an order issued, by product then sequence. */
  ofOrder(orderId: string): Promise<GiftVoucher[]>;
  /** The voucher with exactly this (printed) code. */
  findByCode(code: string): Promise<GiftVoucher | null>;
  /** The same, locked until the active transaction ends. */
  lockByCode(code: string): Promise<GiftVoucher | null>;
  findById(id: string): Promise<GiftVoucher | null>;
  /** One page of vouchers, newest first, for staff; searchable by code, product, buyer e-mail or order reference. */
  page(request: PageRequest): Promise<Page<GiftVoucher>>;
  /** The voucher, locked until the active transaction ends; null when there is none with that id. */
  lock(id: string): Promise<GiftVoucher | null>;
  /** Stores a voucher staff issued by hand and answers it with its id. */
  insert(voucher: NewVoucher): Promise<GiftVoucher>;
  setExpiry(id: string, expiresAt: Date): Promise<void>;
  /** Writes a move the voucher's table allowed (to void, with when and why). */
  apply(id: string, transition: VoucherTransition): Promise<void>;
  /** Voids the order's vouchers not voided yet, with the reason (the order was cancelled). */
  voidAllOfOrder(orderId: string, reason: string, at: Date): Promise<void>;
  /** The vouchers the order lines issued, locked until the active transaction ends (a redemption locks its voucher too). */
  lockOfLines(lineIds: readonly string[]): Promise<GiftVoucher[]>;
  /** Voids these vouchers (those not voided yet) with the reason; answers the ids it voided. */
  voidAll(ids: readonly string[], reason: string, at: Date): Promise<string[]>;
  /** Makes good again the vouchers voided with exactly this reason (a refund the provider refused). */
  unvoid(ids: readonly string[], reason: string): Promise<void>;
  record(change: Omit<VoucherChange, 'createdAt'>): Promise<void>;
  /** The changes to each of the vouchers, oldest first. */
  changesOf(voucherIds: readonly string[]): Promise<VoucherChange[]>;
  /** Vouchers still redeemable at `now` (not expired, not void), used or not: their ids and values. */
  unexpired(now: Date): Promise<VoucherBalance[]>;
}

/** A voucher's id and the integer pence it is worth. */
export interface VoucherBalance {
  id: string;
  valuePence: number;
}

export const VOUCHER_REPOSITORY = Symbol('VOUCHER_REPOSITORY');
