import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { In } from 'typeorm';
import type { NewOrder, OrderRepository, OrderWithVouchers } from '../application/order.ports';
import type { Order, OrderStatus } from '../domain/order';
import type { GiftVoucher, NewVoucher } from '../domain/voucher';
import { GiftVoucherEntity, OrderEntity, OrderLineEntity } from './order.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toOrder = (row: OrderEntity, lines: OrderLineEntity[]): Order => ({
  id: row.id,
  email: row.email,
  status: row.status,
  totalPence: row.totalPence,
  paymentIntentId: row.paymentIntentId,
  isTest: row.isTest,
  createdAt: row.createdAt,
  paidAt: row.paidAt,
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
  experience: row.sessionType && row.durationMinutes ? { sessionType: row.sessionType, durationMinutes: row.durationMinutes } : null,
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
      this.orders.create({ email: order.email, totalPence: order.totalPence, status: 'pending', lines: order.lines.map((line) => this.lines.create(line)) }),
    );
    return toOrder(row, row.lines);
  }

  async findById(id: string): Promise<Order | null> {
    if (!UUID.test(id)) return null;
    const row = await this.orders.findOneBy({ id });
    return row ? toOrder(row, await this.lines.findBy({ orderId: id })) : null;
  }

  async lock(id: string): Promise<Order | null> {
    if (!UUID.test(id)) return null;
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
      sessionType: experience?.sessionType ?? null,
      durationMinutes: experience?.durationMinutes ?? null,
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
    if (!UUID.test(id)) return null;
    const row = await this.vouchers.findOneBy({ id });
    return row && toVoucher(row);
  }

  async listVouchers(limit: number): Promise<GiftVoucher[]> {
    const rows = await this.vouchers.find({ order: { issuedAt: 'DESC', code: 'ASC' }, take: limit });
    return rows.map(toVoucher);
  }

  async listRecent(limit: number): Promise<OrderWithVouchers[]> {
    const rows = await this.orders.find({ order: { createdAt: 'DESC' }, take: limit });
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const lines = await this.lines.findBy({ orderId: In(ids) });
    const vouchers = await this.vouchers.find({ where: { orderId: In(ids) }, order: { productName: 'ASC', sequence: 'ASC' } });
    return rows.map((row) => ({
      ...toOrder(row, lines.filter((line) => line.orderId === row.id)),
      vouchers: vouchers.filter((voucher) => voucher.orderId === row.id).map(toVoucher),
    }));
  }
}
