import { Inject, Injectable, Logger } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { secretsMatch } from '../../../shared/crypto/secrets-match';
import { TestCard, testCardOutcome, TestCardOutcome } from '../domain/test-card';
import { PaymentNotFoundError, TestCardRefusedError, TestPaymentNotPayableError, TestPaymentSecretMismatchError } from '../domain/payment.errors';
import { PaymentSettlementService } from './payment-settlement.service';
import { TEST_INTENT_STORE, TestIntentStore } from './payment.ports';

/**
 * The built-in test provider's card form, standing in for Stripe's confirmPayment: a test card moves the
 * intent like Stripe's test mode, and a success is reported through the same settlement as a webhook.
 */
@Injectable()
export class TestPaymentService {
  private readonly logger = new Logger(TestPaymentService.name);

  constructor(
    @Inject(TEST_INTENT_STORE) private readonly intents: TestIntentStore,
    private readonly settlement: PaymentSettlementService,
  ) {}

  /** Pays the intent with a test card; throws TestCardRefusedError (with the card's message) when refused. */
  async confirm(paymentIntentId: string, clientSecret: string, card: TestCard): Promise<{ paymentIntentId: string; status: 'succeeded' }> {
    const outcome = testCardOutcome(card, new Date());
    await this.recordAttempt(paymentIntentId, clientSecret, outcome);
    if (!outcome.ok) throw new TestCardRefusedError(outcome.code, outcome.message);
    try {
      await this.settlement.settle(paymentIntentId);
    } catch (error) {
      // The card was charged; the confirm call or the reconciliation job will finish the fulfilment.
      this.logger.warn({ paymentIntentId, err: error }, `Test payment succeeded but settling failed: ${(error as Error).message}`);
    }
    return { paymentIntentId, status: 'succeeded' };
  }

  @Transactional()
  private async recordAttempt(paymentIntentId: string, clientSecret: string, outcome: TestCardOutcome): Promise<void> {
    const intent = await this.intents.lock(paymentIntentId);
    if (!intent) throw new PaymentNotFoundError();
    if (!secretsMatch(clientSecret, intent.clientSecret)) throw new TestPaymentSecretMismatchError();
    if (intent.status !== 'requires_payment_method') throw new TestPaymentNotPayableError(intent.status);
    await this.intents.recordAttempt(paymentIntentId, {
      status: outcome.ok ? 'succeeded' : 'requires_payment_method',
      error: outcome.ok ? null : outcome.message,
      last4: outcome.ok ? outcome.last4 : '',
    });
  }
}
