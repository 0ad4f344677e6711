import type { NestExpressApplication } from '@nestjs/platform-express';
import Stripe from 'stripe';
import request from 'supertest';
import { FakeStripe } from './payment-fake-stripe';
import { createTestApp } from './test-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stripe_booking_tests';

/**
 * The API on Stripe (its HTTP stand-in) for a describe block: started before its tests, stopped after, with what the
 * booking payment tests ask of it (the capture and cancel calls Stripe got, the confirm call, a signed webhook).
 */
export function stripeBookingApp() {
  const stripe = new FakeStripe();
  let app: NestExpressApplication;

  beforeAll(async () => {
    const baseUrl = await stripe.start();
    app = await createTestApp({
      BOOKING_HOLDS_PER_IP: '100000',
      STRIPE_SECRET_KEY: 'sk_test_skyward',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_skyward',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: baseUrl,
    });
  });
  afterAll(async () => {
    await app.close();
    await stripe.stop();
  });

  const http = () => request(app.getHttpServer());
  return {
    stripe,
    app: () => app,
    moves: (paymentIntentId: string, move: 'capture' | 'cancel') => stripe.requestsTo('POST', `/v1/payment_intents/${paymentIntentId}/${move}`),
    confirm: (paymentIntentId: string) => http().post('/api/confirm-booking-payment').send({ paymentIntentId }),
    /** Stripe's signed webhook of `type` about the intent, as it is now at the stand-in. */
    webhook: (type: string, paymentIntentId: string) => {
      const status = stripe.intents.get(paymentIntentId)?.status;
      const payload = JSON.stringify({
        id: `evt_${type}_${paymentIntentId}`,
        object: 'event',
        type,
        data: { object: { id: paymentIntentId, object: 'payment_intent', status } },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return http().post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
    },
  };
}
