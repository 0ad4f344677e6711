import { Injectable } from '@nestjs/common';
import { insertRows, rowWhere, updateWhere } from '../../../shared/database/entity-statements';
import { RowsRepository } from '../../../shared/database/rows-repository';
import { Brackets } from 'typeorm';
import { hasIntent, type Payment, type PaymentTransition, type PaymentWithIntent } from '../domain/payment';
import type { NewPayment, PaymentRepository } from '../application/payment.ports';
import { PaymentEntity } from './payment.entity';

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

/** Payments in Postgres; joins the caller's transaction. */
@Injectable()
export class TypeOrmPaymentRepository extends RowsRepository(PaymentEntity) implements PaymentRepository {
  async createOrFind(payment: NewPayment): Promise<Payment> {
    const created = { ...payment, status: 'creating' as const, isTest: payment.provider === 'test' };
    const [inserted] = (await insertRows(this.rows, [created], { onConflict: 'DO NOTHING', returning: ['id', 'created_at'] })) as { id: string; created_at: Date }[];
    // Written now: the row is what was inserted (no second read); a known key is read as it is.
    if (inserted) return { ...created, id: inserted.id, createdAt: inserted.created_at, paymentIntentId: null, succeededAt: null, fulfilledAt: null };
    return toPayment(await this.rows.findOneByOrFail({ idempotencyKey: payment.idempotencyKey }));
  }

  async recordIntent(paymentId: string, { to, changes }: PaymentTransition): Promise<void> {
    await updateWhere(this.rows, { id: paymentId }, { ...changes, status: to, lastError: null });
  }

  async recordError(paymentId: string, message: string): Promise<void> {
    await updateWhere(this.rows, { id: paymentId }, { lastError: message.slice(0, 1000) });
  }

  async findByIntentId(paymentIntentId: string): Promise<PaymentWithIntent | null> {
    const row = await rowWhere(this.rows, 'paymentIntentId', paymentIntentId);
    return row ? { ...toPayment(row), paymentIntentId } : null;
  }

  async lockByIntentId(paymentIntentId: string): Promise<Payment | null> {
    const row = await rowWhere(this.rows, 'paymentIntentId', paymentIntentId, true);
    return row ? toPayment(row) : null;
  }

  async apply(paymentId: string, { to, changes }: PaymentTransition): Promise<void> {
    await updateWhere(this.rows, { id: paymentId }, { ...changes, status: to });
  }

  async applyIfStill(paymentId: string, { from, to, changes }: PaymentTransition): Promise<boolean> {
    return (await updateWhere(this.rows, { id: paymentId, status: from }, { ...changes, status: to })) === 1;
  }

  async markFulfilled(paymentId: string): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update()
      .set({ fulfilledAt: () => 'now()' })
      .where('id = :paymentId AND fulfilled_at IS NULL', { paymentId })
      .execute();
  }

  async listToReconcile(provider: 'stripe' | 'test', now: Date, pendingBefore: Date, notBefore: Date, limit: number): Promise<PaymentWithIntent[]> {
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
    // Every row has its intent (the WHERE's first line): the filter tells the compiler so.
    return rows.map(toPayment).filter(hasIntent);
  }

  async markReconciled(paymentId: string, at: Date): Promise<void> {
    await this.rows.update({ id: paymentId }, { reconciledAt: at });
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
