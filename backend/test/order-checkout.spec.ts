import { TransactionHost } from '@nestjs-cls/transactional';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ClsService } from 'nestjs-cls';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CheckoutPayments } from '../src/modules/payment/application/checkout-payments.service';
import { PaymentIntentService } from '../src/modules/payment/application/payment-intent.service';
import { PaymentRefundService } from '../src/modules/payment/application/payment-refund.service';
import { PaymentSettlementService } from '../src/modules/payment/application/payment-settlement.service';
import { PAYMENT_REPOSITORY, type PaymentRepository } from '../src/modules/payment/application/payment.ports';
import { PAYMENT_MOVES } from '../src/modules/payment/domain/payment';
import { adminAgent } from './auth';
import { createShopProducts, DELIVERY, orderEvents, orderRow, ShopFixture, TEST_CARD, voucherCodes } from './order-fixtures';
import { createTestApp } from './test-app';

/** The cart checkout with the built-in test provider, against the real Postgres. */
describe('cart checkout with the test provider', () => {
  let app: NestExpressApplication;
  let shop: ShopFixture;

  beforeAll(async () => {
    // Postage has its own tests (order-delivery.spec.ts); these keep their totals to the products' prices.
    app = await createTestApp({ SHIPPING_PENCE: '0' });
    shop = await createShopProducts(app);
  });
  afterAll(() => app.close());

  const checkout = (agent: ReturnType<typeof request.agent>, cartItems: unknown, extra: Record<string, unknown> = {}) =>
    agent.post('/api/create-payment-intent').send({ cartItems, productCategory: 'Cart', email: 'buyer@example.com', delivery: DELIVERY, ...extra });

  const pay = (agent: ReturnType<typeof request.agent>, started: { paymentIntentId: string; clientSecret: string }, cardNumber: string) =>
    agent.post(`/api/test-payments/${started.paymentIntentId}/confirm`).send({ clientSecret: started.clientSecret, cardNumber, ...TEST_CARD });

  it('tells the browser to use the test provider', async () => {
    const response = await request(app.getHttpServer()).get('/api/config').expect(200);
    expect(response.body).toEqual({ paymentProvider: 'test', stripePublishableKey: null });
  });

  it('creates a pending order priced from the database and an intent for its total, with the order id in its metadata', async () => {
    const agent = request.agent(app.getHttpServer());
    const response = await checkout(agent, [
      { productId: shop.giftCard.id, quantity: 2 },
      { productId: shop.cap.id, quantity: 1 },
    ]).expect(200);
    expect(response.body).toEqual({
      orderId: expect.any(String),
      paymentIntentId: expect.stringMatching(/^pi_test_/),
      clientSecret: expect.stringMatching(/^pi_test_.+_secret_/),
      totalPence: 2 * 12_900 + 1_850,
    });
    expect(await orderRow(app, response.body.orderId)).toMatchObject({ status: 'pending', total_pence: 27_650, payment_intent_id: null });
    const [intent] = await app.get(DataSource).query(`SELECT amount_pence, currency, metadata, status FROM test_payment_intent WHERE id = $1`, [
      response.body.paymentIntentId,
    ]);
    expect(intent).toMatchObject({ amount_pence: 27_650, currency: 'gbp', status: 'requires_payment_method' });
    expect(intent.metadata).toMatchObject({ orderId: response.body.orderId, kind: 'order' });
  });

  it('ignores nothing and trusts nothing: a client price is refused outright', async () => {
    const agent = request.agent(app.getHttpServer());
    const tampered = await checkout(agent, [{ productId: shop.cap.id, quantity: 1, price: 1 }]).expect(400);
    expect(tampered.body.code).toBe('REQUEST.VALIDATION_FAILED');
    const total = await checkout(agent, [{ productId: shop.cap.id, quantity: 1 }], { totalPrice: 1 }).expect(400);
    expect(total.body.code).toBe('REQUEST.VALIDATION_FAILED');
  });

  it.each([
    ['an unknown product', () => [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }], 'CATALOG.PRODUCT_UNAVAILABLE'],
    ['a product id that is not an id', () => [{ productId: 'nope', quantity: 1 }], 'CATALOG.PRODUCT_UNAVAILABLE'],
    ['an inactive product', () => [{ productId: shop.retired.id, quantity: 1 }], 'CATALOG.PRODUCT_UNAVAILABLE'],
    ['quantity 0', () => [{ productId: shop.cap.id, quantity: 0 }], 'CATALOG.INVALID_QUANTITY'],
    ['quantity 100', () => [{ productId: shop.cap.id, quantity: 100 }], 'CATALOG.INVALID_QUANTITY'],
    ['quantity -3', () => [{ productId: shop.cap.id, quantity: -3 }], 'CATALOG.INVALID_QUANTITY'],
    ['a fractional quantity', () => [{ productId: shop.cap.id, quantity: 1.5 }], 'REQUEST.VALIDATION_FAILED'],
    ['an empty cart', () => [], 'REQUEST.VALIDATION_FAILED'],
    ['no cart', () => undefined, 'REQUEST.VALIDATION_FAILED'],
  ])('answers %s with 400 and a code, creating no order', async (_label, items, code) => {
    const before = await app.get(DataSource).query(`SELECT count(*)::int AS n FROM shop_order`);
    const response = await checkout(request.agent(app.getHttpServer()), items()).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code });
    const after = await app.get(DataSource).query(`SELECT count(*)::int AS n FROM shop_order`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('requires the receipt e-mail and productCategory Cart', async () => {
    const agent = request.agent(app.getHttpServer());
    const items = [{ productId: shop.cap.id, quantity: 1 }];
    expect((await checkout(agent, items, { email: 'not-an-email' }).expect(400)).body.code).toBe('REQUEST.VALIDATION_FAILED');
    expect((await checkout(agent, items, { productCategory: 'Gift' }).expect(400)).body.code).toBe('REQUEST.VALIDATION_FAILED');
  });

  it('pays with 4242: order paid once, a voucher per gift card, one order.paid event, and the summary for /confirmation', async () => {
    const agent = request.agent(app.getHttpServer());
    const started = (await checkout(agent, [{ productId: shop.giftCard.id, quantity: 2 }, { productId: shop.cap.id, quantity: 3 }]).expect(200)).body;

    const paid = await pay(agent, started, '4242 4242 4242 4242').expect(200);
    expect(paid.body).toEqual({ paymentIntentId: started.paymentIntentId, status: 'succeeded' });
    expect(await orderRow(app, started.orderId)).toMatchObject({ status: 'paid', is_test: true, payment_intent_id: started.paymentIntentId });

    const codes = await voucherCodes(app, started.orderId);
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(/^SKY-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const confirmations = await Promise.all(
      Array.from({ length: 4 }, () => agent.post('/api/confirm-order-payment').send({ paymentIntentId: started.paymentIntentId })),
    );
    for (const confirmation of confirmations) expect(confirmation.status).toBe(200);
    expect(confirmations[0].body).toEqual({
      orderId: started.orderId,
      reference: started.orderId.slice(0, 8).toUpperCase(),
      email: 'buyer@example.com',
      lines: [
        { name: shop.giftCard.name, quantity: 2, unitPricePence: 12_900 },
        { name: shop.cap.name, quantity: 3, unitPricePence: 1_850 },
      ],
      shippingPence: 0, // SHIPPING_PENCE is 0 in this file
      totalPence: 2 * 12_900 + 3 * 1_850,
      delivery: DELIVERY, // the cap is posted
      vouchers: expect.arrayContaining(codes.map((code) => ({ code, productName: shop.giftCard.name, valuePence: shop.giftCard.price, expiresAt: expect.any(String) }))),
      confirmationToken: expect.any(String),
    });
    const expiresAt = new Date(confirmations[0].body.vouchers[0].expiresAt);
    const inAYear = Date.now() + 365 * 24 * 3600_000;
    expect(Math.abs(expiresAt.getTime() - inAYear)).toBeLessThan(2 * 24 * 3600_000);

    expect(await orderEvents(app, started.orderId)).toEqual([{ type: 'order.paid' }]);
    expect(await voucherCodes(app, started.orderId)).toEqual(codes);
  });

  it('a declined card leaves the order pending with no event; insufficient funds too; then 4242 still pays', async () => {
    const agent = request.agent(app.getHttpServer());
    const started = (await checkout(agent, [{ productId: shop.giftCard.id, quantity: 1 }]).expect(200)).body;

    const declined = await pay(agent, started, '4000 0000 0000 0002').expect(402);
    expect(declined.body).toMatchObject({ statusCode: 402, code: 'PAYMENT.CARD_DECLINED', message: 'Your card was declined.' });
    const poor = await pay(agent, started, '4000000000009995').expect(402);
    expect(poor.body).toMatchObject({ code: 'PAYMENT.CARD_DECLINED', message: 'Your card has insufficient funds.' });
    const wrong = await pay(agent, started, '4242 4242 4242 4241').expect(402);
    expect(wrong.body).toMatchObject({ code: 'PAYMENT.INVALID_CARD', message: 'Your card number is incorrect.' });

    expect(await orderRow(app, started.orderId)).toMatchObject({ status: 'pending' });
    expect(await orderEvents(app, started.orderId)).toEqual([]);
    const notPaid = await agent.post('/api/confirm-order-payment').send({ paymentIntentId: started.paymentIntentId }).expect(409);
    expect(notPaid.body.code).toBe('CATALOG.ORDER_NOT_PAID');

    await pay(agent, started, '4242424242424242').expect(200);
    expect(await orderRow(app, started.orderId)).toMatchObject({ status: 'paid' });
    const again = await pay(agent, started, '4242424242424242').expect(409);
    expect(again.body.code).toBe('PAYMENT.NOT_PAYABLE');
    expect(await orderEvents(app, started.orderId)).toEqual([{ type: 'order.paid' }]);
  });

  it('refuses a confirm with the wrong client secret, and hides the order from another browser', async () => {
    const agent = request.agent(app.getHttpServer());
    const started = (await checkout(agent, [{ productId: shop.giftCard.id, quantity: 1 }]).expect(200)).body;
    const forged = await pay(agent, { ...started, clientSecret: `${started.paymentIntentId}_secret_forged` }, '4242424242424242').expect(403);
    expect(forged.body.code).toBe('PAYMENT.CLIENT_SECRET_MISMATCH');
    await pay(agent, started, '4242424242424242').expect(200);

    const stranger = await request(app.getHttpServer()).post('/api/confirm-order-payment').send({ paymentIntentId: started.paymentIntentId }).expect(404);
    expect(stranger.body.code).toBe('CATALOG.ORDER_NOT_FOUND');
    const unknown = await agent.post('/api/confirm-order-payment').send({ paymentIntentId: 'pi_test_unknown' }).expect(404);
    expect(unknown.body.code).toBe('CATALOG.ORDER_NOT_FOUND');
    await agent.post('/api/confirm-order-payment').send({ paymentIntentId: 'not an id' }).expect(400);
  });

  it('has no Stripe webhook while the test provider is in use', async () => {
    await request(app.getHttpServer()).post('/api/stripe/webhook').set('Stripe-Signature', 't=1,v1=x').send('{}').expect(404);
  });

  it('settles, refunds and reconciles through the payment services (the path other modules use)', async () => {
    const intents = app.get(PaymentIntentService);
    const settlement = app.get(PaymentSettlementService);
    const refunds = app.get(PaymentRefundService);
    const cls = app.get(ClsService);
    const agent = request.agent(app.getHttpServer());
    const started = (await checkout(agent, [{ productId: shop.cap.id, quantity: 2 }]).expect(200)).body;

    expect(await app.get(CheckoutPayments).paymentFor(started.paymentIntentId)).toEqual({
      paymentIntentId: started.paymentIntentId,
      kind: 'order',
      referenceId: started.orderId,
      amountPence: 3_700,
      status: 'requires_payment_method',
      isTest: true,
      settle: expect.any(Function),
    });
    // The same idempotency key gives the same intent.
    const again = await cls.run(() =>
      intents.createIntent({ kind: 'order', referenceId: started.orderId, amountPence: 3_700, description: 'x', idempotencyKey: `order:${started.orderId}` }),
    );
    expect(again).toEqual({ paymentIntentId: started.paymentIntentId, clientSecret: started.clientSecret });
    await expect(
      cls.run(() => intents.createIntent({ kind: 'order', referenceId: started.orderId, amountPence: 1, description: 'x', idempotencyKey: `order:${started.orderId}` })),
    ).rejects.toMatchObject({ code: 'PAYMENT.IDEMPOTENCY_CONFLICT' });
    // Never inside an open transaction: the provider call must not hold one open.
    await expect(
      cls.run(() =>
        app.get(TransactionHost).withTransaction(() =>
          intents.createIntent({ kind: 'order', referenceId: started.orderId, amountPence: 3_700, description: 'x', idempotencyKey: `order:${started.orderId}` }),
        ),
      ),
    ).rejects.toThrow(/inside a transaction/);

    // A success the browser never reported (the provider moved, nobody called confirm): reconciliation finds it.
    await app.get(DataSource).query(`UPDATE test_payment_intent SET status = 'succeeded' WHERE id = $1`, [started.paymentIntentId]);
    const notYet = await cls.run(() => settlement.reconcile());
    expect(await orderRow(app, started.orderId)).toMatchObject({ status: 'pending' });
    const later = new Date(Date.now() + 11 * 60_000);
    const result = await cls.run(() => settlement.reconcile(later));
    expect(result.fulfilled).toBeGreaterThanOrEqual(1);
    expect(notYet.checked).toBeLessThanOrEqual(result.checked);
    expect(await orderRow(app, started.orderId)).toMatchObject({ status: 'paid' });
    expect(await orderEvents(app, started.orderId)).toEqual([{ type: 'order.paid' }]);

    await cls.run(() => refunds.refund({ paymentIntentId: started.paymentIntentId, amountPence: 1_000, reason: 'test', idempotencyKey: `refund:${started.orderId}` }));
    await cls.run(() => refunds.refund({ paymentIntentId: started.paymentIntentId, amountPence: 1_000, reason: 'test', idempotencyKey: `refund:${started.orderId}` }));
    await expect(
      cls.run(() => refunds.refund({ paymentIntentId: started.paymentIntentId, amountPence: 2_701, reason: 'too much', idempotencyKey: `refund2:${started.orderId}` })),
    ).rejects.toMatchObject({ code: 'PAYMENT.NOT_REFUNDABLE' });
    const refunded = await app.get(DataSource).query(`SELECT amount_pence FROM test_payment_refund WHERE payment_intent_id = $1`, [started.paymentIntentId]);
    expect(refunded).toEqual([{ amount_pence: 1_000 }]);
  });

  it('settled by several callers at once (the browser, a webhook, reconciliation), a payment moves once and pays the order once', async () => {
    const settlement = app.get(PaymentSettlementService);
    const cls = app.get(ClsService);
    const db = app.get(DataSource);
    const started = (await checkout(request.agent(app.getHttpServer()), [{ productId: shop.cap.id, quantity: 1 }]).expect(200)).body;
    await db.query(`UPDATE test_payment_intent SET status = 'succeeded' WHERE id = $1`, [started.paymentIntentId]);

    // Each reads the payment before writing its move; those whose read is overtaken fall back to the locked path.
    const results = await Promise.all(Array.from({ length: 4 }, () => cls.run(() => settlement.settle(started.paymentIntentId))));
    expect(results).toEqual(Array.from({ length: 4 }, () => ({ status: 'succeeded', fulfilled: true })));
    const [payment] = await db.query(`SELECT id, status, succeeded_at, fulfilled_at FROM payment WHERE payment_intent_id = $1`, [started.paymentIntentId]);
    expect(payment).toMatchObject({ status: 'succeeded', succeeded_at: expect.any(Date), fulfilled_at: expect.any(Date) });
    expect(await orderRow(app, started.orderId)).toMatchObject({ status: 'paid' });
    expect(await orderEvents(app, started.orderId)).toEqual([{ type: 'order.paid' }]);

    // A move worked out from a status the payment has left is not written.
    const stale = PAYMENT_MOVES.move('requires_payment_method', 'canceled', { isTest: true });
    expect(await cls.run(() => app.get<PaymentRepository>(PAYMENT_REPOSITORY).applyIfStill(payment.id, stale))).toBe(false);
    expect(await db.query(`SELECT status FROM payment WHERE id = $1`, [payment.id])).toEqual([{ status: 'succeeded' }]);
  });

  it('lists orders for staff only: paid and pending, lines, total, voucher codes and the test flag', async () => {
    const agent = request.agent(app.getHttpServer());
    const paid = (await checkout(agent, [{ productId: shop.giftCard.id, quantity: 1 }]).expect(200)).body;
    await pay(agent, paid, '4242424242424242').expect(200);
    const pending = (await checkout(agent, [{ productId: shop.cap.id, quantity: 2 }]).expect(200)).body;

    const anonymous = await request(app.getHttpServer()).get('/api/admin/orders').expect(401);
    expect(anonymous.body.code).toBe('AUTH.UNAUTHENTICATED');

    const staff = await adminAgent(app);
    const orders = (await staff.get('/api/admin/orders?pageSize=100').expect(200)).body.items as { id: string }[];
    const paidOrder = orders.find((order) => order.id === paid.orderId);
    expect(paidOrder).toMatchObject({
      reference: paid.orderId.slice(0, 8).toUpperCase(),
      email: 'buyer@example.com',
      status: 'paid',
      totalPence: 12_900,
      isTest: true,
      paymentIntentId: paid.paymentIntentId,
      paidAt: expect.any(String),
      lines: [{ productName: shop.giftCard.name, category: 'Gift Card', quantity: 1, unitPricePence: 12_900 }],
      vouchers: [{ code: (await voucherCodes(app, paid.orderId))[0], productName: shop.giftCard.name, valuePence: shop.giftCard.price, expiresAt: expect.any(String) }],
    });
    expect(orders.find((order) => order.id === pending.orderId)).toMatchObject({ status: 'pending', paidAt: null, vouchers: [], totalPence: 3_700 });
    expect(orders.findIndex((order) => order.id === pending.orderId)).toBeLessThan(orders.findIndex((order) => order.id === paid.orderId));
  });
});
