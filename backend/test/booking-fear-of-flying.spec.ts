import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { addDays, londonDateOf } from '../src/modules/booking/domain/calendar';
import { clearBookings, payWithTestCard, startBooking } from './booking-fixtures';
import { adminAgent } from './auth';
import { buyGiftCard } from './order-fixtures';
import { createTestApp } from './test-app';

/** The Fear of Flying course: £295.00 paid first, then the details recorded against the verified payment. */
describe('Fear of Flying course bookings', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const tomorrow = () => addDays(londonDateOf(new Date()), 1);

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000', VOUCHER_CHECKS_PER_IP: '100000' });
  });
  beforeEach(() => clearBookings(app));
  afterAll(() => app.close());

  async function startCourse(name = 'Nervous Ned', email = 'ned@example.com', voucherCode?: string) {
    const response = await http().post('/api/create-fear-of-flying-payment-intent').send({ name, email, voucherCode }).expect(200);
    return response.body as { paymentIntentId: string; clientSecret: string };
  }
  const details = (paymentIntentId: string | null, extra: Record<string, unknown> = {}) => ({
    name: 'Nervous Ned',
    email: 'ned@example.com',
    phone: '+44 7700 900456',
    preferredDate: addDays(tomorrow(), 14),
    notes: 'Flying to Spain in June',
    paymentIntentId,
    ...extra,
  });
  const courseEvents = (id: string) => app.get(DataSource).query(`SELECT type FROM outbox WHERE payload->>'courseBookingId' = $1`, [id]);

  it('sets up a payment of exactly £295.00 for the course', async () => {
    const started = await startCourse();
    expect(started).toEqual({ paymentIntentId: expect.stringMatching(/^pi_test_/), clientSecret: expect.any(String) });
    const [payment] = await app.get(DataSource).query(`SELECT kind, amount_pence FROM payment WHERE payment_intent_id = $1`, [started.paymentIntentId]);
    expect(payment).toEqual({ kind: 'course', amount_pence: 29500 });
  });

  it('records the booking against a succeeded payment, once, and publishes its confirmation once', async () => {
    const started = await startCourse();
    await payWithTestCard(app, started).expect(200);
    const response = await http().post('/api/fear-of-flying-bookings').send(details(started.paymentIntentId)).expect(201);
    expect(response.body).toMatchObject({
      name: 'Nervous Ned',
      email: 'ned@example.com',
      phone: '+44 7700 900456',
      preferredDate: addDays(tomorrow(), 14),
      notes: 'Flying to Spain in June',
      paymentIntentId: started.paymentIntentId,
      amountPence: 29500,
      status: 'booked',
      isTest: true,
    });
    const reused = await http().post('/api/fear-of-flying-bookings').send(details(started.paymentIntentId, { name: 'Someone Else' })).expect(409);
    expect(reused.body.code).toBe('BOOKING.PAYMENT_ALREADY_USED');
    expect(await courseEvents(response.body.id)).toEqual([{ type: 'fear-of-flying.booked' }]);
  });

  it('takes an ISO preferred date (the first site sent one) as its London day, and no date at all', async () => {
    const first = await startCourse();
    await payWithTestCard(app, first).expect(200);
    const iso = `${addDays(tomorrow(), 30)}T00:00:00.000Z`;
    const dated = await http().post('/api/fear-of-flying-bookings').send(details(first.paymentIntentId, { preferredDate: iso })).expect(201);
    expect(dated.body.preferredDate).toBe(londonDateOf(new Date(iso)));

    const second = await startCourse();
    await payWithTestCard(app, second).expect(200);
    const undated = await http().post('/api/fear-of-flying-bookings').send(details(second.paymentIntentId, { preferredDate: null, notes: '' })).expect(201);
    expect(undated.body).toMatchObject({ preferredDate: null, notes: null });
  });

  it('refuses an unpaid or declined payment', async () => {
    const started = await startCourse();
    expect((await http().post('/api/fear-of-flying-bookings').send(details(started.paymentIntentId)).expect(409)).body.code).toBe(
      'BOOKING.PAYMENT_NOT_COMPLETED',
    );
    await payWithTestCard(app, started, '4000 0000 0000 9995').expect(402);
    await http().post('/api/fear-of-flying-bookings').send(details(started.paymentIntentId)).expect(409);
  });

  it("refuses a payment that is not for the course (a simulator booking's) and an unknown one", async () => {
    const booking = await startBooking(app);
    await payWithTestCard(app, booking).expect(200);
    expect((await http().post('/api/fear-of-flying-bookings').send(details(booking.paymentIntentId)).expect(400)).body.code).toBe('BOOKING.PAYMENT_MISMATCH');
    expect((await http().post('/api/fear-of-flying-bookings').send(details('pi_test_unknown')).expect(400)).body.code).toBe('BOOKING.PAYMENT_MISMATCH');
  });

  it.each([
    ['a preferred date today', { preferredDate: londonDateOf(new Date()) }, 'BOOKING.INVALID_COURSE_BOOKING'],
    ['a preferred date in the past', { preferredDate: '2024-01-10' }, 'BOOKING.INVALID_COURSE_BOOKING'],
    ['a missing phone', { phone: '' }, 'REQUEST.VALIDATION_FAILED'],
    ['a malformed e-mail', { email: 'ned@' }, 'REQUEST.VALIDATION_FAILED'],
  ])('refuses %s with a 400 and uses nothing', async (_what, extra, code) => {
    const started = await startCourse();
    await payWithTestCard(app, started).expect(200);
    expect((await http().post('/api/fear-of-flying-bookings').send(details(started.paymentIntentId, extra)).expect(400)).body.code).toBe(code);
    await http().post('/api/fear-of-flying-bookings').send(details(started.paymentIntentId)).expect(201);
  });

  it('keeps a paid course for staff even when the browser never sends the details', async () => {
    const started = await startCourse('Quiet Quinn', 'quinn@example.com');
    await payWithTestCard(app, started).expect(200);
    await http().get('/api/fear-of-flying-bookings').expect(401);
    const list = await (await adminAgent(app)).get('/api/fear-of-flying-bookings').expect(200);
    expect(list.body).toEqual([expect.objectContaining({ name: 'Quiet Quinn', email: 'quinn@example.com', status: 'paid', phone: null })]);
  });

  it('refuses a malformed intent request', async () => {
    await http().post('/api/create-fear-of-flying-payment-intent').send({ name: 'Ned' }).expect(400);
    await http().post('/api/create-fear-of-flying-payment-intent').send({ name: 'Ned', email: 'ned@example.com', amount: 1 }).expect(400);
  });

  describe('paid with a gift voucher', () => {
    const COURSE: [string, string] = ['fear-of-flying', '4-hour-course'];
    const bookWithVoucher = (voucherCode: string) => http().post('/api/fear-of-flying-bookings').send(details(null, { voucherCode }));

    it('books the course its Fear of Flying gift card buys with no card, once, and the voucher then reads as redeemed', async () => {
      const code = await buyGiftCard(app, 'Fear of Flying Gift Card', 29_500, COURSE);
      const booked = await bookWithVoucher(code.toLowerCase()).expect(201);
      expect(booked.body).toMatchObject({ name: 'Nervous Ned', status: 'booked', amountPence: 0, voucherPence: 29_500, paymentIntentId: null });
      expect(await courseEvents(booked.body.id)).toEqual([{ type: 'fear-of-flying.booked' }]);
      const staff = await (await adminAgent(app)).get('/api/fear-of-flying-bookings').expect(200);
      expect(staff.body).toEqual([expect.objectContaining({ id: booked.body.id, status: 'booked', voucherPence: 29_500 })]);

      expect((await bookWithVoucher(code).expect(409)).body.code).toBe('VOUCHER.USED');
      const slot = await http().post('/api/vouchers/check').send({ code, sessionType: 'fear-of-flying' }).expect(409);
      expect(slot.body.code).toBe('VOUCHER.USED');
      const vouchers = await (await adminAgent(app)).get('/api/admin/vouchers').query({ q: code }).expect(200);
      expect((vouchers.body.items as { code: string; state: string }[]).find((voucher) => voucher.code === code)).toMatchObject({ state: 'redeemed' });
    });

    it('lets a money card pay part of the course and the card the rest; the voucher is used once the course is paid', async () => {
      const code = await buyGiftCard(app, 'Gift Card £100', 10_000);
      await http().post('/api/create-fear-of-flying-payment-intent').send({ name: 'Ned', email: 'ned@example.com', voucherCode: 'SKY-0000-0000-0000' }).expect(404);
      expect((await bookWithVoucher(code).expect(400)).body.code).toBe('BOOKING.INVALID_COURSE_BOOKING');

      const started = await startCourse('Nervous Ned', 'ned@example.com', code);
      const [payment] = await app.get(DataSource).query(`SELECT amount_pence FROM payment WHERE payment_intent_id = $1`, [started.paymentIntentId]);
      expect(payment).toEqual({ amount_pence: 19_500 });
      await payWithTestCard(app, started).expect(200);
      const booked = await http().post('/api/fear-of-flying-bookings').send(details(started.paymentIntentId)).expect(201);
      expect(booked.body).toMatchObject({ status: 'booked', amountPence: 19_500, voucherPence: 10_000 });
      expect((await http().post('/api/create-fear-of-flying-payment-intent').send({ name: 'Ned', email: 'ned@example.com', voucherCode: code }).expect(409)).body.code).toBe(
        'VOUCHER.USED',
      );
    });

    it("cancels the course's card uncharged when a booking used its gift card while the customer was paying: the booking keeps the voucher", async () => {
      const code = await buyGiftCard(app, 'Gift Card £100', 10_000);
      const course = await startCourse('Nervous Ned', 'ned@example.com', code);
      // Meanwhile someone else with the code books a session with it (a course awaiting its card does not hold it).
      const slot = await startBooking(app, { voucherCode: code, email: 'someone.else@example.com' });
      await payWithTestCard(app, slot).expect(200);

      expect((await payWithTestCard(app, course).expect(200)).body).toMatchObject({ status: 'canceled' });
      const refused = await http().post('/api/fear-of-flying-bookings').send(details(course.paymentIntentId)).expect(409);
      expect(refused.body).toMatchObject({ code: 'VOUCHER.USED', message: expect.stringContaining('your card has not been charged') });
      const db = app.get(DataSource);
      expect(await db.query(`SELECT status FROM payment WHERE payment_intent_id = $1`, [course.paymentIntentId])).toEqual([{ status: 'canceled' }]);
      expect(await db.query(`SELECT status FROM fear_of_flying_booking`)).toEqual([{ status: 'awaiting_payment' }]);
      expect(await db.query(`SELECT email, status FROM booking WHERE voucher_id IS NOT NULL`)).toEqual([
        { email: 'someone.else@example.com', status: 'confirmed' },
      ]);
    });

    it("cancels the course's card uncharged when staff voided its gift card while the customer was paying, and says so", async () => {
      const code = await buyGiftCard(app, 'Gift Card £100', 10_000);
      const course = await startCourse('Nervous Ned', 'ned@example.com', code);
      const db = app.get(DataSource);
      const [voucher] = await db.query(`SELECT id FROM gift_voucher WHERE code = $1`, [code]);
      await (await adminAgent(app)).post(`/api/admin/vouchers/${voucher.id}/void`).send({ reason: 'Order refunded by phone' }).expect(200);

      expect((await payWithTestCard(app, course).expect(200)).body).toMatchObject({ status: 'canceled' });
      const refused = await http().post('/api/fear-of-flying-bookings').send(details(course.paymentIntentId)).expect(410);
      expect(refused.body).toMatchObject({
        code: 'VOUCHER.VOID',
        message: 'Your gift voucher was cancelled while you were paying, so your card has not been charged and nothing has been booked. Please contact us.',
      });
      expect(await db.query(`SELECT status FROM payment WHERE payment_intent_id = $1`, [course.paymentIntentId])).toEqual([{ status: 'canceled' }]);
      expect(await db.query(`SELECT status FROM fear_of_flying_booking`)).toEqual([{ status: 'awaiting_payment' }]);
    });

    it('refuses a full-cover voucher at the card step and a booking with neither card nor voucher; an option card pays its value towards the dearer course', async () => {
      const course = await buyGiftCard(app, 'Fear of Flying Gift Card', 29_500, COURSE);
      const atCard = await http().post('/api/create-fear-of-flying-payment-intent').send({ name: 'Ned', email: 'ned@example.com', voucherCode: course }).expect(400);
      expect(atCard.body.code).toBe('BOOKING.INVALID_COURSE_BOOKING');
      const tryAndFly = await buyGiftCard(app, 'Try and Fly Gift Card', 12_900, ['try-and-fly', '60-minutes']);
      const started = await startCourse('Nervous Ned', 'ned@example.com', tryAndFly);
      const [payment] = await app.get(DataSource).query(`SELECT amount_pence FROM payment WHERE payment_intent_id = $1`, [started.paymentIntentId]);
      expect(payment).toEqual({ amount_pence: 16_600 });
      expect((await http().post('/api/fear-of-flying-bookings').send(details(null)).expect(400)).body.code).toBe('BOOKING.INVALID_COURSE_BOOKING');
      expect(await app.get(DataSource).query(`SELECT count(*)::int AS n FROM fear_of_flying_booking WHERE status = 'booked'`)).toEqual([{ n: 0 }]);
    });
  });
});
