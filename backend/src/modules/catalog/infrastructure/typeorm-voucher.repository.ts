import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { In } from 'typeorm';
import { lockedRowById } from '../../../shared/database/row-by-id';
import type { VoucherBalance, VoucherRepository } from '../application/voucher.ports';
import type { GiftVoucher, NewVoucher } from '../domain/voucher';
import type { VoucherChange } from '../domain/voucher-changes';
import { GiftVoucherChangeEntity, GiftVoucherEntity } from './order.entity';
import { toVoucher } from './typeorm-order.repository';

/** Staff's voucher writes and their record in Postgres; joins the caller's transaction. */
@Injectable()
export class TypeOrmVoucherRepository implements VoucherRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  private get vouchers() {
    return this.txHost.tx.getRepository(GiftVoucherEntity);
  }

  private get changes() {
    return this.txHost.tx.getRepository(GiftVoucherChangeEntity);
  }

  lock(id: string): Promise<GiftVoucher | null> {
    return lockedRowById(this.vouchers, 'gift_voucher', id, toVoucher);
  }

  async insert({ experience, voided, ...voucher }: NewVoucher): Promise<GiftVoucher> {
    const row = await this.vouchers.save(
      this.vouchers.create({
        ...voucher,
        experienceId: experience?.experienceId ?? null,
        optionId: experience?.optionId ?? null,
        voidedAt: voided?.at ?? null,
        voidReason: voided?.reason ?? null,
      }),
    );
    return toVoucher(row);
  }

  async setExpiry(id: string, expiresAt: Date): Promise<void> {
    await this.vouchers.update({ id }, { expiresAt });
  }

  async setVoided(id: string, voided: { at: Date; reason: string }): Promise<void> {
    await this.vouchers.update({ id }, { voidedAt: voided.at, voidReason: voided.reason });
  }

  async record(change: Omit<VoucherChange, 'createdAt'>): Promise<void> {
    await this.changes.insert(change);
  }

  async changesOf(voucherIds: readonly string[]): Promise<VoucherChange[]> {
    if (voucherIds.length === 0) return [];
    const rows = await this.changes.find({ where: { voucherId: In([...voucherIds]) }, order: { createdAt: 'ASC' } });
    return rows.map(({ id: _id, ...change }) => change);
  }

  async unexpired(now: Date): Promise<VoucherBalance[]> {
    const rows: { id: string; valuePence: number }[] = await this.vouchers
      .createQueryBuilder('v')
      .select('v.id', 'id')
      .addSelect('v.value_pence', 'valuePence')
      .where('v.expires_at > :now AND v.voided_at IS NULL', { now })
      .getRawMany();
    return rows.map((row) => ({ id: row.id, valuePence: Number(row.valuePence) }));
  }
}
