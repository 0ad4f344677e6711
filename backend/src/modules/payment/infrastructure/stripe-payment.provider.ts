import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '../../../shared/config/app-config';
import type { IntentStatus } from '../domain/payment';
import {
  PaymentNotFoundError,
  PaymentProviderUnavailableError,
  PaymentRejectedByProviderError,
  WebhookSignatureError,
} from '../domain/payment.errors';
import type { CreateIntentRequest, PaymentProvider, ProviderEvent, ProviderIntent } from '../application/payment.ports';

/** Stripe's intent statuses in the product's vocabulary: anything waiting on the customer is unpaid. */
const STATUS: Record<Stripe.PaymentIntent.Status, IntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_payment_method',
  processing: 'processing',
  requires_capture: 'requires_capture',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

/** The SDK options that point it at STRIPE_API_BASE_URL (a local stand-in in tests) instead of api.stripe.com. */
export function stripeClientOptions(config: AppConfig): ConstructorParameters<typeof Stripe>[1] {
  const base = config.STRIPE_API_BASE_URL ? new URL(config.STRIPE_API_BASE_URL) : null;
  return {
    timeout: config.PAYMENT_PROVIDER_TIMEOUT_MS,
    // One retry on a network failure; the SDK reuses our idempotency key, so it never charges twice.
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'skyward-sim' },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  };
}

/** The payment port over the official Stripe SDK (card payments confirmed in the browser by Stripe Elements). */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly logger = new Logger(StripePaymentProvider.name);
  private readonly stripe: Stripe;

  constructor(private readonly config: AppConfig) {
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY as string, stripeClientOptions(config));
  }

  async createIntent(request: CreateIntentRequest): Promise<ProviderIntent> {
    const intent = await this.call('create a payment intent', () =>
      this.stripe.paymentIntents.create(
        {
          amount: request.amountPence,
          currency: request.currency,
          description: request.description,
          metadata: request.metadata,
          automatic_payment_methods: { enabled: true },
          // Authorised in the browser, captured once what it pays for is secured (docs/product.md, Payments).
          capture_method: 'manual',
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return this.toIntent(intent);
  }

  async retrieveIntent(paymentIntentId: string): Promise<ProviderIntent> {
    return this.toIntent(await this.call('retrieve a payment intent', () => this.stripe.paymentIntents.retrieve(paymentIntentId)));
  }

  captureIntent(paymentIntentId: string, idempotencyKey: string): Promise<ProviderIntent> {
    return this.finish(paymentIntentId, 'succeeded', () =>
      this.call('capture a payment', () => this.stripe.paymentIntents.capture(paymentIntentId, {}, { idempotencyKey })),
    );
  }

  cancelIntent(paymentIntentId: string, idempotencyKey: string): Promise<ProviderIntent> {
    return this.finish(paymentIntentId, 'canceled', () =>
      this.call('cancel a payment', () =>
        this.stripe.paymentIntents.cancel(paymentIntentId, { cancellation_reason: 'abandoned' }, { idempotencyKey }),
      ),
    );
  }

  async refund(request: { paymentIntentId: string; amountPence: number; idempotencyKey: string }): Promise<{ refundId: string }> {
    const refund = await this.call('refund a payment', () =>
      this.stripe.refunds.create(
        { payment_intent: request.paymentIntentId, amount: request.amountPence },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { refundId: refund.id };
  }

  verifyWebhook(rawBody: Buffer, signature: string): ProviderEvent {
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) {
      this.logger.error('A Stripe webhook arrived but STRIPE_WEBHOOK_SECRET is not set: it cannot be verified');
      throw new WebhookSignatureError();
    }
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new WebhookSignatureError();
    }
    const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
    const paymentIntentId =
      object.object === 'payment_intent' && object.id
        ? object.id
        : typeof object.payment_intent === 'string'
          ? object.payment_intent
          : (object.payment_intent?.id ?? null);
    return { id: event.id, type: event.type, paymentIntentId };
  }

  /** Captures or cancels; Stripe refuses a second one after its idempotency window, so one already done is answered as it is. */
  private async finish(
    paymentIntentId: string,
    target: IntentStatus,
    request: () => Promise<Stripe.PaymentIntent>,
  ): Promise<ProviderIntent> {
    try {
      return this.toIntent(await request());
    } catch (error) {
      if (!(error instanceof PaymentRejectedByProviderError)) throw error;
      const current = await this.retrieveIntent(paymentIntentId);
      if (current.status === target) return current;
      throw error;
    }
  }

  private toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
    return {
      id: intent.id,
      clientSecret: intent.client_secret,
      amountPence: intent.amount,
      currency: intent.currency,
      status: STATUS[intent.status] ?? 'processing',
      livemode: intent.livemode,
      metadata: intent.metadata ?? {},
    };
  }

  /** Stripe's failures as domain errors: unreachable or failing on its side → unavailable; refused → rejected. */
  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      this.logger.warn({ type: error.type, code: error.code, statusCode: error.statusCode, requestId: error.requestId }, `Stripe could not ${what}: ${error.message}`);
      if (error.statusCode === 404 || error.code === 'resource_missing') throw new PaymentNotFoundError();
      if (
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError ||
        (error.statusCode ?? 0) >= 500
      ) {
        throw new PaymentProviderUnavailableError();
      }
      throw new PaymentRejectedByProviderError();
    }
  }
}
