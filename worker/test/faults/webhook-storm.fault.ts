import type { NestExpressApplication } from '@nestjs/platform-express';
import Stripe from 'stripe';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createShopProducts, ShopFixture } from '../../../backend/test/order-fixtures';
import { FakeStripe } from '../../../backend/test/payment-fake-stripe';
import { createTestApp } from '../../../backend/test/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_fault_suite';
const ORDERS = 10;
const DELIVERIES_PER_ORDER = 20; // 200 webhook deliveries in all
const CONCURRENCY = 25;

/** 200 signed Stripe webhooks, duplicated and concurrent, for 10 paid orders: one fulfilment each. */
describe('fault: a storm of 200 duplicated Stripe webhooks', () => {
  const stripe = new FakeStripe();
  let api: NestExpressApplication;
  let shop: ShopFixture;

  beforeAll(async () => {
    api = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_skyward',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_skyward',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: await stripe.start(),
    });
    shop = await createShopProducts(api);
  });
  afterAll(async () => {
    await api.close();
    await stripe.stop();
  });

  const webhook = (event: object) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return request(api.getHttpServer())
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);
  };

  it('fulfils each order once: one order.paid event and one voucher per gift card', async () => {
    const orders: { orderId: string; paymentIntentId: string }[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const response = await request(api.getHttpServer())
        .post('/api/create-payment-intent')
        .send({
          cartItems: [{ productId: shop.giftCard.id, quantity: 1 }],
          productCategory: 'Cart',
          email: `storm${i}@example.com`,
        })
        .expect(200);
      stripe.setStatus(response.body.paymentIntentId, 'succeeded');
      orders.push(response.body);
    }
    // Each order: one event id delivered 15 times, and 5 more distinct events about the same intent (Stripe may send several).
    const deliveries = orders.flatMap(({ paymentIntentId }) =>
      Array.from({ length: DELIVERIES_PER_ORDER }, (_, i) => ({
        id: i < 15 ? `evt_storm_${paymentIntentId}` : `evt_storm_${paymentIntentId}_${i}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded' } },
      })),
    );
    deliveries.sort(() => Math.random() - 0.5);

    const statuses = new Map<number, number>();
    let firstSeen = 0;
    for (let i = 0; i < deliveries.length; i += CONCURRENCY) {
      const answers = await Promise.all(deliveries.slice(i, i + CONCURRENCY).map((event) => webhook(event)));
      for (const answer of answers) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 200 && answer.body.duplicate === false) firstSeen += 1;
      }
    }

    const db = api.get(DataSource);
    const ids = orders.map((order) => order.orderId);
    const paid: { status: string }[] = await db.query(`SELECT status FROM shop_order WHERE id = ANY($1::uuid[])`, [ids]);
    const events: { order_id: string; count: number }[] = await db.query(
      `SELECT payload->>'orderId' AS order_id, count(*)::int AS count FROM outbox WHERE type = 'order.paid' AND payload->>'orderId' = ANY($1::text[]) GROUP BY 1`,
      [ids],
    );
    const vouchers: { order_id: string; count: number }[] = await db.query(
      `SELECT order_id, count(*)::int AS count FROM gift_voucher WHERE order_id = ANY($1::uuid[]) GROUP BY 1`,
      [ids],
    );
    console.log(
      `[fault: webhook storm] ${deliveries.length} signed webhooks (${CONCURRENCY} at a time) for ${ORDERS} orders; ` +
        `answers ${JSON.stringify(Object.fromEntries(statuses))}; recorded as new: ${firstSeen}; orders paid: ${paid.filter((row) => row.status === 'paid').length}; ` +
        `order.paid events per order: ${events.map((row) => row.count).join('/')}; vouchers per order: ${vouchers.map((row) => row.count).join('/')}`,
    );
    expect(Object.fromEntries(statuses)).toEqual({ 200: deliveries.length });
    expect(firstSeen).toBe(ORDERS * 6); // 6 distinct event ids per order
    expect(paid.map((row) => row.status)).toEqual(ids.map(() => 'paid'));
    expect(events).toHaveLength(ORDERS);
    for (const row of events) expect(row.count).toBe(1);
    expect(vouchers).toHaveLength(ORDERS);
    for (const row of vouchers) expect(row.count).toBe(1);
  });
});
