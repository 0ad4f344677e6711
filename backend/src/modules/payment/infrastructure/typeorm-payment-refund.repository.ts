import { Injectable } from '@nestjs/common';
import { RowsRepository } from '../../../shared/database/rows-repository';
import type { PaymentRefundRepository, Refund } from '../application/payment.ports';
import { PaymentRefundEntity } from './payment.entity';

const toRefund = (row: PaymentRefundEntity): Refund => ({
  id: row.id,
  paymentId: row.paymentId,
  amountPence: row.amountPence,
  idempotencyKey: row.idempotencyKey,
  status: row.status,
});

/** Payment refunds in Postgres (payment_refund); joins the caller's transaction. */
@Injectable()
export class TypeOrmPaymentRefundRepository extends RowsRepository(PaymentRefundEntity) implements PaymentRefundRepository {
  async refundedOrPendingPence(paymentId: string): Promise<number> {
    const { total } = (await this.rows
      .createQueryBuilder('refund')
      .select('COALESCE(SUM(refund.amountPence), 0)', 'total')
      .where(`refund.paymentId = :paymentId AND refund.status IN ('requested', 'succeeded')`, { paymentId })
      .getRawOne()) as { total: string };
    return Number(total);
  }

  async findByKey(idempotencyKey: string): Promise<Refund | null> {
    const row = await this.rows.findOneBy({ idempotencyKey });
    return row ? toRefund(row) : null;
  }

  async create(refund: Omit<Refund, 'id' | 'status'> & { reason: string }): Promise<Refund> {
    return toRefund(await this.rows.save(this.rows.create({ ...refund, status: 'requested' })));
  }

  async markSucceeded(refundId: string, providerRefundId: string): Promise<void> {
    await this.rows.update({ id: refundId }, { status: 'succeeded', providerRefundId });
  }

  async markFailed(refundId: string): Promise<void> {
    await this.rows.update({ id: refundId }, { status: 'failed' });
  }
}
