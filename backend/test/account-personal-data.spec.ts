import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AccountService } from '../src/modules/account/application/account.service';
import { adminAgent, Agent, createUser, signIn } from './auth';
import { bookingRow, confirmedBooking, payWithTestCard, weekdayAhead } from './booking-fixtures';
import { createShopProducts } from './order-fixtures';
import { createTestApp } from './test-app';

const PASSWORD = 'a-long-customer-password';
const unique = (label: string) => `${label}+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('your data: dashboard lists, export and account deletion', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
  });
  afterAll(() => app.close());

  /** A paid booking for `email` on a free weekday slot. */
  async function paidBooking(email: string, daysAhead: number, timeSlot: string): Promise<string> {
    const started = await confirmedBooking(app, { email, name: 'Amelia Pilot', date: weekdayAhead(daysAhead), timeSlot, notes: 'Window seat please' });
    return started.bookingId;
  }

  /** A paid gift card order placed through `agent` (signed in or not), receipt to `email`. */
  async function paidGiftCardOrder(agent: Agent, email: string): Promise<string> {
    const { giftCard } = await createShopProducts(app);
    const started = await agent
      .post('/api/create-payment-intent')
      .send({ cartItems: [{ productId: giftCard.id, quantity: 1 }], productCategory: 'Cart', email })
      .expect(200);
    await agent
      .post(`/api/test-payments/${started.body.paymentIntentId}/confirm`)
      .send({ clientSecret: started.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' })
      .expect(200);
    return started.body.orderId;
  }

  /** A Fear of Flying course paid and booked for `email` whose preferred date has since gone by. */
  async function pastCourse(email: string): Promise<string> {
    const started = await request(app.getHttpServer()).post('/api/create-fear-of-flying-payment-intent').send({ name: 'Amelia Pilot', email }).expect(200);
    await payWithTestCard(app, started.body).expect(200);
    const details = { name: 'Amelia Pilot', email, phone: '07700 900456', preferredDate: weekdayAhead(20), notes: 'Nervous flyer', paymentIntentId: started.body.paymentIntentId };
    const booked = await request(app.getHttpServer()).post('/api/fear-of-flying-bookings').send(details).expect(201);
    await db.query(`UPDATE fear_of_flying_booking SET preferred_date = current_date - 30 WHERE id = $1`, [booked.body.id]);
    return booked.body.id;
  }

  /** Every text or JSON column of every table that still holds `text` (any letter case), as "table.column". */
  async function columnsHolding(text: string): Promise<string[]> {
    const columns: { table_name: string; column_name: string }[] = await db.query(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
    );
    const holding: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM "${table}" WHERE strpos(lower("${column}"::text), lower($1)) > 0`, [text]);
      if (count > 0) holding.push(`${table}.${column}`);
    }
    return holding;
  }

  it('lists orders placed signed in (receipt elsewhere) or sent to the account e-mail, with voucher state, and nobody else\'s', async () => {
    const email = unique('shopper');
    await createUser(app, { email, password: PASSWORD });
    const agent = await signIn(app, email, PASSWORD);
    const signedInOrder = await paidGiftCardOrder(agent, unique('gift-recipient'));
    const byEmailOrder = await paidGiftCardOrder(request.agent(app.getHttpServer()), email);
    await paidGiftCardOrder(request.agent(app.getHttpServer()), unique('stranger'));

    const orders = (await agent.get('/api/my-orders').expect(200)).body;
    expect(orders.map((order: { id: string }) => order.id).sort()).toEqual([signedInOrder, byEmailOrder].sort());
    const [first] = orders;
    expect(first).toMatchObject({ reference: first.id.slice(0, 8).toUpperCase(), status: 'paid', totalPence: 12_900 });
    expect(first.lines).toEqual([{ productName: expect.stringContaining('Gift Card'), quantity: 1, unitPricePence: 12_900 }]);
    expect(first.vouchers).toEqual([
      { code: expect.stringMatching(/^SKY-/), name: expect.stringContaining('Gift Card'), valuePence: 12_900, expiresAt: expect.any(String), state: 'issued' },
    ]);
    await request(app.getHttpServer()).get('/api/my-orders').expect(401);
  });

  it('exports only the customer\'s own data, refuses deletion while a session is ahead, then anonymises and ends every session', async () => {
    const email = unique('leaving');
    const otherEmail = unique('staying');
    const userId = await createUser(app, { email, password: PASSWORD, name: 'Amelia Pilot' });
    const agent = await signIn(app, email, PASSWORD);
    const secondDevice = await signIn(app, email, PASSWORD);
    const bookingId = await paidBooking(email, 50, '12:00');
    await paidBooking(otherEmail, 50, '15:00');
    const orderId = await paidGiftCardOrder(agent, email);
    await paidGiftCardOrder(request.agent(app.getHttpServer()), otherEmail);
    await request(app.getHttpServer()).post('/api/newsletter').set('X-Forwarded-For', '203.0.113.200').send({ email }).expect(200);
    const courseId = await pastCourse(email);

    const exported = await agent.get('/api/my-account/export').expect(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    expect(exported.body.account).toMatchObject({ id: userId, email, name: 'Amelia Pilot', role: 'customer' });
    expect(exported.body.bookings.sessions).toEqual([expect.objectContaining({ reference: bookingId.slice(0, 8).toUpperCase(), email, phone: '07700 900123', notes: 'Window seat please' })]);
    expect(exported.body.orders).toEqual([expect.objectContaining({ reference: orderId.slice(0, 8).toUpperCase(), email, vouchers: [expect.objectContaining({ valuePence: 12_900 })] })]);
    expect(exported.body.enquiries.newsletter).toMatchObject({ email, confirmedAt: null });
    expect(exported.body.payments).toEqual([
      expect.objectContaining({ email, amountPence: expect.any(Number), status: 'succeeded' }),
      expect.objectContaining({ email, amountPence: 12_900, status: 'succeeded' }),
      expect.objectContaining({ email, amountPence: 29_500, status: 'succeeded' }),
    ]);
    expect(JSON.stringify(exported.body)).not.toContain(otherEmail);

    const blocked = await agent.delete('/api/my-account').send({ password: PASSWORD }).expect(409);
    expect(blocked.body.code).toBe('ACCOUNT.UPCOMING_BOOKINGS');
    const wrong = await agent.delete('/api/my-account').send({ password: 'not-the-password' }).expect(403);
    expect(wrong.body.code).toBe('ACCOUNT.PASSWORD_INCORRECT');

    await agent.post(`/api/my-bookings/${bookingId}/cancel`).send({}).expect(200);
    const past = (await agent.get('/api/my-past-bookings').expect(200)).body;
    expect(past).toEqual([
      expect.objectContaining({ id: bookingId, status: 'cancelled', refundPence: expect.any(Number), pricePence: expect.any(Number) }),
      expect.objectContaining({ id: courseId, sessionType: 'fear-of-flying', timeSlot: null, status: 'completed', refundPence: null, pricePence: 29_500 }),
    ]);

    await agent.delete('/api/my-account').send({ password: PASSWORD }).expect(204);
    await secondDevice.get('/api/session').expect(401);
    await request(app.getHttpServer()).post('/api/login').send({ email, password: PASSWORD }).expect(401);
    expect(await columnsHolding(email)).toEqual([]);

    const anonymised = `deleted-${userId}@invalid`;
    expect(await bookingRow(app, bookingId)).toMatchObject({ name: 'Deleted customer', email: anonymised, phone: '', notes: null, status: 'cancelled' });
    const [order] = await db.query(`SELECT email FROM shop_order WHERE id = $1`, [orderId]);
    expect(order.email).toBe(anonymised);
    const staffOrders = (await (await adminAgent(app)).get('/api/admin/orders').query({ q: anonymised }).expect(200)).body;
    expect(staffOrders.items.find((row: { id: string }) => row.id === orderId)).toMatchObject({ email: anonymised });
    expect(await db.query(`SELECT 1 FROM newsletter_subscription WHERE email = $1`, [email])).toEqual([]);
    const [other] = await db.query(`SELECT name, email FROM booking WHERE email = $1`, [otherEmail]);
    expect(other).toEqual({ name: 'Amelia Pilot', email: otherEmail });

    // A booking made later with the same address gets a fresh account with nothing of the old one.
    const freshId = await app.get(AccountService).ensureAccountForBooking(email, 'Amelia Again');
    expect(freshId).not.toBe(userId);
    await createUser(app, { email, password: PASSWORD });
    const fresh = await signIn(app, email, PASSWORD);
    expect((await fresh.get('/api/my-orders').expect(200)).body).toEqual([]);
    expect((await fresh.get('/api/my-past-bookings').expect(200)).body).toEqual([]);
  });

  it('does not let staff delete their own account', async () => {
    const email = unique('staff');
    await createUser(app, { email, password: PASSWORD, role: 'instructor' });
    const staff = await signIn(app, email, PASSWORD);
    const refused = await staff.delete('/api/my-account').send({ password: PASSWORD }).expect(403);
    expect(refused.body.code).toBe('ACCOUNT.STAFF_CANNOT_DELETE');
    await staff.get('/api/session').expect(200);
  });
});
