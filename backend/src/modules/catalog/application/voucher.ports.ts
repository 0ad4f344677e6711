import type { GiftVoucher, NewVoucher } from '../domain/voucher';
import type { VoucherChange } from '../domain/voucher-changes';

/** Port: staff's writes to gift vouchers and the record of why (reads of vouchers stay with the order repository). */
export interface VoucherRepository {
  /** The voucher, locked until the active transaction ends; null when there is none with that id. */
  lock(id: string): Promise<GiftVoucher | null>;
  /** Stores a voucher staff issued by hand and answers it with its id. */
  insert(voucher: NewVoucher): Promise<GiftVoucher>;
  setExpiry(id: string, expiresAt: Date): Promise<void>;
  setVoided(id: string, voided: { at: Date; reason: string }): Promise<void>;
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
