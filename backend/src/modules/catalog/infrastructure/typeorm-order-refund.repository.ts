import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { In } from 'typeorm';
import type { OrderRefundRepository } from '../application/order-refund.ports';
import type { NewOrderRefund, OrderRefund } from '../domain/order-refund';
import { OrderRefundEntity } from './order.entity';

const toRefund = ({ staffUserId: _staff, ...row }: OrderRefundEntity): OrderRefund => row;

/** Order refunds in Postgres (shop_order_refund); joins the caller's transaction. */
@Injectable()
export class TypeOrmOrderRefundRepository implements OrderRefundRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  private get refunds() {
    return this.txHost.tx.getRepository(OrderRefundEntity);
  }

  async refundsOf(orderIds: readonly string[]): Promise<OrderRefund[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.refunds.find({ where: { orderId: In([...orderIds]) }, order: { createdAt: 'ASC' } });
    return rows.map(toRefund);
  }

  async insert(refund: NewOrderRefund): Promise<OrderRefund> {
    return toRefund(await this.refunds.save(this.refunds.create({ ...refund, status: 'pending' })));
  }

  async markRefunded(id: string, at: Date): Promise<void> {
    await this.refunds.update({ id }, { status: 'refunded', refundedAt: at });
  }

  async markFailed(id: string): Promise<void> {
    await this.refunds.update({ id }, { status: 'failed', refundedAt: null });
  }

  async refundedBetween(from: Date, to: Date): Promise<number> {
    const row: { pence: string } | undefined = await this.refunds
      .createQueryBuilder('r')
      .innerJoin('shop_order', 'o', 'o.id = r.order_id')
      .select('COALESCE(SUM(r.amount_pence), 0)', 'pence')
      .where(`r.status = 'refunded' AND NOT o.is_test AND r.refunded_at >= :from AND r.refunded_at < :to`, { from, to })
      .getRawOne();
    return Number(row?.pence ?? 0);
  }
}
