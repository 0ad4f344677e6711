import { Injectable } from '@nestjs/common';
import { updateWhere } from '../../../shared/database/entity-statements';
import { penceTakenBetween } from '../../../shared/database/pence-between';
import { hasReference } from '../../../shared/reference';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { In } from 'typeorm';
import { isUuid } from '../../../shared/uuid';
import { containsPattern, type Page, type PageRequest } from '../../../shared/database/like-pattern';
import { pageOfRows } from '../../../shared/database/page-of-rows';
import type { NewOrder, OrderRepository, OrderWithVouchers } from '../application/order.ports';
import type { Order, OrderTransition } from '../domain/order';
import { giftOptionColumns, giftOptionOf } from './gift-option-columns';
import { GiftVoucherEntity, OrderEntity, OrderLineEntity } from './order.entity';
import { toVoucher } from './typeorm-voucher.repository';

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
      giftFor: giftOptionOf(line),
    })),
});

/** Orders and their lines in Postgres (read with the vouchers they issued); joins the caller's transaction when there is one. */
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
        lines: order.lines.map(({ giftFor, ...line }) => this.lines.create({ ...line, ...giftOptionColumns(giftFor) })),
      }),
    );
    return toOrder(row, row.lines);
  }

  findById(id: string): Promise<Order | null> {
    return this.withLinesById(id, false);
  }

  lock(id: string): Promise<Order | null> {
    return this.withLinesById(id, true);
  }

  /** The order and its lines in one query (the order's row locked FOR UPDATE when asked, its lines not). */
  private async withLinesById(id: string, locked: boolean): Promise<Order | null> {
    if (!isUuid(id)) return null;
    const query = this.orders.createQueryBuilder('o').leftJoinAndSelect('o.lines', 'line').where('o.id = :id', { id });
    const row = await (locked ? query.setLock('pessimistic_write', undefined, ['o']) : query).getOne();
    return row && toOrder(row, row.lines);
  }

  async apply(id: string, { to, changes }: OrderTransition): Promise<void> {
    await updateWhere(this.orders, { id }, { ...changes, status: to });
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

  async setDispatched(id: string, dispatchedAt: Date | null): Promise<void> {
    await this.orders.update({ id }, { dispatchedAt });
  }

  async listForStaff(request: PageRequest): Promise<Page<OrderWithVouchers>> {
    // A checkout never paid and dropped stays out; an order paid and then cancelled by staff stays listed.
    const query = this.orders.createQueryBuilder('o').where(`(o.status <> 'canceled' OR o.paid_at IS NOT NULL)`);
    const search = request.search?.trim();
    if (search) {
      query.andWhere(
        `(o.email ILIKE :pattern OR o.delivery->>'name' ILIKE :pattern OR o.delivery->>'postcode' ILIKE :pattern OR ${hasReference('o', 'search')})`,
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
      .where(hasReference('o', 'reference'), { reference })
      .getOne();
    return row?.email ?? null;
  }

  paidBetween(from: Date, to: Date): Promise<number> {
    return penceTakenBetween(this.orders, 'o', { pence: 'total_pence', where: `o.status = 'paid' AND NOT o.is_test`, takenAt: 'paid_at' }, from, to);
  }

  countToDispatch(): Promise<number> {
    return this.orders.createQueryBuilder('o').where(TO_DISPATCH).getCount();
  }
}
