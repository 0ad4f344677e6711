import { StateMachine, type Transition } from '../../../shared/domain/state-machine';

/** What a payment pays for; the module that owns the kind fulfils it once the provider reports success. */
export const PAYMENT_KINDS = ['order', 'booking', 'course'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Every payment is in pounds sterling. */
export const PAYMENT_CURRENCY = 'gbp';

/** 1p to £999,999.99: the range a card payment provider accepts for GBP. */
export const MIN_PAYMENT_PENCE = 1;
export const MAX_PAYMENT_PENCE = 99_999_999;

/**
 * Where the provider says an intent is, in the vocabulary the rest of the product uses. `requires_capture`: the
 * card is authorised but no money has moved; it is captured only once what it pays for is secured (a booking's
 * slot), else cancelled (docs/product.md, Payments).
 */
export type IntentStatus = 'requires_payment_method' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled';

/** A payment's own state: `creating` until the provider has answered with an intent. */
export type PaymentStatus = 'creating' | IntentStatus;

/** What a fulfiller receives once a payment has succeeded at the provider. */
export interface SettledPayment {
  paymentIntentId: string;
  kind: PaymentKind;
  referenceId: string;
  amountPence: number;
  /** Paid with the built-in test provider or with Stripe test-mode keys: no real money moved. */
  isTest: boolean;
  /** False while the card is only authorised: what it pays for can still be refused and the payment cancelled. */
  captured: boolean;
}

/** No real money moved: the built-in test provider, or a Stripe intent made with test-mode keys. */
export function isTestPayment(provider: 'stripe' | 'test', livemode: boolean): boolean {
  return provider === 'test' || !livemode;
}

/** A payment as this module keeps it. */
export interface Payment {
  id: string;
  provider: 'stripe' | 'test';
  kind: PaymentKind;
  referenceId: string;
  amountPence: number;
  currency: string;
  description: string;
  email: string | null;
  idempotencyKey: string;
  paymentIntentId: string | null;
  status: PaymentStatus;
  isTest: boolean;
  succeededAt: Date | null;
  fulfilledAt: Date | null;
  createdAt: Date;
}

/** A payment whose intent the provider has created (found by that intent, or listed to check with the provider). */
export type PaymentWithIntent = Payment & { paymentIntentId: string };

/** Whether the provider has created the payment's intent. */
export const hasIntent = (payment: Payment): payment is PaymentWithIntent => payment.paymentIntentId !== null;

export class IllegalPaymentTransition extends Error {
  constructor(
    readonly from: PaymentStatus,
    readonly to: PaymentStatus,
  ) {
    super(`A payment cannot move from ${from} to ${to}`);
    this.name = 'IllegalPaymentTransition';
  }
}

/**
 * The one table of allowed moves. A declined card leaves an intent in requires_payment_method so the
 * customer can try again; an authorised one is captured or cancelled; succeeded and canceled are final.
 */
export const PAYMENT_MOVES = new StateMachine<PaymentStatus>(
  {
    creating: ['requires_payment_method', 'processing', 'requires_capture', 'succeeded', 'canceled'],
    requires_payment_method: ['processing', 'requires_capture', 'succeeded', 'canceled'],
    processing: ['requires_payment_method', 'requires_capture', 'succeeded', 'canceled'],
    requires_capture: ['succeeded', 'canceled'],
    succeeded: [],
    canceled: [],
  },
  (from, to) => new IllegalPaymentTransition(from, to),
);

/** What a payment's status move writes with it. */
export type PaymentChanges = Pick<Payment, 'isTest'> & Partial<Pick<Payment, 'paymentIntentId' | 'succeededAt' | 'fulfilledAt'>>;
export type PaymentTransition = Transition<PaymentStatus, PaymentChanges>;

/**
 * The move the provider's report makes (its intent's id recorded with it when the intent was just created), or null
 * when nothing changes. `fulfilled`: what the payment is for was secured already (an authorised payment's booking
 * confirmed before its capture), so a move to succeeded records it fulfilled in the same write. Throws
 * IllegalPaymentTransition on a move the table does not allow.
 */
export function reportedMove(
  payment: Pick<Payment, 'status'>,
  reported: { status: IntentStatus; isTest: boolean; paymentIntentId?: string },
  now: Date,
  fulfilled = false,
): PaymentTransition | null {
  if (payment.status === reported.status) return null;
  const { status, ...changes } = reported;
  if (status !== 'succeeded') return PAYMENT_MOVES.move(payment.status, status, changes);
  return PAYMENT_MOVES.move(payment.status, status, { ...changes, succeededAt: now, ...(fulfilled ? { fulfilledAt: now } : {}) });
}

export function isPaymentKind(value: unknown): value is PaymentKind {
  return typeof value === 'string' && (PAYMENT_KINDS as readonly string[]).includes(value);
}

export function isValidPaymentAmount(amountPence: number): boolean {
  return Number.isSafeInteger(amountPence) && amountPence >= MIN_PAYMENT_PENCE && amountPence <= MAX_PAYMENT_PENCE;
}

/** A refund may never take back more than was paid, counting refunds already made or under way. */
export function refundProblem(paidPence: number, alreadyRefundedPence: number, requestedPence: number): string | null {
  if (!Number.isSafeInteger(requestedPence) || requestedPence < 1) return 'A refund must be a whole number of pence, at least 1p.';
  if (alreadyRefundedPence + requestedPence > paidPence) {
    return `Only ${paidPence - alreadyRefundedPence} pence of this payment can still be refunded.`;
  }
  return null;
}
