import { Inject, Injectable, Logger } from '@nestjs/common';
import { Transactional, TransactionHost } from '@nestjs-cls/transactional';
import { AppConfig } from '../../../shared/config/app-config';
import {
  IllegalPaymentTransition,
  IntentStatus,
  isValidPaymentAmount,
  nextPaymentStatus,
  Payment,
  PAYMENT_CURRENCY,
  PaymentKind,
  PaymentStatus,
  refundProblem,
  SettledPayment,
} from '../domain/payment';
import {
  InvalidPaymentAmountError,
  NoFulfillerError,
  PaymentAmountMismatchError,
  PaymentIdempotencyConflictError,
  PaymentNotFoundError,
  PaymentNotRefundableError,
  PaymentProviderUnavailableError,
} from '../domain/payment.errors';
import { PAYMENT_PROVIDER, PAYMENT_REPOSITORY, PaymentProvider, PaymentRepository, ProviderIntent, Refund } from './payment.ports';

export type { PaymentKind, SettledPayment } from '../domain/payment';

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

export interface SettleResult {
  status: IntentStatus;
  fulfilled: boolean;
}

export interface PaymentView {
  paymentIntentId: string;
  kind: PaymentKind;
  referenceId: string;
  amountPence: number;
  status: PaymentStatus;
  isTest: boolean;
}

export type Fulfiller = (payment: SettledPayment) => Promise<void>;

/** Provider events that may change an intent's status; each is answered by settling the intent. */
const SETTLING_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.requires_action',
]);

const RECONCILE_BATCH = 100;
const RECONCILE_MAX_AGE_DAYS = 7;

/**
 * Payments: intents at the provider, their settlement and refunds. The provider is the only source of
 * truth that a payment succeeded; the module that owns the kind fulfils it through a registered handler.
 */
@Injectable()
export class PaymentService {
  private readonly logger = new Logger(PaymentService.name);
  private readonly fulfillers = new Map<PaymentKind, Fulfiller>();

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(PAYMENT_REPOSITORY) private readonly payments: PaymentRepository,
    private readonly config: AppConfig,
    private readonly txHost: TransactionHost,
  ) {}

  /** 'stripe' or 'test': which provider this process talks to. */
  get providerName(): 'stripe' | 'test' {
    return this.provider.name;
  }

  /** Each owning module registers how its kind is fulfilled (in onModuleInit). */
  registerFulfiller(kind: PaymentKind, fulfil: Fulfiller): void {
    if (this.fulfillers.has(kind)) throw new Error(`A fulfiller for ${kind} payments is already registered`);
    this.fulfillers.set(kind, fulfil);
  }

  /**
   * Creates (or, for a known idempotency key, finds again) the provider's intent. Never call this inside
   * an open transaction: the payment row is committed first, then the provider is called, then the
   * intent id is recorded.
   */
  async createIntent(input: CreateIntentInput): Promise<{ paymentIntentId: string; clientSecret: string }> {
    if (this.txHost.isTransactionActive()) {
      throw new Error('PaymentService.createIntent was called inside a transaction: commit first, then call the provider');
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
        metadata: { paymentId: payment.id, kind: payment.kind, referenceId: payment.referenceId, [`${payment.kind}Id`]: payment.referenceId },
      });
    } catch (error) {
      await this.payments.recordError(payment.id, (error as Error).message).catch(() => undefined);
      throw error;
    }
    if (!intent.clientSecret) throw new PaymentProviderUnavailableError('no client secret');
    if (intent.amountPence !== payment.amountPence) throw new PaymentAmountMismatchError();
    if (!payment.paymentIntentId) {
      await this.payments.recordIntent(payment.id, intent.id, intent.status, this.isTest(intent));
    }
    return { paymentIntentId: intent.id, clientSecret: intent.clientSecret };
  }

  /**
   * Asks the provider where the intent is and records it. When it succeeded, the payment is recorded as
   * succeeded once and the owning module's fulfiller runs (again, harmlessly, until it has finished once).
   */
  async settle(paymentIntentId: string): Promise<SettleResult> {
    const known = await this.payments.findByIntentId(paymentIntentId);
    if (!known) throw new PaymentNotFoundError();
    if (known.status === 'succeeded' && known.fulfilledAt) return { status: 'succeeded', fulfilled: true };

    const intent = await this.provider.retrieveIntent(paymentIntentId);
    if (intent.amountPence !== known.amountPence || intent.currency.toLowerCase() !== known.currency) {
      this.logger.error({ paymentIntentId, expected: known.amountPence, reported: intent.amountPence }, 'Payment amount mismatch');
      throw new PaymentAmountMismatchError();
    }
    const payment = await this.recordStatus(paymentIntentId, intent.status, this.isTest(intent));
    if (payment.status !== 'succeeded') return { status: payment.status as IntentStatus, fulfilled: false };
    if (!payment.fulfilledAt) await this.fulfil(payment);
    return { status: 'succeeded', fulfilled: true };
  }

  /** Gives money back through the provider; the same idempotency key never refunds twice. */
  async refund(input: { paymentIntentId: string; amountPence: number; reason: string; idempotencyKey: string }): Promise<void> {
    const refund = await this.reserveRefund(input);
    if (refund.status === 'succeeded') return;
    try {
      const { refundId } = await this.provider.refund({
        paymentIntentId: input.paymentIntentId,
        amountPence: refund.amountPence,
        idempotencyKey: refund.idempotencyKey,
      });
      await this.payments.completeRefund(refund.id, { status: 'succeeded', providerRefundId: refundId });
      this.logger.log({ paymentIntentId: input.paymentIntentId, amountPence: refund.amountPence, reason: input.reason }, 'Refunded');
    } catch (error) {
      // Unreachable provider: the refund stays requested and a retry with the same key completes it.
      if (!(error instanceof PaymentProviderUnavailableError)) await this.payments.completeRefund(refund.id, { status: 'failed' });
      throw error;
    }
  }

  /** The payment behind an intent id, or null (used by callers to check an intent before trusting it). */
  async paymentFor(paymentIntentId: string): Promise<PaymentView | null> {
    const payment = await this.payments.findByIntentId(paymentIntentId);
    if (!payment || !payment.paymentIntentId) return null;
    return {
      paymentIntentId: payment.paymentIntentId,
      kind: payment.kind,
      referenceId: payment.referenceId,
      amountPence: payment.amountPence,
      status: payment.status,
      isTest: payment.isTest,
    };
  }

  /**
   * Settles a provider webhook's intent. Replays (the same event id) change nothing; events about
   * intents this site did not create are acknowledged and ignored.
   */
  async handleWebhook(rawBody: Buffer, signature: string): Promise<{ duplicate: boolean }> {
    const event = this.provider.verifyWebhook(rawBody, signature);
    if (await this.payments.hasWebhookEvent(event.id)) return { duplicate: true };
    if (event.paymentIntentId && SETTLING_EVENTS.has(event.type)) {
      if (await this.payments.findByIntentId(event.paymentIntentId)) await this.settle(event.paymentIntentId);
      else this.logger.warn({ eventId: event.id, paymentIntentId: event.paymentIntentId }, 'Webhook for an unknown intent ignored');
    }
    const first = await this.payments.recordWebhookEvent(event.id, event.type);
    return { duplicate: !first };
  }

  /**
   * The worker's safety net: settles intents still open after PAYMENT_RECONCILE_AFTER_MINUTES (checked
   * less often as they age) and finishes succeeded payments whose fulfilment never completed.
   */
  async reconcile(now = new Date()): Promise<{ checked: number; fulfilled: number; failed: number }> {
    const pendingBefore = new Date(now.getTime() - this.config.PAYMENT_RECONCILE_AFTER_MINUTES * 60_000);
    const notBefore = new Date(now.getTime() - RECONCILE_MAX_AGE_DAYS * 24 * 3600_000);
    const due = await this.payments.listToReconcile(this.provider.name, now, pendingBefore, notBefore, RECONCILE_BATCH);
    let fulfilled = 0;
    let failed = 0;
    for (const payment of due) {
      try {
        const result = await this.settle(payment.paymentIntentId as string);
        if (result.fulfilled) fulfilled += 1;
      } catch (error) {
        failed += 1;
        this.logger.warn({ paymentIntentId: payment.paymentIntentId, err: error }, `Reconciliation could not settle: ${(error as Error).message}`);
      }
      await this.payments.markReconciled(payment.id, now);
    }
    return { checked: due.length, fulfilled, failed };
  }

  @Transactional()
  private async recordStatus(paymentIntentId: string, reported: IntentStatus, isTest: boolean): Promise<Payment> {
    const payment = await this.payments.lockByIntentId(paymentIntentId);
    if (!payment) throw new PaymentNotFoundError();
    let next: PaymentStatus | null;
    try {
      next = nextPaymentStatus(payment.status, reported);
    } catch (error) {
      if (!(error instanceof IllegalPaymentTransition)) throw error;
      this.logger.error({ paymentIntentId, from: error.from, to: error.to }, 'Provider reported an impossible status change; kept ours');
      return payment;
    }
    if (!next) return payment;
    await this.payments.updateStatus(payment.id, next, isTest);
    if (next === 'succeeded') this.logger.log({ paymentIntentId, kind: payment.kind, referenceId: payment.referenceId }, 'Payment succeeded');
    return { ...payment, status: next, isTest };
  }

  private async fulfil(payment: Payment): Promise<void> {
    const fulfil = this.fulfillers.get(payment.kind);
    if (!fulfil) throw new NoFulfillerError(payment.kind);
    await fulfil({
      paymentIntentId: payment.paymentIntentId as string,
      kind: payment.kind,
      referenceId: payment.referenceId,
      amountPence: payment.amountPence,
      isTest: payment.isTest,
    });
    await this.payments.markFulfilled(payment.id);
  }

  @Transactional()
  private async reserveRefund(input: { paymentIntentId: string; amountPence: number; reason: string; idempotencyKey: string }): Promise<Refund> {
    const payment = await this.payments.lockByIntentId(input.paymentIntentId);
    if (!payment) throw new PaymentNotFoundError();
    const existing = await this.payments.findRefundByKey(input.idempotencyKey);
    if (existing) {
      if (existing.paymentId !== payment.id || existing.amountPence !== input.amountPence) throw new PaymentIdempotencyConflictError();
      if (existing.status === 'failed') throw new PaymentNotRefundableError('The provider refused this refund.');
      return existing;
    }
    if (payment.status !== 'succeeded') throw new PaymentNotRefundableError('Only a payment that succeeded can be refunded.');
    const problem = refundProblem(payment.amountPence, await this.payments.refundedOrPendingPence(payment.id), input.amountPence);
    if (problem) throw new PaymentNotRefundableError(problem);
    return this.payments.createRefund({
      paymentId: payment.id,
      amountPence: input.amountPence,
      idempotencyKey: input.idempotencyKey,
      reason: input.reason,
    });
  }

  private isTest(intent: ProviderIntent): boolean {
    return this.provider.name === 'test' || !intent.livemode;
  }
}
