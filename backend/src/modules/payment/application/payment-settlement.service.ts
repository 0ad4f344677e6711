import { Inject, Injectable, Logger } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { AppConfig } from '../../../shared/config/app-config';
import {
  IllegalPaymentTransition,
  IntentStatus,
  isTestPayment,
  Payment,
  PaymentKind,
  type PaymentTransition,
  type PaymentWithIntent,
  reportedMove,
  SettledPayment,
} from '../domain/payment';
import { NoFulfillerError, PaymentAmountMismatchError, PaymentNotFoundError } from '../domain/payment.errors';
import {
  PAYMENT_PROVIDER,
  PAYMENT_REPOSITORY,
  PaymentProvider,
  PaymentRepository,
  WEBHOOK_EVENT_REPOSITORY,
  WebhookEventRepository,
} from './payment.ports';


export interface SettleResult {
  status: IntentStatus;
  fulfilled: boolean;
}

/**
 * Fulfils a paid kind. Resolves 'refused' when what was paid for can no longer be had (a booking's slot was taken
 * after its hold ran out): an authorised payment is then cancelled and the card never charged.
 */
export type Fulfiller = (payment: SettledPayment) => Promise<'refused' | void>;

/** Provider events that may change an intent's status; each is answered by settling the intent. */
const SETTLING_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.amount_capturable_updated',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.requires_action',
]);

const RECONCILE_BATCH = 100;
const RECONCILE_MAX_AGE_DAYS = 7;

/**
 * Settlement: where the provider says an intent is, recorded through the payment state machine, reached
 * from the browser's confirm call, the provider's webhook or the worker's reconciliation. The provider is
 * the only source of truth that a payment succeeded; the module that owns the kind fulfils it through a
 * registered handler.
 */
@Injectable()
export class PaymentSettlementService {
  private readonly logger = new Logger(PaymentSettlementService.name);
  private readonly fulfillers = new Map<PaymentKind, Fulfiller>();

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(PAYMENT_REPOSITORY) private readonly payments: PaymentRepository,
    @Inject(WEBHOOK_EVENT_REPOSITORY) private readonly webhookEvents: WebhookEventRepository,
    private readonly config: AppConfig,
  ) {}

  /** Each owning module registers how its kind is fulfilled (in onModuleInit). */
  registerFulfiller(kind: PaymentKind, fulfil: Fulfiller): void {
    if (this.fulfillers.has(kind)) throw new Error(`A fulfiller for ${kind} payments is already registered`);
    this.fulfillers.set(kind, fulfil);
  }

  /**
   * Asks the provider where the intent is and records it. An authorised intent is fulfilled first and captured
   * only when the fulfiller accepts it (else cancelled: no money moves). When it succeeded, the payment is recorded
   * as succeeded once and the owning module's fulfiller runs (again, harmlessly, until it has finished once).
   */
  async settle(paymentIntentId: string): Promise<SettleResult> {
    const known = await this.payments.findByIntentId(paymentIntentId);
    if (!known) throw new PaymentNotFoundError();
    return this.settleAsRead(known);
  }

  /**
   * `settle`, from the payment as its caller has just read it (a checkout checks it first), not read again: the status
   * it records is written only if the payment is still as read (`recordStatus`).
   */
  async settleAsRead(known: PaymentWithIntent): Promise<SettleResult> {
    const { paymentIntentId } = known;
    if (known.status === 'succeeded' && known.fulfilledAt) return { status: 'succeeded', fulfilled: true };

    const intent = await this.provider.retrieveIntent(paymentIntentId);
    if (intent.amountPence !== known.amountPence || intent.currency.toLowerCase() !== known.currency) {
      this.logger.error(
        { paymentIntentId, expected: known.amountPence, reported: intent.amountPence },
        'Payment amount mismatch',
      );
      throw new PaymentAmountMismatchError();
    }
    const payment = await this.recordStatus(known, intent.status, isTestPayment(this.provider.name, intent.livemode));
    if (payment.status === 'requires_capture') return this.captureOrCancel(payment);
    if (payment.status !== 'succeeded') return { status: payment.status as IntentStatus, fulfilled: false };
    if (!payment.fulfilledAt) await this.fulfil(payment);
    return { status: 'succeeded', fulfilled: true };
  }

  /**
   * Settles a provider webhook's intent. Replays (the same event id) change nothing; events about
   * intents this site did not create are acknowledged and ignored.
   */
  async handleWebhook(rawBody: Buffer, signature: string): Promise<{ duplicate: boolean }> {
    const event = this.provider.verifyWebhook(rawBody, signature);
    if (await this.webhookEvents.has(event.id)) return { duplicate: true };
    if (event.paymentIntentId && SETTLING_EVENTS.has(event.type)) {
      const known = await this.payments.findByIntentId(event.paymentIntentId);
      if (known) await this.settleAsRead(known);
      else
        this.logger.warn({ eventId: event.id, paymentIntentId: event.paymentIntentId }, 'Webhook for an unknown intent ignored');
    }
    const first = await this.webhookEvents.record(event.id, event.type);
    return { duplicate: !first };
  }

  /**
   * The worker's safety net: settles intents still open after PAYMENT_RECONCILE_AFTER_MINUTES (checked
   * less often as they age), and captures or cancels authorised ones and finishes succeeded ones whose
   * fulfilment never completed.
   */
  async reconcile(now = new Date()): Promise<{ checked: number; fulfilled: number; failed: number }> {
    const pendingBefore = new Date(now.getTime() - this.config.PAYMENT_RECONCILE_AFTER_MINUTES * 60_000);
    const notBefore = new Date(now.getTime() - RECONCILE_MAX_AGE_DAYS * 24 * 3600_000);
    const due = await this.payments.listToReconcile(this.provider.name, now, pendingBefore, notBefore, RECONCILE_BATCH);
    let fulfilled = 0;
    let failed = 0;
    for (const payment of due) {
      try {
        const result = await this.settleAsRead(payment);
        if (result.fulfilled) fulfilled += 1;
      } catch (error) {
        failed += 1;
        this.logger.warn(
          { paymentIntentId: payment.paymentIntentId, err: error },
          `Reconciliation could not settle: ${(error as Error).message}`,
        );
      }
      await this.payments.markReconciled(payment.id, now);
    }
    return { checked: due.length, fulfilled, failed };
  }

  /**
   * Records the provider's status on `seen`, the payment as this settle last read or wrote it: the move is written by
   * one update guarded by the status it was worked out from. Only when the payment moved meanwhile (another settle, a
   * webhook), or the move looks illegal from what was read, is the row locked and the move worked out again from
   * what it is now.
   */
  private async recordStatus(seen: Payment, reported: IntentStatus, isTest: boolean, fulfilled = false): Promise<Payment> {
    const paymentIntentId = seen.paymentIntentId as string;
    let next: PaymentTransition | null;
    try {
      next = reportedMove(seen, { status: reported, isTest }, new Date(), fulfilled);
    } catch (error) {
      if (!(error instanceof IllegalPaymentTransition)) throw error;
      return this.recordStatusLocked(paymentIntentId, reported, isTest, fulfilled);
    }
    if (!next) return seen;
    if (!(await this.payments.applyIfStill(seen.id, next))) return this.recordStatusLocked(paymentIntentId, reported, isTest, fulfilled);
    return this.recorded(seen, next);
  }

  @Transactional()
  private async recordStatusLocked(paymentIntentId: string, reported: IntentStatus, isTest: boolean, fulfilled: boolean): Promise<Payment> {
    const payment = await this.payments.lockByIntentId(paymentIntentId);
    if (!payment) throw new PaymentNotFoundError();
    let next: PaymentTransition | null;
    try {
      next = reportedMove(payment, { status: reported, isTest }, new Date(), fulfilled);
    } catch (error) {
      if (!(error instanceof IllegalPaymentTransition)) throw error;
      this.logger.error(
        { paymentIntentId, from: error.from, to: error.to },
        'Provider reported an impossible status change; kept ours',
      );
      return payment;
    }
    if (!next) return payment;
    await this.payments.apply(payment.id, next);
    return this.recorded(payment, next);
  }

  /** The payment after its move was written. */
  private recorded(payment: Payment, move: PaymentTransition): Payment {
    if (move.to === 'succeeded')
      this.logger.log({ paymentIntentId: payment.paymentIntentId, kind: payment.kind, referenceId: payment.referenceId }, 'Payment succeeded');
    return { ...payment, ...move.changes, status: move.to };
  }

  /**
   * The money of an authorised payment is taken only after the fulfiller secured what it pays for (a booking is
   * confirmed before its capture); a refusal cancels the intent, so a lost slot is never charged.
   */
  private async captureOrCancel(payment: Payment): Promise<SettleResult> {
    const paymentIntentId = payment.paymentIntentId as string;
    if ((await this.runFulfiller(payment, false)) === 'refused') {
      const canceled = await this.provider.cancelIntent(paymentIntentId, `payment:${payment.id}:cancel`);
      await this.recordStatus(payment, canceled.status, payment.isTest);
      this.logger.warn({ paymentIntentId, kind: payment.kind, referenceId: payment.referenceId }, 'Authorised payment refused: cancelled, not charged');
      return { status: canceled.status, fulfilled: false };
    }
    const captured = await this.provider.captureIntent(paymentIntentId, `payment:${payment.id}:capture`);
    // The fulfiller has run: the move to succeeded records it fulfilled too (one write, not two).
    const recorded = await this.recordStatus(payment, captured.status, payment.isTest, true);
    if (recorded.status !== 'succeeded') return { status: recorded.status as IntentStatus, fulfilled: false };
    // Another settle (a webhook) recorded the success meanwhile, without the fulfilment.
    if (!recorded.fulfilledAt) await this.payments.markFulfilled(payment.id);
    return { status: 'succeeded', fulfilled: true };
  }

  private async fulfil(payment: Payment): Promise<void> {
    await this.runFulfiller(payment, true);
    await this.payments.markFulfilled(payment.id);
  }

  private runFulfiller(payment: Payment, captured: boolean): Promise<'refused' | void> {
    const fulfil = this.fulfillers.get(payment.kind);
    if (!fulfil) throw new NoFulfillerError(payment.kind);
    return fulfil({
      paymentIntentId: payment.paymentIntentId as string,
      kind: payment.kind,
      referenceId: payment.referenceId,
      amountPence: payment.amountPence,
      isTest: payment.isTest,
      captured,
    });
  }
}
