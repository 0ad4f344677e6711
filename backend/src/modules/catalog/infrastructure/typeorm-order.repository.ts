import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { In } from 'typeorm';
import { containsPattern, type Page, type PageRequest } from '../../../shared/database/like-pattern';
import { pageOfRows } from '../../../shared/database/page-of-rows';
import type { NewOrder, OrderRepository, OrderWithVouchers } from '../application/order.ports';
import type { Order, OrderStatus } from '../domain/order';
import type { GiftVoucher, NewVoucher } from '../domain/voucher';
import { GiftVoucherEntity, OrderEntity, OrderLineEntity } from './order.entity';
import { isUuid } from '../../../shared/uuid';

/** A paid order with something to post that staff have not sent yet. */
const TO_DISPATCH = `o.status = 'paid' AND o.delivery IS NOT NULL AND o.dispatched_at IS NULL`;

const toOrder = (row: OrderEntity, lines: OrderLineEntity[]): Order => ({
  id: row.id,
  email: row.email,
  status: row.status,
  totalPence: row.totalPence,
  paymentIntentId: row.paymentIntentId,
  isTest: row.isTest,
  createdAt: row.createdAt,
  paidAt: row.paidAt,
  delivery: row.delivery,
  shippingPence: row.shippingPence,
  dispatchedAt: row.dispatchedAt,
  lines: [...lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      id: line.id,
      position: line.position,
      productId: line.productId,
      productName: line.productName,
      category: line.category,
      unitPricePence: line.unitPricePence,
      quantity: line.quantity,
    })),
});

const toVoucher = (row: GiftVoucherEntity): GiftVoucher => ({
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
});

/** Orders, lines and vouchers in Postgres; joins the caller's transaction when there is one. */
@Injectable()
export class TypeOrmOrderRepository implements OrderRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  private get orders() {
    return this.txHost.tx.getRepository(OrderEntity);
  }

  private get lines() {
    return this.txHost.tx.getRepository(OrderLineEntity);
  }

  private get vouchers() {
    return this.txHost.tx.getRepository(GiftVoucherEntity);
  }

  async create(order: NewOrder): Promise<Order> {
    const row = await this.orders.save(
      this.orders.create({
        email: order.email,
        userId: order.userId,
        totalPence: order.totalPence,
        delivery: order.delivery,
        shippingPence: order.shippingPence,
        status: 'pending',
        lines: order.lines.map((line) => this.lines.create(line)),
      }),
    );
    return toOrder(row, row.lines);
  }

  async findById(id: string): Promise<Order | null> {
    if (!isUuid(id)) return null;
    const row = await this.orders.findOneBy({ id });
    return row ? toOrder(row, await this.lines.findBy({ orderId: id })) : null;
  }

  async lock(id: string): Promise<Order | null> {
    if (!isUuid(id)) return null;
    const row = await this.orders.createQueryBuilder('shop_order').setLock('pessimistic_write').where('shop_order.id = :id', { id }).getOne();
    return row ? toOrder(row, await this.lines.findBy({ orderId: id })) : null;
  }

  async setStatus(id: string, status: OrderStatus, payment?: { paymentIntentId: string; isTest: boolean; paidAt: Date }): Promise<void> {
    await this.orders.update({ id }, { status, ...payment });
  }

  async issueVouchers(vouchers: NewVoucher[]): Promise<void> {
    if (vouchers.length === 0) return;
    // A slot already issued is kept; a (vanishingly unlikely) code collision fails loudly and the retry draws new codes.
    const rows = vouchers.map(({ experience, ...voucher }) => ({
      ...voucher,
      experienceId: experience?.experienceId ?? null,
      optionId: experience?.optionId ?? null,
    }));
    await this.vouchers.createQueryBuilder().insert().values(rows).onConflict('("order_line_id", "sequence") DO NOTHING').execute();
  }

  async vouchersOf(orderId: string): Promise<GiftVoucher[]> {
    const rows = await this.vouchers.find({ where: { orderId }, order: { productName: 'ASC', sequence: 'ASC' } });
    return rows.map(toVoucher);
  }

  async voucherByCode(code: string): Promise<GiftVoucher | null> {
    const row = await this.vouchers.findOneBy({ code });
    return row && toVoucher(row);
  }

  async voucherById(id: string): Promise<GiftVoucher | null> {
    if (!isUuid(id)) return null;
    const row = await this.vouchers.findOneBy({ id });
    return row && toVoucher(row);
  }

  async listVouchers(request: PageRequest): Promise<Page<GiftVoucher>> {
    const query = this.vouchers.createQueryBuilder('v');
    const search = request.search?.trim();
    if (search) {
      query.innerJoin(OrderEntity, 'o', 'o.id = v.order_id').where(
        `(v.code ILIKE :pattern OR replace(v.code, '-', '') ILIKE :pattern OR v.product_name ILIKE :pattern OR o.email ILIKE :pattern
          OR upper(left(o.id::text, 8)) = upper(:search))`,
        { pattern: containsPattern(search), search },
      );
    }
    query.orderBy('v.issued_at', 'DESC').addOrderBy('v.code', 'ASC');
    const { items, total } = await pageOfRows(query, request);
    return { items: items.map(toVoucher), total };
  }

  async forCustomer(userId: string | null, email: string, options: { paidOnly: boolean; limit: number }): Promise<OrderWithVouchers[]> {
    const query = this.orders
      .createQueryBuilder('shop_order')
      .where('(shop_order.user_id = :userId OR lower(shop_order.email) = lower(:email))', { userId, email });
    if (options.paidOnly) query.andWhere(`shop_order.status = 'paid'`);
    return this.withLinesAndVouchers(await query.orderBy('shop_order.created_at', 'DESC').take(options.limit).getMany());
  }

  async anonymiseCustomer(userId: string, email: string, replacementEmail: string): Promise<void> {
    await this.orders
      .createQueryBuilder()
      .update()
      .set({ email: replacementEmail, userId, delivery: () => 'NULL' })
      .where('(user_id = :userId OR lower(email) = lower(:email))', { userId, email })
      .execute();
  }

  async setDispatched(id: string, dispatchedAt: Date): Promise<void> {
    await this.orders.update({ id }, { dispatchedAt });
  }

  async listForStaff(request: PageRequest): Promise<Page<OrderWithVouchers>> {
    const query = this.orders.createQueryBuilder('o').where(`o.status <> 'canceled'`);
    const search = request.search?.trim();
    if (search) {
      query.andWhere(
        `(o.email ILIKE :pattern OR o.delivery->>'name' ILIKE :pattern OR o.delivery->>'postcode' ILIKE :pattern OR upper(left(o.id::text, 8)) = upper(:search))`,
        { pattern: containsPattern(search), search },
      );
    }
    query
      .orderBy(`CASE WHEN ${TO_DISPATCH} THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy(`CASE WHEN ${TO_DISPATCH} THEN o.created_at END`, 'ASC')
      .addOrderBy('o.created_at', 'DESC');
    const { items, total } = await pageOfRows(query, request);
    return { items: await this.withLinesAndVouchers(items), total };
  }

  private async withLinesAndVouchers(rows: OrderEntity[]): Promise<OrderWithVouchers[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const lines = await this.lines.findBy({ orderId: In(ids) });
    const vouchers = await this.vouchers.find({ where: { orderId: In(ids) }, order: { productName: 'ASC', sequence: 'ASC' } });
    return rows.map((row) => ({
      ...toOrder(row, lines.filter((line) => line.orderId === row.id)),
      vouchers: vouchers.filter((voucher) => voucher.orderId === row.id).map(toVoucher),
    }));
  }

  async emailOfReference(reference: string): Promise<string | null> {
    const row = await this.orders
      .createQueryBuilder('o')
      .where('upper(left(o.id::text, 8)) = upper(:reference)', { reference })
      .getOne();
    return row?.email ?? null;
  }

  async paidBetween(from: Date, to: Date): Promise<number> {
    const row: { pence: string } | undefined = await this.orders
      .createQueryBuilder('o')
      .select('COALESCE(SUM(o.total_pence), 0)', 'pence')
      .where(`o.status = 'paid' AND NOT o.is_test`)
      .andWhere('o.paid_at >= :from AND o.paid_at < :to', { from, to })
      .getRawOne();
    return Number(row?.pence ?? 0);
  }

  countToDispatch(): Promise<number> {
    return this.orders.createQueryBuilder('o').where(TO_DISPATCH).getCount();
  }
}
