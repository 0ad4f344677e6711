import { Inject, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { secretsMatch } from '../../../shared/crypto/secrets-match';
import { isTestPayment, isValidPaymentAmount, PAYMENT_CURRENCY, PaymentKind, reportedMove } from '../domain/payment';
import {
  InvalidPaymentAmountError,
  PaymentAmountMismatchError,
  PaymentIdempotencyConflictError,
  PaymentProviderUnavailableError,
} from '../domain/payment.errors';
import { PAYMENT_PROVIDER, PAYMENT_REPOSITORY, PaymentProvider, PaymentRepository, ProviderIntent } from './payment.ports';

export interface CreateIntentInput {
  kind: PaymentKind;
  /** The id of the order, booking or course booking being paid for. */
  referenceId: string;
  amountPence: number;
  description: string;
  email?: string;
  /** The same key always gives the same intent (a retried request never charges twice). */
  idempotencyKey: string;
}

/** Payment intents at the provider: creating one for a checkout, and checking one a browser names. */
@Injectable()
export class PaymentIntentService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(PAYMENT_REPOSITORY) private readonly payments: PaymentRepository,
    private readonly txHost: TransactionHost,
  ) {}

  /** 'stripe' or 'test': which provider this process talks to. */
  get providerName(): 'stripe' | 'test' {
    return this.provider.name;
  }

  /**
   * Creates (or, for a known idempotency key, finds again) the provider's intent. Never call this inside
   * an open transaction: the payment row is committed first, then the provider is called, then the
   * intent id is recorded.
   */
  async createIntent(input: CreateIntentInput): Promise<{ paymentIntentId: string; clientSecret: string }> {
    if (this.txHost.isTransactionActive()) {
      throw new Error('PaymentIntentService.createIntent was called inside a transaction: commit first, then call the provider');
    }
    if (!isValidPaymentAmount(input.amountPence)) throw new InvalidPaymentAmountError();
    const payment = await this.payments.createOrFind({
      provider: this.provider.name,
      kind: input.kind,
      referenceId: input.referenceId,
      amountPence: input.amountPence,
      currency: PAYMENT_CURRENCY,
      description: input.description,
      email: input.email ?? null,
      idempotencyKey: input.idempotencyKey,
    });
    const samePayment =
      payment.kind === input.kind && payment.referenceId === input.referenceId && payment.amountPence === input.amountPence;
    if (!samePayment || payment.provider !== this.provider.name) throw new PaymentIdempotencyConflictError();

    let intent: ProviderIntent;
    try {
      intent = await this.provider.createIntent({
        amountPence: payment.amountPence,
        currency: PAYMENT_CURRENCY,
        description: payment.description,
        idempotencyKey: payment.idempotencyKey,
        metadata: {
          paymentId: payment.id,
          kind: payment.kind,
          referenceId: payment.referenceId,
          [`${payment.kind}Id`]: payment.referenceId,
        },
      });
    } catch (error) {
      await this.payments.recordError(payment.id, (error as Error).message).catch(() => undefined);
      throw error;
    }
    if (!intent.clientSecret) throw new PaymentProviderUnavailableError('no client secret');
    if (intent.amountPence !== payment.amountPence) throw new PaymentAmountMismatchError();
    if (!payment.paymentIntentId) {
      const isTest = isTestPayment(this.provider.name, intent.livemode);
      // From 'creating' every status the provider reports is a move, so there is always one to record.
      const created = reportedMove(payment, { status: intent.status, isTest, paymentIntentId: intent.id }, new Date());
      if (created) await this.payments.recordIntent(payment.id, created);
    }
    return { paymentIntentId: intent.id, clientSecret: intent.clientSecret };
  }

  /** Whether `clientSecret` is the secret of this intent (which only the browser paying it was given). */
  async clientSecretMatches(paymentIntentId: string, clientSecret: string): Promise<boolean> {
    const intent = await this.provider.retrieveIntent(paymentIntentId);
    return intent.clientSecret !== null && secretsMatch(clientSecret, intent.clientSecret);
  }
}
