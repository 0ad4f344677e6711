import { Inject, Injectable, Logger } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { secretsMatch } from '../../../shared/crypto/secrets-match';
import { TestCard, testCardOutcome, TestCardOutcome } from '../domain/test-card';
import { PaymentNotFoundError, TestCardRefusedError, TestPaymentNotPayableError, TestPaymentSecretMismatchError } from '../domain/payment.errors';
import { PaymentSettlementService } from './payment-settlement.service';
import { TEST_INTENT_STORE, TestIntentStore } from './payment.ports';

/** Where a test card's payment ended: taken, cancelled (what it paid for was gone), or authorised and still being settled. */
export type TestPaymentOutcome = 'succeeded' | 'canceled' | 'requires_capture';

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

  /**
   * Authorises the intent with a test card, then settles it: captured once what it pays for is secured, cancelled
   * (nothing charged) when refused, e.g. the booking's hold ran out and its slot was taken. Throws
   * TestCardRefusedError (with the card's message) when the card is refused.
   */
  async confirm(paymentIntentId: string, clientSecret: string, card: TestCard): Promise<{ paymentIntentId: string; status: TestPaymentOutcome }> {
    const outcome = testCardOutcome(card, new Date());
    await this.recordAttempt(paymentIntentId, clientSecret, outcome);
    if (!outcome.ok) throw new TestCardRefusedError(outcome.code, outcome.message);
    try {
      const { status } = await this.settlement.settle(paymentIntentId);
      return { paymentIntentId, status: status === 'canceled' ? 'canceled' : 'succeeded' };
    } catch (error) {
      // The card is authorised; the confirm call or the reconciliation job will capture (or cancel) it.
      this.logger.warn({ paymentIntentId, err: error }, `Test payment authorised but settling failed: ${(error as Error).message}`);
      return { paymentIntentId, status: 'requires_capture' };
    }
  }

  @Transactional()
  private async recordAttempt(paymentIntentId: string, clientSecret: string, outcome: TestCardOutcome): Promise<void> {
    const intent = await this.intents.lock(paymentIntentId);
    if (!intent) throw new PaymentNotFoundError();
    if (!secretsMatch(clientSecret, intent.clientSecret)) throw new TestPaymentSecretMismatchError();
    if (intent.status !== 'requires_payment_method') throw new TestPaymentNotPayableError(intent.status);
    await this.intents.recordAttempt(paymentIntentId, {
      status: outcome.ok ? 'requires_capture' : 'requires_payment_method',
      error: outcome.ok ? null : outcome.message,
      last4: outcome.ok ? outcome.last4 : '',
    });
  }
}
