import { Injectable } from '@nestjs/common';
import { RowsRepository } from '../../../shared/database/rows-repository';
import { Brackets } from 'typeorm';
import type { Payment, PaymentStatus } from '../domain/payment';
import type { NewPayment, PaymentRepository, Refund } from '../application/payment.ports';
import { PaymentEntity, PaymentRefundEntity, PaymentWebhookEventEntity } from './payment.entity';

const toPayment = (row: PaymentEntity): Payment => ({
  id: row.id,
  provider: row.provider,
  kind: row.kind,
  referenceId: row.referenceId,
  amountPence: row.amountPence,
  currency: row.currency,
  description: row.description,
  email: row.email,
  idempotencyKey: row.idempotencyKey,
  paymentIntentId: row.paymentIntentId,
  status: row.status,
  isTest: row.isTest,
  succeededAt: row.succeededAt,
  fulfilledAt: row.fulfilledAt,
  createdAt: row.createdAt,
});

const toRefund = (row: PaymentRefundEntity): Refund => ({
  id: row.id,
  paymentId: row.paymentId,
  amountPence: row.amountPence,
  idempotencyKey: row.idempotencyKey,
  status: row.status,
});

@Injectable()
export class TypeOrmPaymentRepository extends RowsRepository(PaymentEntity) implements PaymentRepository {
  private get refunds() {
    return this.txHost.tx.getRepository(PaymentRefundEntity);
  }

  async createOrFind(payment: NewPayment): Promise<Payment> {
    await this.rows
      .createQueryBuilder()
      .insert()
      .values({ ...payment, status: 'creating', isTest: payment.provider === 'test' })
      .orIgnore()
      .execute();
    return toPayment(await this.rows.findOneByOrFail({ idempotencyKey: payment.idempotencyKey }));
  }

  async recordIntent(paymentId: string, paymentIntentId: string, status: PaymentStatus, isTest: boolean): Promise<void> {
    await this.rows.update(
      { id: paymentId },
      { paymentIntentId, status, isTest, lastError: null, ...(status === 'succeeded' ? { succeededAt: new Date() } : {}) },
    );
  }

  async recordError(paymentId: string, message: string): Promise<void> {
    await this.rows.update({ id: paymentId }, { lastError: message.slice(0, 1000) });
  }

  async findByIntentId(paymentIntentId: string): Promise<Payment | null> {
    const row = await this.rows.findOneBy({ paymentIntentId });
    return row ? toPayment(row) : null;
  }

  async lockByIntentId(paymentIntentId: string): Promise<Payment | null> {
    const row = await this.rows
      .createQueryBuilder('payment')
      .setLock('pessimistic_write')
      .where('payment.paymentIntentId = :paymentIntentId', { paymentIntentId })
      .getOne();
    return row ? toPayment(row) : null;
  }

  async updateStatus(paymentId: string, status: PaymentStatus, isTest: boolean): Promise<void> {
    await this.rows.update({ id: paymentId }, { status, isTest, ...(status === 'succeeded' ? { succeededAt: new Date() } : {}) });
  }

  async markFulfilled(paymentId: string): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update()
      .set({ fulfilledAt: () => 'now()' })
      .where('id = :paymentId AND fulfilled_at IS NULL', { paymentId })
      .execute();
  }

  async listToReconcile(provider: 'stripe' | 'test', now: Date, pendingBefore: Date, notBefore: Date, limit: number): Promise<Payment[]> {
    const rows = await this.rows
      .createQueryBuilder('payment')
      .where('payment.paymentIntentId IS NOT NULL AND payment.provider = :provider', { provider })
      .andWhere(
        new Brackets((either) =>
          either
            .where(`payment.status IN ('succeeded', 'requires_capture') AND payment.fulfilledAt IS NULL`)
            .orWhere(
              new Brackets((open) =>
                open
                  .where(`payment.status IN ('creating', 'requires_payment_method', 'processing')`)
                  .andWhere('payment.createdAt < :pendingBefore AND payment.createdAt > :notBefore', { pendingBefore, notBefore })
                  .andWhere(
                    `(payment.reconciledAt IS NULL OR payment.reconciledAt < CAST(:now AS timestamptz) - (CAST(:now AS timestamptz) - payment.createdAt) / 4)`,
                    { now },
                  ),
              ),
            ),
        ),
      )
      .orderBy('payment.createdAt', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map(toPayment);
  }

  async markReconciled(paymentId: string, at: Date): Promise<void> {
    await this.rows.update({ id: paymentId }, { reconciledAt: at });
  }

  async refundedOrPendingPence(paymentId: string): Promise<number> {
    const { total } = (await this.refunds
      .createQueryBuilder('refund')
      .select('COALESCE(SUM(refund.amountPence), 0)', 'total')
      .where(`refund.paymentId = :paymentId AND refund.status IN ('requested', 'succeeded')`, { paymentId })
      .getRawOne()) as { total: string };
    return Number(total);
  }

  async findRefundByKey(idempotencyKey: string): Promise<Refund | null> {
    const row = await this.refunds.findOneBy({ idempotencyKey });
    return row ? toRefund(row) : null;
  }

  async createRefund(refund: Omit<Refund, 'id' | 'status'> & { reason: string }): Promise<Refund> {
    const row = await this.refunds.save(this.refunds.create({ ...refund, status: 'requested' }));
    return toRefund(row);
  }

  async completeRefund(refundId: string, outcome: { status: 'succeeded'; providerRefundId: string } | { status: 'failed' }): Promise<void> {
    await this.refunds.update({ id: refundId }, outcome);
  }

  async recordWebhookEvent(eventId: string, type: string): Promise<boolean> {
    const result = await this.txHost.tx
      .getRepository(PaymentWebhookEventEntity)
      .createQueryBuilder()
      .insert()
      .values({ id: eventId, type })
      .orIgnore()
      .returning('id')
      .execute();
    return result.raw.length > 0;
  }

  async hasWebhookEvent(eventId: string): Promise<boolean> {
    return this.txHost.tx.getRepository(PaymentWebhookEventEntity).existsBy({ id: eventId });
  }

  async forEmail(email: string, limit: number): Promise<Payment[]> {
    const rows = await this.rows
      .createQueryBuilder('payment')
      .where('lower(payment.email) = lower(:email)', { email })
      .orderBy('payment.created_at', 'ASC')
      .take(limit)
      .getMany();
    return rows.map(toPayment);
  }

  async anonymiseEmail(email: string, replacementEmail: string): Promise<void> {
    await this.rows.createQueryBuilder().update().set({ email: replacementEmail }).where('lower(email) = lower(:email)', { email }).execute();
  }
}
