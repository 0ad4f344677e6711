import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { secretsMatch } from '../../../shared/crypto/secrets-match';
import { AUTHENTICATION_FAILED, TestCard, testCardOutcome, TestCardOutcome } from '../domain/test-card';
import {
  PaymentNotFoundError,
  TestCardRefusedError,
  TestChallengeNotOpenError,
  TestPaymentNotPayableError,
  TestPaymentSecretMismatchError,
} from '../domain/payment.errors';
import { PaymentSettlementService } from './payment-settlement.service';
import { TEST_INTENT_STORE, TestAttempt, TestIntent, TestIntentStore } from './payment.ports';

/** Where a test card's payment ended: taken, cancelled (what it paid for was gone), or authorised and still being settled. */
export type TestPaymentOutcome = 'succeeded' | 'canceled' | 'requires_capture';

/** A confirm call's answer: settled, or waiting on the customer's 3-D Secure challenge (opened with `challengeToken`). */
export type TestConfirmResult =
  | { paymentIntentId: string; status: TestPaymentOutcome }
  | { paymentIntentId: string; status: 'requires_action'; challengeToken: string };

/** A 3-D Secure challenge answered: settled as a confirmed card is, or failed with Stripe's words (the card can be tried again). */
export type TestChallengeResult =
  | { paymentIntentId: string; status: TestPaymentOutcome }
  | { paymentIntentId: string; status: 'requires_payment_method'; message: string };

/**
 * The built-in test provider's card form, standing in for Stripe's confirmPayment: a test card moves the
 * intent like Stripe's test mode (3-D Secure cards through a challenge first), and a success is reported
 * through the same settlement as a webhook.
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
   * (nothing charged) when refused, e.g. the booking's hold ran out and its slot was taken. A 3-D Secure card
   * leaves it `requires_action` until its challenge is answered; a new card replaces an open challenge. Throws
   * TestCardRefusedError (with the card's message) when the card is refused.
   */
  async confirm(paymentIntentId: string, clientSecret: string, card: TestCard): Promise<TestConfirmResult> {
    const outcome = testCardOutcome(card, new Date());
    const challengeToken = outcome.ok && outcome.authenticate ? randomBytes(18).toString('base64url') : null;
    await this.recordAttempt(paymentIntentId, clientSecret, outcome, challengeToken);
    if (!outcome.ok) throw new TestCardRefusedError(outcome.code, outcome.message);
    if (challengeToken) return { paymentIntentId, status: 'requires_action', challengeToken };
    return { paymentIntentId, status: await this.settleAuthorised(paymentIntentId) };
  }

  /** The intent whose challenge `challengeToken` opens, while it is open; throws TestChallengeNotOpenError otherwise. */
  async openChallenge(paymentIntentId: string, challengeToken: string): Promise<TestIntent> {
    const intent = await this.intents.find(paymentIntentId);
    return this.checkOpen(intent, challengeToken);
  }

  /**
   * The customer approved (authorised, then settled as a confirmed card) or failed the challenge (the intent waits for
   * a card again, with Stripe's message). A challenge left open is never charged: its booking's hold simply runs out.
   */
  async answerChallenge(paymentIntentId: string, challengeToken: string, approved: boolean): Promise<TestChallengeResult> {
    await this.recordChallenge(paymentIntentId, challengeToken, approved);
    if (!approved) return { paymentIntentId, status: 'requires_payment_method', message: AUTHENTICATION_FAILED };
    return { paymentIntentId, status: await this.settleAuthorised(paymentIntentId) };
  }

  private async settleAuthorised(paymentIntentId: string): Promise<TestPaymentOutcome> {
    try {
      const { status } = await this.settlement.settle(paymentIntentId);
      return status === 'canceled' ? 'canceled' : 'succeeded';
    } catch (error) {
      // The card is authorised; the confirm call or the reconciliation job will capture (or cancel) it.
      this.logger.warn({ paymentIntentId, err: error }, `Test payment authorised but settling failed: ${(error as Error).message}`);
      return 'requires_capture';
    }
  }

  /**
   * Records the card on the intent its secret opens while it can be paid. Written by one update guarded by the intent as
   * read (no lock, no transaction); only when it moved meanwhile (another card at the same moment) is it checked again
   * under its lock.
   */
  private async recordAttempt(paymentIntentId: string, clientSecret: string, outcome: TestCardOutcome, challengeToken: string | null): Promise<void> {
    const attempt: TestAttempt = {
      status: !outcome.ok ? 'requires_payment_method' : challengeToken ? 'requires_action' : 'requires_capture',
      error: outcome.ok ? null : outcome.message,
      last4: outcome.ok ? outcome.last4 : '',
      challengeToken,
    };
    const seen = this.payable(await this.intents.find(paymentIntentId), clientSecret);
    if (!(await this.intents.recordAttempt(seen, attempt))) await this.recordAttemptLocked(paymentIntentId, clientSecret, attempt);
  }

  @Transactional()
  private async recordAttemptLocked(paymentIntentId: string, clientSecret: string, attempt: TestAttempt): Promise<void> {
    await this.intents.recordAttempt(this.payable(await this.intents.lock(paymentIntentId), clientSecret), attempt);
  }

  /** The intent, when `clientSecret` is its secret and a card can be tried on it. */
  private payable(intent: TestIntent | null, clientSecret: string): TestIntent {
    if (!intent) throw new PaymentNotFoundError();
    if (!secretsMatch(clientSecret, intent.clientSecret)) throw new TestPaymentSecretMismatchError();
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_action') throw new TestPaymentNotPayableError(intent.status);
    return intent;
  }

  @Transactional()
  private async recordChallenge(paymentIntentId: string, challengeToken: string, approved: boolean): Promise<void> {
    this.checkOpen(await this.intents.lock(paymentIntentId), challengeToken);
    await this.intents.recordChallenge(paymentIntentId, {
      status: approved ? 'requires_capture' : 'requires_payment_method',
      error: approved ? null : AUTHENTICATION_FAILED,
    });
  }

  private checkOpen(intent: TestIntent | null, challengeToken: string): TestIntent {
    if (!intent || intent.status !== 'requires_action' || !intent.challengeToken || !secretsMatch(challengeToken, intent.challengeToken)) {
      throw new TestChallengeNotOpenError();
    }
    return intent;
  }
}
