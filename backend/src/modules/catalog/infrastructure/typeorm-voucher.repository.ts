import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { In, IsNull } from 'typeorm';
import { containsPattern, type Page, type PageRequest } from '../../../shared/database/like-pattern';
import { pageOfRows } from '../../../shared/database/page-of-rows';
import { lockedRowById, rowById } from '../../../shared/database/row-by-id';
import { hasReference } from '../../../shared/reference';
import type { VoucherBalance, VoucherRepository } from '../application/voucher.ports';
import type { GiftVoucher, NewVoucher } from '../domain/voucher';
import type { VoucherChange, VoucherTransition } from '../domain/voucher-changes';
import { GiftVoucherChangeEntity, GiftVoucherEntity, OrderEntity } from './order.entity';
import { insertRows } from '../../../shared/database/entity-statements';

export const toVoucher = (row: GiftVoucherEntity): GiftVoucher => ({
  id: row.id,
  code: row.code,
  orderId: row.orderId,
  orderLineId: row.orderLineId,
  sequence: row.sequence,
  productId: row.productId,
  productName: row.productName,
  valuePence: row.valuePence,
  experience: row.experienceId && row.optionId ? { experienceId: row.experienceId, optionId: row.optionId } : null,
  issuedAt: row.issuedAt,
  expiresAt: row.expiresAt,
  recipientEmail: row.recipientEmail,
  voided: row.voidedAt && row.voidReason !== null ? { at: row.voidedAt, reason: row.voidReason } : null,
});

const toRow = ({ experience, voided, ...voucher }: NewVoucher) => ({
  ...voucher,
  experienceId: experience?.experienceId ?? null,
  optionId: experience?.optionId ?? null,
  voidedAt: voided?.at ?? null,
  voidReason: voided?.reason ?? null,
});

/** Gift vouchers and staff's record of changes to them in Postgres; joins the caller's transaction. */
@Injectable()
export class TypeOrmVoucherRepository implements VoucherRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  private get vouchers() {
    return this.txHost.tx.getRepository(GiftVoucherEntity);
  }

  private get changes() {
    return this.txHost.tx.getRepository(GiftVoucherChangeEntity);
  }

  async issue(vouchers: NewVoucher[]): Promise<void> {
    if (vouchers.length === 0) return;
    // A slot already issued is kept; a (vanishingly unlikely) code collision fails loudly and the retry draws new codes.
    await insertRows(this.vouchers, vouchers.map(toRow), { onConflict: '("order_line_id", "sequence") DO NOTHING' });
  }

  async ofOrder(orderId: string): Promise<GiftVoucher[]> {
    const rows = await this.vouchers.find({ where: { orderId }, order: { productName: 'ASC', sequence: 'ASC' } });
    return rows.map(toVoucher);
  }

  async findByCode(code: string): Promise<GiftVoucher | null> {
    const row = await this.vouchers.findOneBy({ code });
    return row && toVoucher(row);
  }

  async lockByCode(code: string): Promise<GiftVoucher | null> {
    const row = await this.vouchers.createQueryBuilder('v').setLock('pessimistic_write').where('v.code = :code', { code }).getOne();
    return row && toVoucher(row);
  }

  findById(id: string): Promise<GiftVoucher | null> {
    return rowById(this.vouchers, id, toVoucher);
  }

  async page(request: PageRequest): Promise<Page<GiftVoucher>> {
    const query = this.vouchers.createQueryBuilder('v');
    const search = request.search?.trim();
    if (search) {
      // A code as typed: any case, with spaces or dashes anywhere (docs/product.md, Staff panel: VOUCHERS).
      const compact = search.replace(/[\s-]+/g, '');
      query.leftJoin(OrderEntity, 'o', 'o.id = v.order_id').where(
        `(replace(v.code, '-', '') ILIKE :compact OR v.product_name ILIKE :pattern OR o.email ILIKE :pattern
          OR v.recipient_email ILIKE :pattern OR ${hasReference('o', 'search')})`,
        { pattern: containsPattern(search), compact: containsPattern(compact || search), search },
      );
    }
    query.orderBy('v.issued_at', 'DESC').addOrderBy('v.code', 'ASC');
    const { items, total } = await pageOfRows(query, request);
    return { items: items.map(toVoucher), total };
  }

  lock(id: string): Promise<GiftVoucher | null> {
    return lockedRowById(this.vouchers, id, toVoucher);
  }

  async insert(voucher: NewVoucher): Promise<GiftVoucher> {
    return toVoucher(await this.vouchers.save(this.vouchers.create(toRow(voucher))));
  }

  async setExpiry(id: string, expiresAt: Date): Promise<void> {
    await this.vouchers.update({ id }, { expiresAt });
  }

  async apply(id: string, { changes }: VoucherTransition): Promise<void> {
    const { voided } = changes;
    await this.vouchers.update({ id }, { voidedAt: voided?.at ?? null, voidReason: voided?.reason ?? null });
  }

  async voidAllOfOrder(orderId: string, reason: string, at: Date): Promise<void> {
    await this.vouchers.update({ orderId, voidedAt: IsNull() }, { voidedAt: at, voidReason: reason });
  }

  async lockOfLines(lineIds: readonly string[]): Promise<GiftVoucher[]> {
    if (lineIds.length === 0) return [];
    const rows = await this.vouchers
      .createQueryBuilder('v')
      .setLock('pessimistic_write')
      .where('v.order_line_id IN (:...lineIds)', { lineIds: [...lineIds] })
      .orderBy('v.id')
      .getMany();
    return rows.map(toVoucher);
  }

  async voidAll(ids: readonly string[], reason: string, at: Date): Promise<string[]> {
    if (ids.length === 0) return [];
    const { raw } = await this.vouchers
      .createQueryBuilder()
      .update()
      .set({ voidedAt: at, voidReason: reason })
      .where('id IN (:...ids) AND voided_at IS NULL', { ids: [...ids] })
      .returning('id')
      .execute();
    return (raw as { id: string }[]).map((row) => row.id);
  }

  async unvoid(ids: readonly string[], reason: string): Promise<void> {
    if (ids.length === 0) return;
    await this.vouchers.update({ id: In([...ids]), voidReason: reason }, { voidedAt: null, voidReason: null });
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
