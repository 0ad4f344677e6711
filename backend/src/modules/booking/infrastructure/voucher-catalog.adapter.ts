import { Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../shared/database/like-pattern';
import { type GiftVoucher, VoucherService } from '../../catalog/catalog.public';
import type { IssuedVoucher, VoucherCatalog } from '../application/voucher-redemption';

const toIssued = (voucher: GiftVoucher): IssuedVoucher => ({
  id: voucher.id,
  code: voucher.code,
  name: voucher.productName,
  valuePence: voucher.valuePence,
  experience: voucher.experience,
  issuedAt: voucher.issuedAt,
  expiresAt: voucher.expiresAt,
  voidedAt: voucher.voided?.at ?? null,
  voidReason: voucher.voided?.reason ?? null,
  recipientEmail: voucher.recipientEmail,
});

/** Booking's VOUCHER_CATALOG port, answered by the catalog module's voucher service. */
@Injectable()
export class VoucherCatalogAdapter implements VoucherCatalog {
  constructor(private readonly vouchers: VoucherService) {}

  async findByCode(typed: string): Promise<IssuedVoucher | null> {
    const voucher = await this.vouchers.findByCode(typed);
    return voucher && toIssued(voucher);
  }

  async lockByCode(typed: string): Promise<IssuedVoucher | null> {
    const voucher = await this.vouchers.lockByCode(typed);
    return voucher && toIssued(voucher);
  }

  async findById(id: string): Promise<IssuedVoucher | null> {
    const voucher = await this.vouchers.findById(id);
    return voucher && toIssued(voucher);
  }

  unexpired(now: Date): Promise<{ id: string; valuePence: number }[]> {
    return this.vouchers.unexpired(now);
  }

  async listPage(request: PageRequest): Promise<Page<IssuedVoucher>> {
    const { items, total } = await this.vouchers.listForStaff(request);
    return { items: items.map(toIssued), total };
  }
}
