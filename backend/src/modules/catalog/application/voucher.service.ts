import { Inject, Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../shared/database/like-pattern';
import { GiftVoucher, normalizeVoucherCode } from '../domain/voucher';
import { VOUCHER_REPOSITORY, type VoucherBalance, type VoucherRepository } from './voucher.ports';


/** The gift vouchers the shop issued, as other modules (booking redeems them) and staff read them. */
@Injectable()
export class VoucherService {
  constructor(
    @Inject(VOUCHER_REPOSITORY) private readonly vouchers: VoucherRepository,
  ) {}

  /** The voucher a customer typed (any case, spaces or no dashes), or null when there is none. */
  async findByCode(typed: string): Promise<GiftVoucher | null> {
    const code = normalizeVoucherCode(typed);
    return code ? this.vouchers.findByCode(code) : null;
  }

  /** The same, locked until the active transaction ends: a refund voiding it waits for the redemption, or goes first. */
  async lockByCode(typed: string): Promise<GiftVoucher | null> {
    const code = normalizeVoucherCode(typed);
    return code ? this.vouchers.lockByCode(code) : null;
  }

  findById(id: string): Promise<GiftVoucher | null> {
    return this.vouchers.findById(id);
  }

  /** Vouchers not expired or void at `now`, used or not (booking knows which are used): what the business may still owe. */
  unexpired(now: Date): Promise<VoucherBalance[]> {
    return this.vouchers.unexpired(now);
  }

  /** One page of vouchers, newest first, for the admin VOUCHERS tab (search: code, product, buyer e-mail or order reference). */
  listForStaff(request: PageRequest): Promise<Page<GiftVoucher>> {
    return this.vouchers.page(request);
  }
}
