import type { NestExpressApplication } from '@nestjs/platform-express';
import { ClsService } from 'nestjs-cls';
import Stripe from 'stripe';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PaymentRefundService } from '../src/modules/payment/application/payment-refund.service';
import { createShopProducts, DELIVERY, orderEvents, orderRow, ShopFixture } from './order-fixtures';
import { FakeStripe } from './payment-fake-stripe';
import { createTestApp } from './test-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_payment_tests';

/** The Stripe adapter: the real SDK talking to a local stand-in for api.stripe.com. */
describe('payments with Stripe (the real SDK against a local Stripe stand-in)', () => {
  const stripe = new FakeStripe();
  let app: NestExpressApplication;
  let shop: ShopFixture;

  beforeAll(async () => {
    const baseUrl = await stripe.start();
    app = await createTestApp({
      SHIPPING_PENCE: '0',
      STRIPE_SECRET_KEY: 'sk_test_skyward',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_skyward',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: baseUrl,
      PAYMENT_PROVIDER_TIMEOUT_MS: '400',
    });
    shop = await createShopProducts(app);
  });
  afterAll(async () => {
    await app.close();
    await stripe.stop();
  });
  beforeEach(() => {
    stripe.mode = 'ok';
  });

  const checkout = (agent: ReturnType<typeof request.agent>) =>
    agent
      .post('/api/create-payment-intent')
      .send({ cartItems: [{ productId: shop.giftCard.id, quantity: 1 }, { productId: shop.cap.id, quantity: 2 }], productCategory: 'Cart', email: 'buyer@example.com', delivery: DELIVERY });

  const webhook = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return request(app.getHttpServer()).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
  };

  const succeededEvent = (id: string, paymentIntentId: string) => ({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded' } },
  });

  it('tells the browser to use Stripe with the publishable key', async () => {
    const response = await request(app.getHttpServer()).get('/api/config').expect(200);
    expect(response.body).toEqual({ paymentProvider: 'stripe', stripePublishableKey: 'pk_test_skyward' });
  });

  it('creates the intent with amount, currency gbp, the order id in metadata and an idempotency key', async () => {
    const agent = request.agent(app.getHttpServer());
    const response = await checkout(agent).expect(200);
    const { orderId, paymentIntentId, clientSecret, totalPence } = response.body;
    expect(totalPence).toBe(12_900 + 2 * 1_850);
    expect(clientSecret).toBe(`${paymentIntentId}_secret_fake`);

    const [sent] = stripe.requestsTo('POST', '/v1/payment_intents').slice(-1);
    expect(sent.headers.authorization).toBe('Bearer sk_test_skyward');
    expect(sent.headers['idempotency-key']).toBe(`order:${orderId}`);
    expect(sent.form).toMatchObject({
      amount: String(totalPence),
      currency: 'gbp',
      'metadata[orderId]': orderId,
      'metadata[kind]': 'order',
      'automatic_payment_methods[enabled]': 'true',
      capture_method: 'manual',
    });
    expect(await orderRow(app, orderId)).toMatchObject({ status: 'pending' });
  });

  it('has no test-card endpoint when Stripe is configured', async () => {
    await request(app.getHttpServer())
      .post('/api/test-payments/pi_test_abc/confirm')
      .send({ clientSecret: 'x', cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' })
      .expect(404);
  });

  it('confirms an order only once Stripe says the card is authorised (retrieved, never taken from the browser), then captures it', async () => {
    const agent = request.agent(app.getHttpServer());
    const { orderId, paymentIntentId } = (await checkout(agent).expect(200)).body;

    const early = await agent.post('/api/confirm-order-payment').send({ paymentIntentId }).expect(409);
    expect(early.body.code).toBe('CATALOG.ORDER_NOT_PAID');
    expect(stripe.requestsTo('GET', `/v1/payment_intents/${paymentIntentId}`)).toHaveLength(1);
    expect(stripe.requestsTo('POST', `/v1/payment_intents/${paymentIntentId}/capture`)).toHaveLength(0);

    stripe.setStatus(paymentIntentId, 'requires_capture');
    const confirmed = await agent.post('/api/confirm-order-payment').send({ paymentIntentId }).expect(200);
    const captures = stripe.requestsTo('POST', `/v1/payment_intents/${paymentIntentId}/capture`);
    expect(captures).toHaveLength(1);
    expect(captures[0].headers['idempotency-key']).toMatch(/^payment:.+:capture$/);
    expect(stripe.intents.get(paymentIntentId)?.status).toBe('succeeded');
    expect(confirmed.body).toMatchObject({ orderId, totalPence: 12_900 + 2 * 1_850, vouchers: [{ productName: shop.giftCard.name }] });
    // Stripe test-mode keys (livemode false) are flagged as test records.
    expect(await orderRow(app, orderId)).toMatchObject({ status: 'paid', is_test: true, payment_intent_id: paymentIntentId });
  });

  it('a webhook delivered three times fulfils the order once', async () => {
    const { orderId, paymentIntentId } = (await checkout(request.agent(app.getHttpServer())).expect(200)).body;
    stripe.setStatus(paymentIntentId, 'succeeded');
    const event = succeededEvent(`evt_${paymentIntentId}`, paymentIntentId);

    const first = await webhook(event).expect(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const replays = await Promise.all([webhook(event), webhook(event)]);
    for (const replay of replays) expect(replay.status).toBe(200);
    expect(replays.map((replay) => replay.body.duplicate)).toEqual([true, true]);

    expect(await orderRow(app, orderId)).toMatchObject({ status: 'paid' });
    expect(await orderEvents(app, orderId)).toEqual([{ type: 'order.paid' }]);
    // A different event about the same intent (Stripe may send several) changes nothing either.
    await webhook(succeededEvent(`evt_other_${paymentIntentId}`, paymentIntentId)).expect(200);
    expect(await orderEvents(app, orderId)).toEqual([{ type: 'order.paid' }]);
  });

  it('a webhook whose intent failed leaves the order pending', async () => {
    const { orderId, paymentIntentId } = (await checkout(request.agent(app.getHttpServer())).expect(200)).body;
    await webhook({ ...succeededEvent(`evt_failed_${paymentIntentId}`, paymentIntentId), type: 'payment_intent.payment_failed' }).expect(200);
    expect(await orderRow(app, orderId)).toMatchObject({ status: 'pending' });
    expect(await orderEvents(app, orderId)).toEqual([]);
  });

  it('refuses a webhook with a bad or missing signature (400) and changes nothing', async () => {
    const { orderId, paymentIntentId } = (await checkout(request.agent(app.getHttpServer())).expect(200)).body;
    stripe.setStatus(paymentIntentId, 'succeeded');
    const forged = await webhook(succeededEvent(`evt_forged_${paymentIntentId}`, paymentIntentId), 'whsec_not_the_secret').expect(400);
    expect(forged.body.code).toBe('PAYMENT.WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await request(app.getHttpServer()).post('/api/stripe/webhook').set('Content-Type', 'application/json').send('{}').expect(400);
    expect(unsigned.body.code).toBe('PAYMENT.WEBHOOK_SIGNATURE_INVALID');
    expect(await orderRow(app, orderId)).toMatchObject({ status: 'pending' });
  });

  it('acknowledges events about intents this site never created', async () => {
    await webhook(succeededEvent(`evt_stranger_${Date.now()}`, `pi_not_ours_${Date.now()}`)).expect(200, { received: true, duplicate: false });
  });

  it.each([
    ['answers 500', 'error'],
    ['times out', 'hang'],
  ] as const)('when Stripe %s, the checkout fails with PAYMENT.PROVIDER_UNAVAILABLE and leaves no paid order', async (_label, mode) => {
    stripe.mode = mode;
    const email = `provider-${mode}-${Date.now()}@example.com`;
    const response = await request(app.getHttpServer())
      .post('/api/create-payment-intent')
      .send({ cartItems: [{ productId: shop.cap.id, quantity: 1 }], productCategory: 'Cart', email, delivery: DELIVERY })
      .expect(503);
    expect(response.body).toMatchObject({ statusCode: 503, code: 'PAYMENT.PROVIDER_UNAVAILABLE' });
    const orders = await app.get(DataSource).query(`SELECT id, status FROM shop_order WHERE email = $1`, [email]);
    expect(orders).toEqual([{ id: expect.any(String), status: 'canceled' }]);
    const [payment] = await app.get(DataSource).query(`SELECT status, payment_intent_id, last_error FROM payment WHERE reference_id = $1`, [orders[0].id]);
    expect(payment).toMatchObject({ status: 'creating', payment_intent_id: null, last_error: expect.any(String) });
    // The SDK retried once with the same idempotency key.
    const attempts = stripe.requestsTo('POST', '/v1/payment_intents').filter((sent) => sent.headers['idempotency-key'] === `order:${orders[0].id}`);
    expect(attempts).toHaveLength(2);
  });

  it('refunds through Stripe with the amount and an idempotency key', async () => {
    const agent = request.agent(app.getHttpServer());
    const { paymentIntentId } = (await checkout(agent).expect(200)).body;
    stripe.setStatus(paymentIntentId, 'succeeded');
    await agent.post('/api/confirm-order-payment').send({ paymentIntentId }).expect(200);

    const refund = () =>
      app.get(ClsService).run(() =>
        app.get(PaymentRefundService).refund({ paymentIntentId, amountPence: 1_850, reason: 'returned cap', idempotencyKey: `refund:${paymentIntentId}` }),
      );
    await refund();
    await refund();
    const sent = stripe.requestsTo('POST', '/v1/refunds').filter((request) => request.form.payment_intent === paymentIntentId);
    expect(sent).toHaveLength(1);
    expect(sent[0].form).toMatchObject({ amount: '1850' });
    expect(sent[0].headers['idempotency-key']).toBe(`refund:${paymentIntentId}`);
  });
});
