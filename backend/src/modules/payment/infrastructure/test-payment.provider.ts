import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { insertRows, rowWhere, updatedRows, updateWhere } from '../../../shared/database/entity-statements';
import { PaymentNotFoundError, PaymentNotRefundableError, PaymentRejectedByProviderError } from '../domain/payment.errors';
import type { IntentStatus } from '../domain/payment';
import type {
  CreateIntentRequest,
  PaymentProvider,
  ProviderEvent,
  ProviderIntent,
  TestAttempt,
  TestIntent,
  TestIntentStatus,
  TestIntentStore,
} from '../application/payment.ports';
import { TestPaymentIntentEntity, TestPaymentRefundEntity } from './test-payment-intent.entity';

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

const toIntent = (row: TestPaymentIntentEntity): TestIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amountPence: row.amountPence,
  currency: row.currency,
  status: row.status,
  metadata: row.metadata,
  challengeToken: row.challengeToken,
});

/** Like Stripe's adapter reads Stripe: an intent waiting on the customer's authentication is not paid. */
const reported = (status: TestIntentStatus): IntentStatus => (status === 'requires_action' ? 'requires_payment_method' : status);

/**
 * The built-in provider used when no Stripe keys are set: intents live in Postgres and behave like
 * Stripe's test mode (ids pi_test_..., a client secret, idempotent creation, partial refunds).
 */
@Injectable()
export class TestPaymentProvider implements PaymentProvider, TestIntentStore {
  readonly name = 'test' as const;

  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  private get intents() {
    return this.txHost.tx.getRepository(TestPaymentIntentEntity);
  }

  async createIntent(request: CreateIntentRequest): Promise<ProviderIntent> {
    const id = `pi_test_${token(18)}`;
    const created = {
      id,
      clientSecret: `${id}_secret_${token(18)}`,
      amountPence: request.amountPence,
      currency: request.currency,
      description: request.description,
      metadata: request.metadata,
      status: 'requires_payment_method' as const,
      idempotencyKey: request.idempotencyKey,
    };
    const inserted = await insertRows(this.intents, [created], { onConflict: 'DO NOTHING', returning: ['id'] });
    // Inserted now: the intent is what was written; a known key answers the intent made the first time.
    if (inserted.length > 0) return this.toProviderIntent(created);
    const row = await this.intents.findOneByOrFail({ idempotencyKey: request.idempotencyKey });
    // Like Stripe: the same key with different parameters is an error, not a second intent.
    if (row.amountPence !== request.amountPence || row.currency !== request.currency) throw new PaymentRejectedByProviderError();
    return this.toProviderIntent(row);
  }

  async retrieveIntent(paymentIntentId: string): Promise<ProviderIntent> {
    const row = await rowWhere(this.intents, 'id', paymentIntentId);
    if (!row) throw new PaymentNotFoundError();
    return this.toProviderIntent(row);
  }

  captureIntent(paymentIntentId: string): Promise<ProviderIntent> {
    return this.finish(paymentIntentId, 'succeeded', ['requires_capture']);
  }

  cancelIntent(paymentIntentId: string): Promise<ProviderIntent> {
    return this.finish(paymentIntentId, 'canceled', ['requires_payment_method', 'requires_action', 'requires_capture']);
  }

  async refund(request: { paymentIntentId: string; amountPence: number; idempotencyKey: string }): Promise<{ refundId: string }> {
    const refunds = this.txHost.tx.getRepository(TestPaymentRefundEntity);
    const earlier = await refunds.findOneBy({ idempotencyKey: request.idempotencyKey });
    if (earlier) return { refundId: earlier.id };
    const intent = await this.intents.findOneBy({ id: request.paymentIntentId });
    if (!intent) throw new PaymentNotFoundError();
    if (intent.status !== 'succeeded') throw new PaymentNotRefundableError('Only a payment that succeeded can be refunded.');
    // Parallel calls with one key (twelve cancels at once): one row is written, every caller gets the winner's refund.
    await refunds
      .createQueryBuilder()
      .insert()
      .values({ id: `re_test_${token(18)}`, paymentIntentId: request.paymentIntentId, amountPence: request.amountPence, idempotencyKey: request.idempotencyKey })
      .orIgnore()
      .execute();
    const winner = await refunds.findOneByOrFail({ idempotencyKey: request.idempotencyKey });
    return { refundId: winner.id };
  }

  verifyWebhook(): ProviderEvent {
    throw new Error('The test provider sends no webhooks');
  }

  async find(id: string): Promise<TestIntent | null> {
    const row = await rowWhere(this.intents, 'id', id);
    return row ? toIntent(row) : null;
  }

  async lock(id: string): Promise<TestIntent | null> {
    const row = await rowWhere(this.intents, 'id', id, true);
    return row ? toIntent(row) : null;
  }

  async recordAttempt(seen: TestIntent, attempt: TestAttempt): Promise<boolean> {
    const changed = await updateWhere(
      this.intents,
      { id: seen.id, status: seen.status, challengeToken: seen.challengeToken ?? null },
      { status: attempt.status, lastError: attempt.error, cardLast4: attempt.last4 || null, challengeToken: attempt.challengeToken },
    );
    return changed === 1;
  }

  async recordChallenge(id: string, outcome: { status: 'requires_capture' | 'requires_payment_method'; error: string | null }): Promise<void> {
    await updateWhere(this.intents, { id }, { status: outcome.status, lastError: outcome.error, challengeToken: null });
  }

  /**
   * Moves an intent from one of `from` to `target`, as Stripe's capture and cancel do, in one update guarded by those
   * statuses (no lock, no transaction); an intent it did not move is read: one already there is answered as it is.
   */
  private async finish(paymentIntentId: string, target: IntentStatus, from: TestIntentStatus[]): Promise<ProviderIntent> {
    const [moved] = await updatedRows(this.intents, { id: paymentIntentId, status: from }, { status: target, challengeToken: null });
    if (moved) return this.toProviderIntent(moved);
    const row = await rowWhere(this.intents, 'id', paymentIntentId);
    if (!row) throw new PaymentNotFoundError();
    if (row.status !== target) throw new PaymentRejectedByProviderError();
    return this.toProviderIntent(row);
  }

  /** With its client secret, as Stripe answers a server holding the secret key. */
  private toProviderIntent(row: Pick<TestPaymentIntentEntity, 'id' | 'clientSecret' | 'amountPence' | 'currency' | 'status' | 'metadata'>): ProviderIntent {
    return {
      id: row.id,
      clientSecret: row.clientSecret,
      amountPence: row.amountPence,
      currency: row.currency,
      status: reported(row.status),
      livemode: false,
      metadata: row.metadata,
    };
  }
}
