import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ClsService } from 'nestjs-cls';
import { BOOKING_REPOSITORY, type BookingRepository } from '../src/modules/booking/application/booking.ports';
import { BookingHoldsService, type BookingRequest } from '../src/modules/booking/application/booking-holds.service';
import { BookingManagementService } from '../src/modules/booking/application/booking-management.service';
import { CustomerBookingsService } from '../src/modules/booking/application/customer-bookings.service';
import { PaymentSettlementService } from '../src/modules/payment/application/payment-settlement.service';
import { PaymentRejectedByProviderError } from '../src/modules/payment/domain/payment.errors';
import { TestPaymentProvider } from '../src/modules/payment/infrastructure/test-payment.provider';
import { addDays, londonDateOf } from '../src/modules/booking/domain/calendar';
import {
  ageHold,
  bookingEvents,
  bookingPayload,
  bookingRow,
  clearBookings,
  confirmedBooking,
  lapsedHold,
  payWithTestCard,
  refusedLatePayment,
  requestHold,
  startBooking,
  weekdayAhead,
} from './booking-fixtures';
import { adminAgent, Agent, createUser, customerAgent, signIn } from './auth';
import { AMELIA } from './booking-mail-fixtures';
import { createTestApp } from './test-app';

/** Simulator bookings against the real Postgres and Redis, paid with the built-in test provider. */
describe('simulator bookings', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  const http = () => request(app.getHttpServer());
  const heldCount = async () => {
    const [{ count }] = await app.get(DataSource).query(`SELECT count(*)::int AS count FROM booking`);
    return count as number;
  };
  const intentStatus = async (id: string) =>
    ((await app.get(DataSource).query(`SELECT status FROM test_payment_intent WHERE id = $1`, [id])) as { status: string }[])[0]?.status;
  const paymentStatus = async (id: string) =>
    ((await app.get(DataSource).query(`SELECT status FROM payment WHERE payment_intent_id = $1`, [id])) as { status: string }[])[0]?.status;

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000' });
    admin = await adminAgent(app);
  });
  beforeEach(() => clearBookings(app));
  afterAll(() => app.close());

  describe('catalogue and availability', () => {
    it("lists a weekday's slots (no 09:00 before opening) and marks a held slot as taken", async () => {
      const date = weekdayAhead(41);
      const before = await http().get('/api/availability').query({ date, sessionType: 'try-and-fly' }).expect(200);
      expect(before.body.slots.map((slot: { time: string }) => slot.time)).toEqual(['10:30', '12:00', '13:30', '15:00', '16:30', '18:00']);
      expect(before.body.slots.every((slot: { available: boolean }) => slot.available)).toBe(true);

      await startBooking(app, { date, timeSlot: '12:00', sessionType: 'ultimate-session' }); // 2 hours: 12:00 and 13:30
      const after = await http().get('/api/availability').query({ date, sessionType: 'try-and-fly' }).expect(200);
      expect(after.body.slots.filter((slot: { available: boolean }) => !slot.available)).toEqual([
        { time: '12:00', available: false, reason: 'taken' },
        { time: '13:30', available: false, reason: 'taken' },
      ]);
      const long = await http().get('/api/availability').query({ date, sessionType: 'scenario-flight', optionId: 'iconic-routes' }).expect(200);
      expect(long.body.slots.find((slot: { time: string }) => slot.time === '10:30')).toMatchObject({ available: false, reason: 'taken' });
    });

    it("marks today's slots that already started as past", async () => {
      const today = londonDateOf(new Date());
      const response = await http().get('/api/availability').query({ date: today, sessionType: 'try-and-fly' }).expect(200);
      for (const slot of response.body.slots as { time: string; available: boolean; reason: string | null }[]) {
        if (slot.reason === 'past') expect(slot.available).toBe(false);
      }
      const yesterday = await http().get('/api/availability').query({ date: addDays(today, -1), sessionType: 'try-and-fly' }).expect(200);
      expect(yesterday.body.slots.every((slot: { reason: string }) => slot.reason === 'past')).toBe(true);
    });

    it('refuses an unknown session, a bad date and a date 2 years ahead', async () => {
      expect((await http().get('/api/availability').query({ date: weekdayAhead(3), sessionType: 'jumbo' }).expect(400)).body.code).toBe('EXPERIENCE.UNKNOWN');
      expect((await http().get('/api/availability').query({ date: '2026-02-30', sessionType: 'try-and-fly' }).expect(400)).body.code).toBe('BOOKING.INVALID_DATE');
      const far = addDays(londonDateOf(new Date()), 730);
      expect((await http().get('/api/availability').query({ date: far, sessionType: 'try-and-fly' }).expect(400)).body.code).toBe('BOOKING.TOO_FAR_AHEAD');
    });
  });

  describe('holds and bad input', () => {
    it('holds the slot for 15 minutes and sets up a payment for the server price, ignoring the client price', async () => {
      const before = Date.now();
      const started = await startBooking(app, { totalPrice: 1, sessionName: 'Free flight' });
      expect(started).toMatchObject({ totalPrice: 12900, paymentIntentId: expect.stringMatching(/^pi_test_/), clientSecret: expect.any(String) });
      const holdMs = new Date(started.holdExpiresAt).getTime() - before;
      expect(holdMs).toBeGreaterThan(14.9 * 60_000);
      expect(holdMs).toBeLessThan(15.1 * 60_000);
      const row = await bookingRow(app, started.bookingId);
      expect(row).toMatchObject({ status: 'held', total_price: 12900, session_name: 'Try and Fly', payment_intent_id: started.paymentIntentId });
      const [intent] = await app.get(DataSource).query(`SELECT amount_pence FROM test_payment_intent WHERE id = $1`, [started.paymentIntentId]);
      expect(intent.amount_pence).toBe(12900);
    });

    it('answers a hold as its row was written (its defaults and date too), as a read of the booking gives it', async () => {
      const hold = bookingPayload({ timeSlot: '12:00' }) as unknown as BookingRequest;
      const held = await app.get(ClsService).run(() => app.get(BookingHoldsService).placeHold(hold));
      expect(held).toMatchObject({ status: 'held', date: hold.date, timeSlot: '12:00', totalPrice: 12900, voucherPence: 0 });
      expect(held).toEqual(await app.get<BookingRepository>(BOOKING_REPOSITORY).findById(held.id));
    });

    it('prices the chosen option of Intro to the Airbus and Scenario Flight; old links name a session and a duration', async () => {
      expect((await startBooking(app, { sessionType: 'intro-to-the-airbus', optionId: '120-minutes', timeSlot: '10:30' })).totalPrice).toBe(24900);
      expect((await startBooking(app, { sessionType: 'scenario-flight', optionId: 'extended-scenario', timeSlot: '13:30' })).totalPrice).toBe(34900);
      expect((await startBooking(app, { sessionType: 'scenario-flight', timeSlot: '16:30' })).totalPrice).toBe(14900);
      const legacy = await startBooking(app, { sessionType: 'scenario', durationMinutes: 90, timeSlot: '18:00' });
      expect(legacy.totalPrice).toBe(19900);
      expect(await bookingRow(app, legacy.bookingId)).toMatchObject({
        session_type: 'scenario-flight',
        option_id: 'emergency-procedures',
        session_name: 'Scenario Flight – Emergency Procedures',
        duration_minutes: 90,
      });
    });

    it("books online coaching in a coach's calendar: it never takes the simulator's slot, nor the simulator's one", async () => {
      const date = weekdayAhead(42);
      const slot = (body: { slots: { time: string; available: boolean }[] }, time: string) => body.slots.find((candidate) => candidate.time === time)?.available;
      await startBooking(app, { sessionType: 'full-experience', date, timeSlot: '10:30' });
      const online = await startBooking(app, { sessionType: 'home-sim-coaching', optionId: 'starter-session', date, timeSlot: '10:30' });
      expect(online.totalPrice).toBe(5900);
      expect(await bookingRow(app, online.bookingId)).toMatchObject({ booked_as: 'online', session_type: 'home-sim-coaching', status: 'held' });

      const simulator = await http().get('/api/availability').query({ date, sessionType: 'try-and-fly' }).expect(200);
      expect(slot(simulator.body, '10:30')).toBe(false);
      expect(slot(simulator.body, '12:00')).toBe(true);
      const coach = await http().get('/api/availability').query({ date, sessionType: 'home-sim-coaching' }).expect(200);
      expect(slot(coach.body, '10:30')).toBe(false);
      expect(slot(coach.body, '12:00')).toBe(true);
      // The simulator's 12:00 stays free for a simulator booking while a coach is booked then.
      await startBooking(app, { sessionType: 'home-sim-coaching', date, timeSlot: '12:00' });
      expect((await startBooking(app, { sessionType: 'try-and-fly', date, timeSlot: '12:00' })).totalPrice).toBe(12900);
    });

    it.each([
      ['a past date', { date: addDays(londonDateOf(new Date()), -1) }, 'BOOKING.SLOT_IN_PAST'],
      ['an unknown experience', { sessionType: 'concorde' }, 'EXPERIENCE.UNKNOWN'],
      ['the course in a slot', { sessionType: 'fear-of-flying' }, 'BOOKING.NOT_SLOT_BOOKABLE'],
      ['an enquiry-only experience', { sessionType: 'simulator-hire' }, 'BOOKING.NOT_SLOT_BOOKABLE'],
      ['a duration not offered', { sessionType: 'intro-to-the-airbus', durationMinutes: 90 }, 'EXPERIENCE.OPTION_NOT_OFFERED'],
      ['an option not offered', { sessionType: 'intro-to-the-airbus', optionId: 'weather-challenge' }, 'EXPERIENCE.OPTION_NOT_OFFERED'],
      ['an option id that is no slug', { optionId: 'A B' }, 'REQUEST.VALIDATION_FAILED'],
      ['a NUL character (refused at the edge)', { optionId: 'a\u0000b' }, 'REQUEST.NUL_CHARACTER'],
      ['an unknown slot', { timeSlot: '11:00' }, 'BOOKING.UNKNOWN_SLOT'],
      ['a slot before opening', { timeSlot: '09:00' }, 'BOOKING.OUTSIDE_OPENING_HOURS'],
      ['a date 2 years ahead', { date: addDays(londonDateOf(new Date()), 730) }, 'BOOKING.TOO_FAR_AHEAD'],
      ['a date that does not exist', { date: '2027-02-29' }, 'BOOKING.INVALID_DATE'],
      ['a malformed e-mail', { email: 'amelia-at-example' }, 'REQUEST.VALIDATION_FAILED'],
      ['an unknown experience level', { experienceLevel: 'astronaut' }, 'REQUEST.VALIDATION_FAILED'],
      ['a malformed client price', { totalPrice: -5 }, 'REQUEST.VALIDATION_FAILED'],
      ['a missing name', { name: '  ' }, 'REQUEST.VALIDATION_FAILED'],
      ['an unknown field', { userId: 'someone-else' }, 'REQUEST.VALIDATION_FAILED'],
    ])('refuses %s with a clear 400 and holds nothing', async (_what, overrides, code) => {
      const response = await requestHold(app, overrides).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code, message: expect.any(String), correlationId: expect.any(String) });
      expect(await heldCount()).toBe(0);
    });

    it('50 concurrent attempts on one slot: exactly one hold, 49 × 409 "That time slot has just been taken"', async () => {
      const date = weekdayAhead(42);
      const attempts = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          requestHold(app, { date, timeSlot: '15:00', email: `racer${index}@example.com` }),
        ),
      );
      const statuses = attempts.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      const refused = attempts.filter((response) => response.status === 409);
      expect(refused).toHaveLength(49);
      for (const response of refused) expect(response.body).toMatchObject({ code: 'BOOKING.SLOT_TAKEN', message: 'That time slot has just been taken' });
      const rows = await app.get(DataSource).query(`SELECT status FROM booking WHERE date = $1`, [date]);
      expect(rows).toEqual([{ status: 'held' }]);
    });

    it('a 2-hour session cannot overlap a 1-hour hold in the following slot', async () => {
      const date = weekdayAhead(43);
      await startBooking(app, { date, timeSlot: '13:30' });
      const response = await requestHold(app, { date, timeSlot: '12:00', sessionType: 'ultimate-session' }).expect(409);
      expect(response.body.code).toBe('BOOKING.SLOT_TAKEN');
      await startBooking(app, { date, timeSlot: '15:00', sessionType: 'ultimate-session' });
    });

    it('the database itself refuses a second booking of a slot, whatever the application does', async () => {
      const started = await startBooking(app);
      const insert = app.get(DataSource).query(
        `INSERT INTO booking (session_type, session_name, duration_minutes, date, time_slot, starts_at, ends_at, occupied, name, email, phone,
                              experience_level, total_price, status)
         SELECT session_type, session_name, duration_minutes, date, time_slot, starts_at, ends_at, occupied, name, email, phone,
                experience_level, total_price, 'confirmed' FROM booking WHERE id = $1`,
        [started.bookingId],
      );
      await expect(insert).rejects.toThrow(/EX_calendar_occupancy_once/);
    });

    it('releases a hold that ran out when the next customer holds its slot', async () => {
      const first = await startBooking(app);
      await requestHold(app, { email: 'second@example.com' }).expect(409);
      await ageHold(app, first.bookingId);
      const second = await startBooking(app, { email: 'second@example.com' });
      expect((await bookingRow(app, first.bookingId)).status).toBe('expired');
      expect((await bookingRow(app, second.bookingId)).status).toBe('held');
    });

    it('gives the slot back at once when the customer closes the payment dialog, but never a paid one', async () => {
      const release = (hold: { bookingId: string; clientSecret: string }) =>
        http().post(`/api/booking-holds/${hold.bookingId}/release`).send({ clientSecret: hold.clientSecret });
      const abandoned = await startBooking(app);
      await release(abandoned).expect(204);
      expect((await bookingRow(app, abandoned.bookingId)).status).toBe('expired');
      const paid = await startBooking(app, { email: 'again@example.com' });
      // Authorised at the provider (the card form's answer lost): releasing settles it, which confirms and captures.
      await app.get(DataSource).query(`UPDATE test_payment_intent SET status = 'requires_capture' WHERE id = $1`, [paid.paymentIntentId]);
      await release(paid).expect(204);
      expect((await bookingRow(app, paid.bookingId)).status).toBe('confirmed');
      expect(await intentStatus(paid.paymentIntentId)).toBe('succeeded');
      await release({ bookingId: '00000000-0000-4000-8000-000000000000', clientSecret: 'x' }).expect(404);
    });

    it('releases a hold only for the client secret of its payment: a booking id alone releases nothing', async () => {
      const hold = await startBooking(app);
      const forged = await http().post(`/api/booking-holds/${hold.bookingId}/release`).send({ clientSecret: `${hold.paymentIntentId}_secret_guess` });
      expect(forged.status).toBe(403);
      expect(forged.body.code).toBe('BOOKING.HOLD_SECRET_MISMATCH');
      await http().post(`/api/booking-holds/${hold.bookingId}/release`).send({}).expect(400);
      expect((await bookingRow(app, hold.bookingId)).status).toBe('held');
    });

    it("the worker's sweep expires holds that ran out and only those", async () => {
      const old = await lapsedHold(app, { timeSlot: '10:30' });
      const fresh = await startBooking(app, { timeSlot: '12:00' });
      expect(await app.get(BookingHoldsService).expireHolds()).toBe(1);
      expect((await bookingRow(app, old.bookingId)).status).toBe('expired');
      expect((await bookingRow(app, fresh.bookingId)).status).toBe('held');
      const availability = await http().get('/api/availability').query({ date: bookingPayload().date, sessionType: 'try-and-fly' }).expect(200);
      expect(availability.body.slots.find((slot: { time: string }) => slot.time === '10:30')).toMatchObject({ available: true });
    });
  });

  describe('paying and confirming', () => {
    it('confirms a paid booking once, answers its summary, and publishes BookingConfirmed once', async () => {
      const started = await startBooking(app);
      await payWithTestCard(app, started).expect(200);
      // The test provider settles like a webhook: the booking is confirmed before the browser calls back.
      expect((await bookingRow(app, started.bookingId)).status).toBe('confirmed');

      const first = await http().post('/api/confirm-booking-payment').send({ paymentIntentId: started.paymentIntentId }).expect(200);
      expect(first.body).toEqual({
        id: started.bookingId,
        reference: started.bookingId.slice(0, 8).toUpperCase(),
        manageToken: null, // this client did not place the hold
        sessionType: 'try-and-fly',
        sessionName: 'Try and Fly',
        bookedAs: 'slot',
        durationMinutes: 60,
        date: bookingPayload().date,
        timeSlot: '10:30',
        totalPrice: 12900,
        voucherPence: 0,
        name: AMELIA.name,
        email: AMELIA.email,
        status: 'confirmed',
      });
      const again = await http().post('/api/confirm-booking-payment').send({ paymentIntentId: started.paymentIntentId }).expect(200);
      expect(again.body).toEqual(first.body);
      expect(await bookingEvents(app, started.bookingId)).toEqual(['booking.confirmed']);
      expect(await bookingRow(app, started.bookingId)).toMatchObject({ is_test: true, confirmed_at: expect.any(Date) });

      const availability = await http().get('/api/availability').query({ date: bookingPayload().date, sessionType: 'try-and-fly' }).expect(200);
      expect(availability.body.slots[0]).toMatchObject({ time: '10:30', available: false, reason: 'taken' });
    });

    it('two cards at once on one intent: one pays it, the other finds it no longer payable', async () => {
      const started = await startBooking(app);
      const tries = await Promise.all([payWithTestCard(app, started), payWithTestCard(app, started)]);
      expect(tries.map((response) => response.status).sort()).toEqual([200, 409]);
      expect(await bookingEvents(app, started.bookingId)).toEqual(['booking.confirmed']);
      expect(await intentStatus(started.paymentIntentId)).toBe('succeeded');
    });

    it('the test provider writes a card only over the intent as it was read, and cancels an intent once', async () => {
      const started = await startBooking(app);
      const provider = app.get(TestPaymentProvider);
      const seen = await provider.find(started.paymentIntentId);
      const card = { status: 'requires_capture', error: null, last4: '4242', challengeToken: null } as const;
      expect(await provider.recordAttempt(seen!, card)).toBe(true);
      // Written over what was read: the intent moved since.
      expect(await provider.recordAttempt(seen!, { ...card, status: 'requires_payment_method' })).toBe(false);
      expect(await intentStatus(started.paymentIntentId)).toBe('requires_capture');

      const canceled = await provider.cancelIntent(started.paymentIntentId);
      expect(canceled).toEqual({
        id: started.paymentIntentId,
        clientSecret: started.clientSecret,
        amountPence: 12900,
        currency: 'gbp',
        status: 'canceled',
        livemode: false,
        metadata: expect.objectContaining({ kind: 'booking', referenceId: started.bookingId }),
      });
      // Cancelled already: answered as it is; never captured.
      expect(await provider.cancelIntent(started.paymentIntentId)).toEqual(canceled);
      await expect(provider.captureIntent(started.paymentIntentId)).rejects.toBeInstanceOf(PaymentRejectedByProviderError);
      expect(await intentStatus(started.paymentIntentId)).toBe('canceled');
    });

    it('confirms through the browser call alone when nothing settled the payment before', async () => {
      const started = await startBooking(app);
      // Authorised at the provider without telling this site.
      await app.get(DataSource).query(`UPDATE test_payment_intent SET status = 'requires_capture' WHERE id = $1`, [started.paymentIntentId]);
      const concurrent = await Promise.all(
        Array.from({ length: 5 }, () => http().post('/api/confirm-booking-payment').send({ paymentIntentId: started.paymentIntentId })),
      );
      expect(concurrent.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await bookingEvents(app, started.bookingId)).toEqual(['booking.confirmed']);
      expect(await intentStatus(started.paymentIntentId)).toBe('succeeded');
    });

    it("the worker's reconciliation confirms a paid booking whose browser never called back", async () => {
      const started = await startBooking(app);
      // Authorised at the provider; neither the browser nor a webhook told this site.
      await app.get(DataSource).query(`UPDATE test_payment_intent SET status = 'requires_capture' WHERE id = $1`, [started.paymentIntentId]);
      expect((await bookingRow(app, started.bookingId)).status).toBe('held');
      const later = new Date(Date.now() + 11 * 60_000);
      // A batch at a time, oldest first, as the worker's repeated job goes: payments earlier files left open come first.
      let fulfilled = 0;
      for (let checked = -1; checked !== 0 && (await bookingRow(app, started.bookingId)).status === 'held'; ) {
        const result = await app.get(PaymentSettlementService).reconcile(later);
        ({ checked } = result);
        fulfilled += result.fulfilled;
      }
      expect(fulfilled).toBeGreaterThanOrEqual(1);
      expect((await bookingRow(app, started.bookingId)).status).toBe('confirmed');
      expect(await bookingEvents(app, started.bookingId)).toEqual(['booking.confirmed']);
      expect(await intentStatus(started.paymentIntentId)).toBe('succeeded');
    });

    it('refuses to confirm an unpaid or declined intent and keeps the hold', async () => {
      const started = await startBooking(app);
      const unpaid = await http().post('/api/confirm-booking-payment').send({ paymentIntentId: started.paymentIntentId }).expect(409);
      expect(unpaid.body.code).toBe('BOOKING.PAYMENT_NOT_COMPLETED');
      await payWithTestCard(app, started, '4000 0000 0000 0002').expect(402);
      await http().post('/api/confirm-booking-payment').send({ paymentIntentId: started.paymentIntentId }).expect(409);
      expect((await bookingRow(app, started.bookingId)).status).toBe('held');
      expect(await bookingEvents(app, started.bookingId)).toEqual([]);
    });

    it('refuses an unknown intent and one that is not for a simulator booking', async () => {
      expect((await http().post('/api/confirm-booking-payment').send({ paymentIntentId: 'pi_test_nothing' }).expect(400)).body.code).toBe('BOOKING.PAYMENT_MISMATCH');
      const course = await http().post('/api/create-fear-of-flying-payment-intent').send({ name: 'Nervous Ned', email: 'ned@example.com' }).expect(200);
      await payWithTestCard(app, course.body).expect(200);
      expect((await http().post('/api/confirm-booking-payment').send({ paymentIntentId: course.body.paymentIntentId }).expect(400)).body.code).toBe(
        'BOOKING.PAYMENT_MISMATCH',
      );
    });

    it('confirms a payment made after the hold expired when the slot is still free', async () => {
      const started = await lapsedHold(app);
      await app.get(BookingHoldsService).expireHolds();
      await payWithTestCard(app, started).expect(200);
      await http().post('/api/confirm-booking-payment').send({ paymentIntentId: started.paymentIntentId }).expect(200);
      expect((await bookingRow(app, started.bookingId)).status).toBe('confirmed');
    });

    it('never charges a late payment whose slot was taken: the card is released, staff told, BOOKING.SLOT_LOST answered', async () => {
      const late = await lapsedHold(app, { email: 'late@example.com' });
      const winner = await startBooking(app, { email: 'winner@example.com' });
      await payWithTestCard(app, winner).expect(200);

      const notCharged =
        'Your time slot was booked by someone else after your hold ran out, so we could not confirm your booking. ' +
        'Your card has not been charged: the £129.00 held on it has been released (your bank may show it as pending for a few days).';
      expect((await refusedLatePayment(app, late)).message).toBe(notCharged);
      await http().post('/api/confirm-booking-payment').send({ paymentIntentId: late.paymentIntentId }).expect(409);

      expect(await intentStatus(late.paymentIntentId)).toBe('canceled');
      expect(await paymentStatus(late.paymentIntentId)).toBe('canceled');
      expect(await bookingRow(app, winner.bookingId)).toMatchObject({ status: 'confirmed' });
      expect(await bookingEvents(app, late.bookingId)).toEqual(['booking.slot-lost']);
      const refunds = await app.get(DataSource).query(
        `SELECT r.id FROM payment_refund r JOIN payment p ON p.id = r.payment_id WHERE p.payment_intent_id = $1`,
        [late.paymentIntentId],
      );
      expect(refunds).toEqual([]);
    });

    it('refunds a late payment already captured at the provider whose slot was taken, and says so', async () => {
      const late = await lapsedHold(app, { email: 'late-captured@example.com' });
      const winner = await startBooking(app, { email: 'winner-captured@example.com' });
      await payWithTestCard(app, winner).expect(200);

      // Taken at the provider before this site could refuse it (an intent captured automatically).
      await app.get(DataSource).query(`UPDATE test_payment_intent SET status = 'succeeded' WHERE id = $1`, [late.paymentIntentId]);
      const response = await http().post('/api/confirm-booking-payment').send({ paymentIntentId: late.paymentIntentId }).expect(409);
      expect(response.body).toMatchObject({
        code: 'BOOKING.SLOT_LOST',
        message: expect.stringContaining('Your payment of £129.00 has been refunded in full; it can take 5 to 10 working days to reach your account.'),
      });

      expect(await bookingRow(app, late.bookingId)).toMatchObject({ status: 'slot_lost', refund_pence: 12900, refunded_at: expect.any(Date) });
      expect(await bookingRow(app, winner.bookingId)).toMatchObject({ status: 'confirmed' });
      expect(await bookingEvents(app, late.bookingId)).toEqual(['booking.slot-lost']);
      const refunds = await app.get(DataSource).query(
        `SELECT r.amount_pence, r.status FROM payment_refund r JOIN payment p ON p.id = r.payment_id WHERE p.payment_intent_id = $1`,
        [late.paymentIntentId],
      );
      expect(refunds).toEqual([{ amount_pence: 12900, status: 'succeeded' }]);
    });
  });

  describe('staff cancellations under the Terms', () => {
    const refundsOf = (paymentIntentId: string) =>
      app.get(DataSource).query(
        `SELECT r.amount_pence FROM payment_refund r JOIN payment p ON p.id = r.payment_id WHERE p.payment_intent_id = $1 AND r.status = 'succeeded'`,
        [paymentIntentId],
      );

    it('refunds in full more than 48 hours before, through the payment port, once', async () => {
      const booked = await confirmedBooking(app);
      const response = await admin.post(`/api/bookings/${booked.bookingId}/cancel`).expect(200);
      expect(response.body).toMatchObject({ refundTier: 'full', refundPence: 12900, refundStatus: 'refunded', booking: { status: 'cancelled' } });
      await admin.post(`/api/bookings/${booked.bookingId}/cancel`).expect(200);
      expect(await refundsOf(booked.paymentIntentId)).toEqual([{ amount_pence: 12900 }]);
      expect(await bookingEvents(app, booked.bookingId)).toEqual(['booking.confirmed', 'booking.cancelled']);
      const availability = await http().get('/api/availability').query({ date: bookingPayload().date, sessionType: 'try-and-fly' }).expect(200);
      expect(availability.body.slots[0]).toMatchObject({ time: '10:30', available: true });
    });

    it('refunds half from 24 to 48 hours before and nothing under 24 hours', async () => {
      const half = await confirmedBooking(app, { timeSlot: '12:00' });
      const starts = (await bookingRow(app, half.bookingId)).starts_at as Date;
      const halfResult = await app.get(BookingManagementService).cancel(half.bookingId, 'staff', new Date(starts.getTime() - 30 * 3_600_000));
      expect(halfResult).toMatchObject({ refund: { tier: 'half', refundPence: 6450 }, refundStatus: 'refunded' });
      expect(await refundsOf(half.paymentIntentId)).toEqual([{ amount_pence: 6450 }]);

      const none = await confirmedBooking(app, { timeSlot: '15:00' });
      const noneStarts = (await bookingRow(app, none.bookingId)).starts_at as Date;
      const noneResult = await app.get(BookingManagementService).cancel(none.bookingId, 'staff', new Date(noneStarts.getTime() - 5 * 3_600_000));
      expect(noneResult).toMatchObject({ refund: { tier: 'none', refundPence: 0 }, refundStatus: 'none' });
      expect(await refundsOf(none.paymentIntentId)).toEqual([]);
    });

    it('cannot cancel a hold, or a booking that does not exist', async () => {
      const held = await startBooking(app);
      expect((await admin.post(`/api/bookings/${held.bookingId}/cancel`).expect(409)).body.code).toBe('BOOKING.ILLEGAL_TRANSITION');
      await admin.post('/api/bookings/00000000-0000-4000-8000-000000000000/cancel').expect(404);
      await admin.post('/api/bookings/not-a-uuid/cancel').expect(400);
    });
  });

  describe('staff list', () => {
    it('is for staff only: anonymous 401, customer 403', async () => {
      const booked = await startBooking(app);
      await http().get('/api/bookings').expect(401);
      await http().post(`/api/bookings/${booked.bookingId}/cancel`).expect(401);
      const customer = await customerAgent(app);
      await customer.get('/api/bookings').expect(403);
      await customer.post(`/api/bookings/${booked.bookingId}/cancel`).expect(403);
      await customer.get('/api/fear-of-flying-bookings').expect(403);
    });

    it('lists bookings from today through 30 days ahead, by date then slot, with every field', async () => {
      const soon = weekdayAhead(2);
      const later = weekdayAhead(10);
      const b1 = await startBooking(app, { date: later, timeSlot: '10:30', notes: 'Birthday' });
      const b2 = await startBooking(app, { date: soon, timeSlot: '16:30', experienceLevel: 'pilot' });
      const b3 = await startBooking(app, { date: soon, timeSlot: '12:00' });
      const far = await startBooking(app, { date: weekdayAhead(45) });
      const unpaid = await startBooking(app, { date: soon, timeSlot: '13:30' });
      for (const started of [b1, b2, b3, far]) await payWithTestCard(app, started).expect(200);

      const response = await admin.get('/api/bookings').expect(200);
      expect(response.body.map((booking: { id: string }) => booking.id)).toEqual([b3.bookingId, b2.bookingId, b1.bookingId]);
      expect(response.body.map((booking: { id: string }) => booking.id)).not.toContain(unpaid.bookingId);
      expect(response.body[2]).toMatchObject({
        sessionType: 'try-and-fly',
        sessionName: 'Try and Fly',
        date: later,
        timeSlot: '10:30',
        ...AMELIA,
        notes: 'Birthday',
        totalPrice: 12900,
        status: 'confirmed',
        isTest: true,
      });
    });
  });

  describe("the customer's dashboard (GET /api/my-bookings)", () => {
    it('lists confirmed sessions of the signed-in customer, by user id or by e-mail until linked, and nothing else', async () => {
      const email = `dash+${Date.now()}@example.com`;
      const userId = await createUser(app, { email, password: 'customer-password-123', name: 'Dana Dashboard' });
      const customer = await signIn(app, email, 'customer-password-123');
      const linked = await startBooking(app, { email: 'typed-differently@example.com', date: weekdayAhead(10), timeSlot: '12:00', notes: 'Window seat' });
      const byEmail = await startBooking(app, { email: email.toUpperCase(), date: weekdayAhead(3), timeSlot: '16:30' });
      const unpaid = await startBooking(app, { email, date: weekdayAhead(3), timeSlot: '10:30' });
      const tooFar = await startBooking(app, { email, date: weekdayAhead(120) });
      for (const started of [linked, byEmail, tooFar]) await payWithTestCard(app, started).expect(200);
      await app.get(CustomerBookingsService).linkAccount(linked.bookingId, userId);

      const response = await customer.get('/api/my-bookings').expect(200);
      const listed = (id: string) => ({ id, reference: id.slice(0, 8).toUpperCase(), sessionType: 'try-and-fly', pricePence: 12900, voucherPence: 0 });
      expect(response.body).toEqual([
        { ...listed(byEmail.bookingId), date: weekdayAhead(3), timeSlot: '16:30', notes: null },
        { ...listed(linked.bookingId), date: weekdayAhead(10), timeSlot: '12:00', notes: 'Window seat' },
      ]);
      expect(response.body.map((booking: { id: string }) => booking.id)).not.toContain(unpaid.bookingId);
    });
  });
});
