import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { OrderMailComposer } from '../src/modules/catalog/application/order-mail.composer';
import { adminAgent, Agent, customerAgent } from './auth';
import { createShopProducts, DELIVERY, orderEvents, ShopFixture, TEST_CARD } from './order-fixtures';
import { createTestApp } from './test-app';
import { composeRow } from './compose-row';

describe('merchandise delivery: address, postage, dispatch', () => {
  let app: NestExpressApplication;
  let shop: ShopFixture;
  let admin: Agent;
  let db: DataSource;

  const checkout = (cartItems: unknown, extra: Record<string, unknown> = {}) =>
    request(app.getHttpServer()).post('/api/create-payment-intent').send({ cartItems, productCategory: 'Cart', email: 'buyer@example.com', ...extra });
  const pay = (started: { paymentIntentId: string; clientSecret: string }) =>
    request(app.getHttpServer()).post(`/api/test-payments/${started.paymentIntentId}/confirm`).send({ clientSecret: started.clientSecret, cardNumber: '4242424242424242', ...TEST_CARD });
  const orderCount = async () => Number((await db.query(`SELECT count(*) FROM shop_order`))[0].count);

  beforeAll(async () => {
    app = await createTestApp({ SHIPPING_PENCE: '395' });
    db = app.get(DataSource);
    shop = await createShopProducts(app);
    admin = await adminAgent(app);
  });
  afterAll(() => app.close());

  it('adds £3.95 postage once per order and stores the address, postcode in its usual form', async () => {
    const started = (await checkout([{ productId: shop.cap.id, quantity: 2 }, { productId: shop.giftCard.id, quantity: 1 }], { delivery: { ...DELIVERY, postcode: 'ex100jh' } }).expect(200)).body;
    expect(started.totalPence).toBe(2 * 1_850 + 12_900 + 395);
    const [row] = await db.query(`SELECT delivery, shipping_pence, total_pence FROM shop_order WHERE id = $1`, [started.orderId]);
    expect(row).toEqual({ delivery: { ...DELIVERY, postcode: 'EX10 0JH' }, shipping_pence: 395, total_pence: 16_995 });
  });

  it("confirms a paid mug with its postage line and the address it goes to, for the confirmation page", async () => {
    const agent = request.agent(app.getHttpServer());
    const started = (
      await agent
        .post('/api/create-payment-intent')
        .send({ cartItems: [{ productId: shop.cap.id, quantity: 1 }], productCategory: 'Cart', email: 'buyer@example.com', delivery: DELIVERY })
        .expect(200)
    ).body;
    await pay(started).expect(200);
    const summary = (await agent.post('/api/confirm-order-payment').send({ paymentIntentId: started.paymentIntentId, clientSecret: started.clientSecret }).expect(200)).body;
    expect(summary).toMatchObject({ shippingPence: 395, delivery: DELIVERY, totalPence: 1_850 + 395 });
    const linked = (await request(app.getHttpServer()).get(`/api/order-confirmation/${summary.confirmationToken}`).expect(200)).body;
    expect(linked).toMatchObject({ shippingPence: 395, delivery: { postcode: 'EX10 0JH' } });
  });

  it('tells the cart the postage and checks an address by the checkout rule before payment, field by field', async () => {
    expect((await request(app.getHttpServer()).get('/api/delivery').expect(200)).body).toEqual({ postagePence: 395, postedCategory: 'Merchandise' });
    const check = (address: Record<string, unknown>) => request(app.getHttpServer()).post('/api/delivery/check').send(address);
    expect((await check({ ...DELIVERY, postcode: 'ex100jh' }).expect(200)).body).toEqual({ postcode: 'EX10 0JH' });
    for (const [postcode, message] of [
      ['12345', 'Please enter a valid UK postcode (we post within the UK only).'],
      ['BFPO 123', 'We cannot post to BFPO addresses. Please give a UK street address.'],
    ]) {
      const refused = (await check({ ...DELIVERY, postcode }).expect(400)).body;
      expect(refused).toMatchObject({ code: 'CATALOG.INVALID_DELIVERY_ADDRESS', message, problems: [{ field: 'postcode', message }] });
    }
    const several = (await check({ ...DELIVERY, name: '', town: ' ' }).expect(400)).body;
    expect(several.problems.map((problem: { field: string }) => problem.field)).toEqual(['name', 'town']);
    // The checkout refuses the same address with the same problems.
    const before = await orderCount();
    const atCheckout = (await checkout([{ productId: shop.cap.id, quantity: 1 }], { delivery: { ...DELIVERY, postcode: '12345' } }).expect(400)).body;
    expect(atCheckout.problems).toEqual([{ field: 'postcode', message: 'Please enter a valid UK postcode (we post within the UK only).' }]);
    expect(await orderCount()).toBe(before);
  });

  it('asks nothing of a gift-card-only order and keeps no address or postage', async () => {
    const started = (await checkout([{ productId: shop.giftCard.id, quantity: 1 }], { delivery: DELIVERY }).expect(200)).body;
    expect(started.totalPence).toBe(12_900);
    const [row] = await db.query(`SELECT delivery, shipping_pence FROM shop_order WHERE id = $1`, [started.orderId]);
    expect(row).toEqual({ delivery: null, shipping_pence: 0 });
  });

  it.each([
    ['no address', {}, 'CATALOG.DELIVERY_ADDRESS_REQUIRED', 'please give the name and UK address to deliver to'],
    ['a French postcode', { delivery: { ...DELIVERY, postcode: '75008' } }, 'CATALOG.INVALID_DELIVERY_ADDRESS', 'Please enter a valid UK postcode'],
    ['a BFPO address', { delivery: { ...DELIVERY, postcode: 'BFPO 1234' } }, 'CATALOG.INVALID_DELIVERY_ADDRESS', 'We cannot post to BFPO addresses'],
    ['a blank town', { delivery: { ...DELIVERY, town: ' ' } }, 'CATALOG.INVALID_DELIVERY_ADDRESS', 'Please enter the town'],
    ['a number for a postcode', { delivery: { ...DELIVERY, postcode: 12345 } }, 'REQUEST.VALIDATION_FAILED', 'Postcode in delivery must be text.'],
    ['an address that is a string', { delivery: 'Exeter' }, 'REQUEST.VALIDATION_FAILED', 'Delivery '],
  ])('refuses a mug with %s: 400, a clear message, no order', async (_case, extra, code, message) => {
    const before = await orderCount();
    const response = await checkout([{ productId: shop.cap.id, quantity: 1 }], extra).expect(400);
    expect(response.body.code).toBe(code);
    expect(JSON.stringify(response.body.message)).toContain(message);
    expect(await orderCount()).toBe(before);
  });

  it('lists paid orders to dispatch first; MARK DISPATCHED records it once and tells the customer', async () => {
    const giftOnly = (await checkout([{ productId: shop.giftCard.id, quantity: 1 }]).expect(200)).body;
    await pay(giftOnly).expect(200);
    const mug = (await checkout([{ productId: shop.cap.id, quantity: 1 }], { delivery: DELIVERY }).expect(200)).body;
    await pay(mug).expect(200);
    const newer = (await checkout([{ productId: shop.giftCard.id, quantity: 1 }]).expect(200)).body;
    await pay(newer).expect(200);

    const list = (await admin.get('/api/admin/orders?pageSize=100').expect(200)).body;
    const firstToDispatch = list.items.findIndex((order: { toDispatch: boolean }) => !order.toDispatch);
    expect(list.items.slice(0, firstToDispatch).map((order: { id: string }) => order.id)).toContain(mug.orderId);
    expect(list.items.find((order: { id: string }) => order.id === mug.orderId)).toMatchObject({ toDispatch: true, shippingPence: 395, delivery: DELIVERY, dispatchedAt: null });

    const searched = (await admin.get('/api/admin/orders?q=ex10%200jh').expect(200)).body;
    expect(searched.items.map((order: { id: string }) => order.id)).toContain(mug.orderId);
    expect(searched.items.map((order: { id: string }) => order.id)).not.toContain(giftOnly.orderId);

    const dispatchMails = () => composeRow(app, OrderMailComposer, { id: 'e', type: 'order.dispatched', payload: { orderId: mug.orderId } });
    expect(await dispatchMails()).toEqual([]);
    const dispatched = (await admin.post(`/api/admin/orders/${mug.orderId}/dispatch`).expect(200)).body;
    expect(dispatched).toMatchObject({ toDispatch: false, dispatchedAt: expect.any(String) });
    await admin.post(`/api/admin/orders/${mug.orderId}/dispatch`).expect(200);
    expect((await orderEvents(app, mug.orderId)).filter((event) => event.type === 'order.dispatched')).toHaveLength(1);
    const [mail] = await dispatchMails();
    const reference = mug.orderId.slice(0, 8).toUpperCase();
    expect(mail).toMatchObject({ key: `order-dispatched:${mug.orderId}`, to: 'buyer@example.com', subject: `Your order ${reference} has been dispatched` });
    expect(mail.text).toContain(`Good news: your order ${reference} is on its way.\n\n1 × ${shop.cap.name}\n\nPosted to:\nAmelia Buyer\n1 Runway Road\nExeter\nEX10 0JH\n`);
    expect(mail.html).toContain('Posted to:<br>Amelia Buyer<br>1 Runway Road<br>Exeter<br>EX10 0JH');

    const refused = await admin.post(`/api/admin/orders/${giftOnly.orderId}/dispatch`).expect(409);
    expect(refused.body.code).toBe('CATALOG.ORDER_NOT_DISPATCHABLE');
    await admin.post('/api/admin/orders/00000000-0000-4000-8000-000000000000/dispatch').expect(404);
  });

  it('refuses anonymous (401) and customer (403) callers, dispatching nothing', async () => {
    const mug = (await checkout([{ productId: shop.cap.id, quantity: 1 }], { delivery: DELIVERY }).expect(200)).body;
    await pay(mug).expect(200);
    const customer = await customerAgent(app);
    await request(app.getHttpServer()).post(`/api/admin/orders/${mug.orderId}/dispatch`).expect(401);
    await customer.post(`/api/admin/orders/${mug.orderId}/dispatch`).expect(403);
    await customer.get('/api/admin/orders').expect(403);
    const [row] = await db.query(`SELECT dispatched_at FROM shop_order WHERE id = $1`, [mug.orderId]);
    expect(row.dispatched_at).toBeNull();
  });
});
