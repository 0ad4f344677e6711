import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PaymentKind, PaymentStatus } from '../domain/payment';
import { NoFulfillerError } from '../domain/payment.errors';
import { PaymentIntentService } from './payment-intent.service';
import { PAYMENT_REPOSITORY, type PaymentRepository } from './payment.ports';
import { type Fulfiller, PaymentSettlementService, type SettleResult } from './payment-settlement.service';

/** What a module that sells a kind tells the payment module about it, once (in its onModuleInit). */
export interface PayableKind {
  /** Fulfils a payment the provider reports succeeded (browser confirm, webhook, test provider, reconciliation). */
  fulfil: Fulfiller;
  /** Stores the intent's id on what it pays for once the provider created it (left out: the payment alone keeps it). */
  recordIntent?(referenceId: string, paymentIntentId: string): Promise<void>;
  /** Gives up what the payment was for when it could not be set up (a hold's slot freed now, an order cancelled). */
  abandon?(referenceId: string): Promise<void>;
}

/** A payment to start for something committed already: what it is, its price (integer pence), and the receipt e-mail. */
export interface PaymentToStart {
  referenceId: string;
  amountPence: number;
  description: string;
  email: string;
}

/** A payment as a checkout sees it, to check before its intent is trusted for what it claims to pay. */
export interface CheckedPayment {
  paymentIntentId: string;
  kind: PaymentKind;
  referenceId: string;
  amountPence: number;
  status: PaymentStatus;
  isTest: boolean;
  /** Settles it as `CheckoutPayments.settle` does, from this read of the payment (one read for the check and the settle). */
  settle(): Promise<SettleResult>;
}

/**
 * What a checkout (a booking's hold, a course, a shop order) does with payments, in one place: registers what it sells,
 * starts a payment (the provider's intent is created for what was committed, the same reference always giving the same
 * intent, its id stored on it, and it is given up when no payment can be set up), reads one, and settles one.
 */
@Injectable()
export class CheckoutPayments {
  private readonly logger = new Logger(CheckoutPayments.name);
  private readonly kinds = new Map<PaymentKind, PayableKind>();

  constructor(
    @Inject(PAYMENT_REPOSITORY) private readonly payments: PaymentRepository,
    private readonly intents: PaymentIntentService,
    private readonly settlement: PaymentSettlementService,
  ) {}

  /** Registers a kind's fulfiller with settlement, and how its payments start. */
  register(kind: PaymentKind, payable: PayableKind): void {
    this.settlement.registerFulfiller(kind, payable.fulfil);
    this.kinds.set(kind, payable);
  }

  /** Never inside an open transaction: what is paid for is committed first, then the provider is called. */
  async start(kind: PaymentKind, payment: PaymentToStart): Promise<{ paymentIntentId: string; clientSecret: string }> {
    const payable = this.kinds.get(kind);
    if (!payable) throw new NoFulfillerError(kind);
    try {
      const intent = await this.intents.createIntent({ kind, ...payment, idempotencyKey: `${kind}:${payment.referenceId}` });
      await payable.recordIntent?.(payment.referenceId, intent.paymentIntentId);
      return intent;
    } catch (error) {
      await payable
        .abandon?.(payment.referenceId)
        .catch((abandonError) =>
          this.logger.warn({ kind, referenceId: payment.referenceId, err: abandonError }, 'Could not give up what a failed payment setup was for'),
        );
      throw error;
    }
  }

  /** The payment behind an intent id, or null: checked before the intent is trusted for what it claims to pay. */
  async paymentFor(paymentIntentId: string): Promise<CheckedPayment | null> {
    const payment = await this.payments.findByIntentId(paymentIntentId);
    if (!payment) return null;
    const { kind, referenceId, amountPence, status, isTest } = payment;
    return {
      paymentIntentId: payment.paymentIntentId,
      kind,
      referenceId,
      amountPence,
      status,
      isTest,
      settle: () => this.settlement.settleAsRead(payment),
    };
  }

  /** Whether `clientSecret` is the secret of this intent (which only the browser paying it was given). */
  clientSecretMatches(paymentIntentId: string, clientSecret: string): Promise<boolean> {
    return this.intents.clientSecretMatches(paymentIntentId, clientSecret);
  }

  /** Asks the provider where the intent is; a success is fulfilled through the registered kind, once. */
  settle(paymentIntentId: string): Promise<SettleResult> {
    return this.settlement.settle(paymentIntentId);
  }
}
