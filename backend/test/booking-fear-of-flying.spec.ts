import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { addDays, londonDateOf } from '../src/modules/booking/domain/calendar';
import { clearBookings, payWithTestCard, startBooking } from './booking-fixtures';
import { adminAgent } from './auth';
import { createTestApp } from './test-app';

/** The Fear of Flying course: £295.00 paid first, then the details recorded against the verified payment. */
describe('Fear of Flying course bookings', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const tomorrow = () => addDays(londonDateOf(new Date()), 1);

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000' });
  });
  beforeEach(() => clearBookings(app));
  afterAll(() => app.close());

  async function startCourse(name = 'Nervous Ned', email = 'ned@example.com') {
    const response = await http().post('/api/create-fear-of-flying-payment-intent').send({ name, email }).expect(200);
    return response.body as { paymentIntentId: string; clientSecret: string };
  }
  const details = (paymentIntentId: string, extra: Record<string, unknown> = {}) => ({
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

  it('takes an ISO preferred date (SPEC sends one) as its London day, and no date at all', async () => {
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
});
