import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { OrderLinks } from '../src/modules/catalog/application/order-links';
import { OrderMailComposer } from '../src/modules/catalog/application/order-mail.composer';
import { addDays, londonDateOf } from '../src/modules/booking/domain/calendar';
import { AppConfig } from '../src/shared/config/app-config';
import { bookingPayload, distinctWeekdaysAhead, payWithTestCard } from './booking-fixtures';
import { createShopProducts, DELIVERY, orderEvents, ShopFixture, TEST_CARD } from './order-fixtures';
import { createTestApp } from './test-app';
import { composeRow } from './compose-row';
import { tamperedToken } from './tampered-token';

/**
 * A paid customer sees their booking or order without the session cookie of the browser that paid: the payment's
 * client secret proves the buyer, an order has a signed link (in its receipt) to its confirmation, and a repeated
 * confirm call (the browser asking again through an outage) answers what the first one did.
 */
describe('paid confirmations without the session cookie', () => {
  // Days no other suite books or closes (closures.spec closes weekdayAhead(70 + 3n)): suites share a database per Jest worker.
  const [orderLinkDay, bookingLinkDay] = distinctWeekdaysAhead(290, 2);
  let app: NestExpressApplication;
  let shop: ShopFixture;
  const stranger = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp({ SHIPPING_PENCE: '0', BOOKING_HOLDS_PER_IP: '100000' });
    shop = await createShopProducts(app);
  });
  afterAll(() => app.close());

  /** A gift card and a cap bought and paid in one browser: what checkout answered. */
  async function paidOrder() {
    const buyer = request.agent(app.getHttpServer());
    const started = await buyer
      .post('/api/create-payment-intent')
      .send({ cartItems: [{ productId: shop.giftCard.id, quantity: 1 }, { productId: shop.cap.id, quantity: 2 }], productCategory: 'Cart', email: 'lost@example.com', delivery: DELIVERY })
      .expect(200);
    const { paymentIntentId, clientSecret, orderId } = started.body as { paymentIntentId: string; clientSecret: string; orderId: string };
    await buyer.post(`/api/test-payments/${paymentIntentId}/confirm`).send({ clientSecret, cardNumber: '4242 4242 4242 4242', ...TEST_CARD }).expect(200);
    return { buyer, paymentIntentId, clientSecret, orderId };
  }

  describe('an order', () => {
    it("is confirmed in a browser without the buyer's cookie that brings the payment's client secret, never with a wrong one", async () => {
      const { paymentIntentId, clientSecret, orderId } = await paidOrder();
      const wrong = await stranger().post('/api/confirm-order-payment').send({ paymentIntentId, clientSecret: `${paymentIntentId}_secret_guess` }).expect(404);
      expect(wrong.body.code).toBe('CATALOG.ORDER_NOT_FOUND');
      await stranger().post('/api/confirm-order-payment').send({ paymentIntentId }).expect(404);

      const confirmed = await stranger().post('/api/confirm-order-payment').send({ paymentIntentId, clientSecret }).expect(200);
      expect(confirmed.body).toMatchObject({
        orderId,
        email: 'lost@example.com',
        lines: [
          { name: shop.giftCard.name, quantity: 1, unitPricePence: shop.giftCard.price },
          { name: shop.cap.name, quantity: 2, unitPricePence: shop.cap.price },
        ],
        totalPence: shop.giftCard.price + 2 * shop.cap.price,
        vouchers: [expect.objectContaining({ productName: shop.giftCard.name })],
        confirmationToken: expect.stringMatching(new RegExp(`^${orderId}\\.[0-9a-z]+\\.[A-Za-z0-9_-]{43}$`)),
      });
      expect(await orderEvents(app, orderId)).toEqual([{ type: 'order.paid' }]);
    });

    it('opens through its signed link on any device: the same summary the buyer was given, and no-store', async () => {
      const { buyer, paymentIntentId } = await paidOrder();
      const confirmed = await buyer.post('/api/confirm-order-payment').send({ paymentIntentId }).expect(200);
      const opened = await stranger().get(`/api/order-confirmation/${confirmed.body.confirmationToken}`).expect(200);
      expect(opened.body).toEqual(confirmed.body);
      expect(opened.headers['cache-control']).toBe('no-store');
    });

    it("puts the link in the receipt e-mail, and the link opens that order", async () => {
      const { orderId } = await paidOrder();
      const site = app.get(AppConfig).PUBLIC_URL;
      const mails = await composeRow(app, OrderMailComposer, { id: 'e', type: 'order.paid', payload: { orderId } });
      const receipt = mails.find((mail) => mail.key === `order-receipt:${orderId}`);
      const url = new RegExp(`${site.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/confirmation\\?order=([^\\s"]+)`);
      const [, token] = receipt?.text.match(url) ?? [];
      expect(token).toEqual(expect.any(String));
      expect(receipt?.html).toContain(`href="${site}/confirmation?order=${token}"`);
      expect((await stranger().get(`/api/order-confirmation/${token}`).expect(200)).body).toMatchObject({ orderId, email: 'lost@example.com' });
    });

    it('refuses an altered, forged, expired or wrong-purpose link with a 401 and a stable code; an unpaid order is not found', async () => {
      const { buyer, paymentIntentId, orderId } = await paidOrder();
      const token = (await buyer.post('/api/confirm-order-payment').send({ paymentIntentId }).expect(200)).body.confirmationToken as string;
      const code = async (path: string, status: number) => (await stranger().get(`/api/order-confirmation/${path}`).expect(status)).body.code;

      expect(await code(tamperedToken(token), 401)).toBe('CATALOG.ORDER_LINK_INVALID');
      expect(await code('not-a-token', 401)).toBe('CATALOG.ORDER_LINK_INVALID');
      expect(await code(token.replace(orderId, '00000000-0000-4000-8000-000000000000'), 401)).toBe('CATALOG.ORDER_LINK_INVALID');
      const links = app.get(OrderLinks);
      const longAgo = new Date(Date.now() - 2 * 365 * 24 * 3600_000);
      expect(await code(links.tokenFor({ id: orderId, paidAt: longAgo, createdAt: longAgo }), 401)).toBe('CATALOG.ORDER_LINK_EXPIRED');

      const booker = request.agent(app.getHttpServer());
      const held = await booker.post('/api/create-booking-payment-intent').send(bookingPayload({ date: orderLinkDay, timeSlot: '10:30' })).expect(200);
      await payWithTestCard(app, held.body).expect(200);
      const manageToken = (await booker.post('/api/confirm-booking-payment').send({ paymentIntentId: held.body.paymentIntentId }).expect(200)).body.manageToken as string;
      expect(await code(manageToken, 401)).toBe('CATALOG.ORDER_LINK_INVALID');

      const pending = await buyer
        .post('/api/create-payment-intent')
        .send({ cartItems: [{ productId: shop.giftCard.id, quantity: 1 }], productCategory: 'Cart', email: 'lost@example.com' })
        .expect(200);
      expect(await code(links.tokenFor({ id: pending.body.orderId, paidAt: null, createdAt: new Date() }), 404)).toBe('CATALOG.ORDER_NOT_FOUND');
    });
  });

  describe('a booking', () => {
    it("gives its manage token to a browser without the booker's cookie that brings the payment's client secret, not to others", async () => {
      const booker = request.agent(app.getHttpServer());
      const held = await booker.post('/api/create-booking-payment-intent').send(bookingPayload({ date: bookingLinkDay, timeSlot: '13:30' })).expect(200);
      const { paymentIntentId, clientSecret } = held.body as { paymentIntentId: string; clientSecret: string };
      await payWithTestCard(app, held.body).expect(200);

      const confirm = (body: Record<string, unknown>) => stranger().post('/api/confirm-booking-payment').send({ paymentIntentId, ...body }).expect(200);
      expect((await confirm({})).body.manageToken).toBeNull();
      expect((await confirm({ clientSecret: `${paymentIntentId}_secret_guess` })).body.manageToken).toBeNull();
      const proven = await confirm({ clientSecret });
      expect(proven.body).toMatchObject({ id: held.body.bookingId, status: 'confirmed', manageToken: expect.any(String) });
      await stranger().get(`/api/manage-booking/${proven.body.manageToken}`).expect(200);
    });
  });

  describe('the Fear of Flying course', () => {
    const tomorrow = () => addDays(londonDateOf(new Date()), 1);

    it('answers a repeat of the request that booked it with the same course, once; other details still cannot reuse the payment', async () => {
      const started = await stranger().post('/api/create-fear-of-flying-payment-intent').send({ name: 'Retrying Rita', email: 'rita@example.com' }).expect(200);
      await payWithTestCard(app, started.body).expect(200);
      const details = {
        name: 'Retrying Rita',
        email: 'rita@example.com',
        phone: '+44 7700 900111',
        preferredDate: addDays(tomorrow(), 10),
        notes: null,
        paymentIntentId: started.body.paymentIntentId,
      };
      const first = await stranger().post('/api/fear-of-flying-bookings').send(details).expect(201);
      const again = await stranger().post('/api/fear-of-flying-bookings').send(details).expect(201);
      expect(again.body).toEqual(first.body);
      const other = await stranger().post('/api/fear-of-flying-bookings').send({ ...details, name: 'Someone Else' }).expect(409);
      expect(other.body.code).toBe('BOOKING.PAYMENT_ALREADY_USED');
      const events = await app.get(DataSource).query(`SELECT type FROM outbox WHERE payload->>'courseBookingId' = $1`, [first.body.id]);
      expect(events).toEqual([{ type: 'fear-of-flying.booked' }]);
    });
  });
});
