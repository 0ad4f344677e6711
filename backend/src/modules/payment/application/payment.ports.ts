import type { IntentStatus, Payment, PaymentTransition, PaymentWithIntent } from '../domain/payment';

/** A payment intent as the provider reports it. */
export interface ProviderIntent {
  id: string;
  /** Given on creation; the browser needs it to confirm the payment. */
  clientSecret: string | null;
  amountPence: number;
  currency: string;
  status: IntentStatus;
  /** False for Stripe test-mode keys and for the built-in test provider. */
  livemode: boolean;
  metadata: Record<string, string>;
}

export interface CreateIntentRequest {
  amountPence: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

/** A provider event that passed its signature check. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The payment intent the event is about, when it is about one. */
  paymentIntentId: string | null;
}

/**
 * Port: the card payment provider (Stripe, or the built-in test provider). Implementations throw
 * PaymentProviderUnavailableError when the provider cannot be reached or times out.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createIntent(request: CreateIntentRequest): Promise<ProviderIntent>;
  retrieveIntent(paymentIntentId: string): Promise<ProviderIntent>;
  /** Takes the money of an authorised intent (`requires_capture`); an intent captured already is answered as it is. */
  captureIntent(paymentIntentId: string, idempotencyKey: string): Promise<ProviderIntent>;
  /** Releases an intent that is not captured (the card is never charged); one cancelled already is answered as it is. */
  cancelIntent(paymentIntentId: string, idempotencyKey: string): Promise<ProviderIntent>;
  refund(request: { paymentIntentId: string; amountPence: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /** Checks a webhook's signature over its raw body; throws WebhookSignatureError when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string): ProviderEvent;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** What a payment is created with; the provider's intent, status and times come later. */
export type NewPayment = Pick<
  Payment,
  'provider' | 'kind' | 'referenceId' | 'amountPence' | 'currency' | 'description' | 'email' | 'idempotencyKey'
>;

export interface Refund {
  id: string;
  paymentId: string;
  amountPence: number;
  idempotencyKey: string;
  status: 'requested' | 'succeeded' | 'failed';
}

/** Port: where payments are kept (their refunds: PaymentRefundRepository; webhook events: WebhookEventRepository). */
export interface PaymentRepository {
  /** Inserts the payment, or returns the one already stored under its idempotency key. */
  createOrFind(payment: NewPayment): Promise<Payment>;
  /** Records the intent the provider created (its id and status, in `transition`) and clears the last error. */
  recordIntent(paymentId: string, transition: PaymentTransition): Promise<void>;
  recordError(paymentId: string, message: string): Promise<void>;
  findByIntentId(paymentIntentId: string): Promise<PaymentWithIntent | null>;
  /** The payment, locked until the active transaction ends. */
  lockByIntentId(paymentIntentId: string): Promise<Payment | null>;
  /** Writes a status move the payment's table allowed, with its fields. */
  apply(paymentId: string, transition: PaymentTransition): Promise<void>;
  /**
   * Writes the move only if the payment's status is still the one it starts from (`transition.from`); answers whether
   * it was written. One statement where a lock would take four, for a move worked out from a read just made.
   */
  applyIfStill(paymentId: string, transition: PaymentTransition): Promise<boolean>;
  markFulfilled(paymentId: string): Promise<void>;
  /**
   * Payments made with `provider` to check with it: authorised or succeeded ones never fulfilled, and intents created between
   * `notBefore` and `pendingBefore` that are still open, each checked again only once a quarter of its
   * age has passed since its last check (so an abandoned checkout is not asked about every minute).
   */
  listToReconcile(provider: 'stripe' | 'test', now: Date, pendingBefore: Date, notBefore: Date, limit: number): Promise<PaymentWithIntent[]>;
  markReconciled(paymentId: string, at: Date): Promise<void>;
  /** Payments whose receipt e-mail is `email` (any case), oldest first: a customer's data export. */
  forEmail(email: string, limit: number): Promise<Payment[]>;
  /** Replaces the receipt e-mail on those payments (account deletion); the payments stay for the accounts. */
  anonymiseEmail(email: string, replacementEmail: string): Promise<void>;
}

export const PAYMENT_REPOSITORY = Symbol('PAYMENT_REPOSITORY');

/** Port: the refunds of payments, each reserved ('requested') before the provider is asked. */
export interface PaymentRefundRepository {
  /** Refunds of the payment that took or may still take money back (requested or succeeded). */
  refundedOrPendingPence(paymentId: string): Promise<number>;
  findByKey(idempotencyKey: string): Promise<Refund | null>;
  /** Reserves a refund ('requested'). */
  create(refund: Omit<Refund, 'id' | 'status'> & { reason: string }): Promise<Refund>;
  /** The provider gave the money back under its refund id. */
  markSucceeded(refundId: string, providerRefundId: string): Promise<void>;
  /** The provider refused the refund. */
  markFailed(refundId: string): Promise<void>;
}

export const PAYMENT_REFUND_REPOSITORY = Symbol('PAYMENT_REFUND_REPOSITORY');

/** Port: the provider's webhook events already handled (a replay changes nothing). */
export interface WebhookEventRepository {
  /** Records a provider event id; false when it was recorded before (a replay). */
  record(eventId: string, type: string): Promise<boolean>;
  has(eventId: string): Promise<boolean>;
}

export const WEBHOOK_EVENT_REPOSITORY = Symbol('WEBHOOK_EVENT_REPOSITORY');

/** The account module's PersonalDataHolder port as the payment module implements it (the payments' receipt e-mail). */
export const PAYMENT_PERSONAL_DATA = Symbol('PAYMENT_PERSONAL_DATA');

/**
 * Where the built-in test provider keeps an intent: Stripe's statuses, with `requires_action` while the customer's
 * 3-D Secure challenge is open (reported to the rest of the product as unpaid, `requires_payment_method`, as Stripe's is).
 */
export type TestIntentStatus = IntentStatus | 'requires_action';

/** The built-in test provider's own stored intent. */
export interface TestIntent {
  id: string;
  clientSecret: string;
  amountPence: number;
  currency: string;
  status: TestIntentStatus;
  metadata: Record<string, string>;
  /** Opens the intent's 3-D Secure challenge while it is `requires_action`. */
  challengeToken: string | null;
}

/** A card tried on a test intent; `challengeToken` is set when the card needs authenticating (status `requires_action`). */
export interface TestAttempt {
  status: TestIntentStatus;
  error: string | null;
  last4: string;
  challengeToken: string | null;
}

/** Port: the test provider's store of intents (Postgres), shared by its adapter and its confirm use case. */
export interface TestIntentStore {
  find(id: string): Promise<TestIntent | null>;
  lock(id: string): Promise<TestIntent | null>;
  /**
   * Records the card tried on the intent, only if the intent is still as `seen` (its status and open challenge); answers
   * whether it was written (always, for an intent read under its lock).
   */
  recordAttempt(seen: TestIntent, attempt: TestAttempt): Promise<boolean>;
  /** The 3-D Secure challenge answered: authorised (`requires_capture`) or failed (`requires_payment_method`, with why). */
  recordChallenge(id: string, outcome: { status: 'requires_capture' | 'requires_payment_method'; error: string | null }): Promise<void>;
}

export const TEST_INTENT_STORE = Symbol('TEST_INTENT_STORE');
