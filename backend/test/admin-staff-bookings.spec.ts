import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BookingManagementService } from '../src/modules/booking/application/booking-management.service';
import { AppConfig } from '../src/shared/config/app-config';
import { adminAgent, Agent, customerAgent } from './auth';
import {
  bookingEvents,
  bookingPayload,
  bookingRow,
  payWithTestCard,
  startBooking,
  weekdayAhead,
  distinctWeekdaysAhead,
} from './booking-fixtures';
import { buyGiftCard } from './order-fixtures';
import { createTestApp } from './test-app';

/** Staff book a customer on the phone into the same slots, under the same constraint, as online buyers. */
describe('staff phone bookings (POST /api/admin/bookings)', () => {
  let app: NestExpressApplication;
  let url: string;
  let admin: Agent;
  let adminId: string;
  const db = () => app.get(DataSource);
  // Each test its own weekday, whatever today's date (weekdayAhead(134), (135) and (136) can all be one Monday).
  const DAY = distinctWeekdaysAhead(130, 10);

  const phoneBooking = (overrides: Record<string, unknown> = {}) => ({
    sessionType: 'try-and-fly',
    optionId: '60-minutes',
    date: DAY[0],
    timeSlot: '10:30',
    name: 'Phone Customer',
    email: 'phone.customer@example.com',
    phone: '01395 123456',
    experienceLevel: 'home-simmer',
    notes: 'Booked by phone',
    paymentMethod: 'card_by_phone',
    terminalReference: 'TERM-00042',
    ageRulesConfirmed: true,
    ...overrides,
  });
  const bookingsOn = async (date: string) =>
    (await db().query(`SELECT count(*)::int AS n FROM booking WHERE date = $1`, [date]))[0].n as number;
  const daySheetPayment = async (date: string) =>
    (await admin.get(`/api/admin/day-sheet?date=${date}`).expect(200)).body.bookings.map(
      (entry: { payment: string }) => entry.payment,
    );

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '1000000', REQUESTS_PER_IP_PER_MINUTE: '100000000' });
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    admin = await adminAgent(app);
    const [row] = await db().query(`SELECT id FROM user_account WHERE email = lower($1)`, [app.get(AppConfig).ADMIN_EMAIL]);
    adminId = row.id;
  });
  afterAll(() => app.close());

  it('refuses anonymous (401) and customer (403) callers, writing nothing', async () => {
    const body = phoneBooking({ date: DAY[1] });
    await request(app.getHttpServer()).post('/api/admin/bookings').send(body).expect(401);
    await (await customerAgent(app)).post('/api/admin/bookings').send(body).expect(403);
    expect(await bookingsOn(body.date)).toBe(0);
  });

  it.each([
    ['no customer name', { name: '' }, 400, 'REQUEST.VALIDATION_FAILED'],
    ['an unknown payment method', { paymentMethod: 'cheque' }, 400, 'REQUEST.VALIDATION_FAILED'],
    ['a card payment without its terminal reference', { terminalReference: '  ' }, 400, 'BOOKING.INVALID_STAFF_PAYMENT'],
    ['a voucher payment without a code', { paymentMethod: 'voucher' }, 400, 'BOOKING.INVALID_STAFF_PAYMENT'],
    [
      'a voucher code with cash',
      { paymentMethod: 'cash_on_arrival', voucherCode: 'SKY-AAAA-BBBB-CCCC' },
      400,
      'BOOKING.INVALID_STAFF_PAYMENT',
    ],
    ['an unknown voucher', { paymentMethod: 'voucher', voucherCode: 'SKY-AAAA-BBBB-CCCC' }, 404, 'VOUCHER.NOT_FOUND'],
    ['a slot that does not exist', { timeSlot: '11:00' }, 400, 'BOOKING.UNKNOWN_SLOT'],
    ['a day in the past', { date: '2024-01-03' }, 400, 'BOOKING.SLOT_IN_PAST'],
  ])('refuses %s and writes nothing', async (_case, overrides, status, code) => {
    const body = phoneBooking({ date: DAY[2], ...overrides });
    const response = await admin.post('/api/admin/bookings').send(body).expect(status);
    expect(response.body.code).toBe(code);
    expect(await bookingsOn(body.date)).toBe(0);
  });

  it('refuses a slot staff closed, as online (409 BOOKING.SLOT_CLOSED)', async () => {
    const date = DAY[3];
    const closure = await admin
      .post('/api/admin/closures')
      .send({ date, timeSlots: ['15:00'], reason: 'Maintenance' })
      .expect(201);
    const response = await admin
      .post('/api/admin/bookings')
      .send(phoneBooking({ date, timeSlot: '15:00' }))
      .expect(409);
    expect(response.body.code).toBe('BOOKING.SLOT_CLOSED');
    expect(await bookingsOn(date)).toBe(0);
    await admin.delete(`/api/admin/closures/${closure.body[0].id}`).expect(204);
  });

  it('books a card-by-phone customer: confirmed at once, recorded with its staff user, and the confirmation e-mail is queued', async () => {
    const date = DAY[4];
    const created = await admin.post('/api/admin/bookings').send(phoneBooking({ date })).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      reference: created.body.id.slice(0, 8).toUpperCase(),
      status: 'confirmed',
      sessionName: expect.stringContaining('Try and Fly'),
      date,
      timeSlot: '10:30',
      totalPrice: 12900,
      voucherPence: 0,
      paymentMethod: 'card_by_phone',
      discountPence: 0,
      priceReason: null,
    });
    expect(await bookingRow(app, created.body.id)).toMatchObject({
      status: 'confirmed',
      payment_method: 'card_by_phone',
      terminal_reference: 'TERM-00042',
      booked_by: adminId,
      hold_expires_at: null,
      payment_intent_id: null,
      email: 'phone.customer@example.com',
    });
    expect(await bookingEvents(app, created.body.id)).toEqual(['booking.confirmed']);
    const slots = (
      await request(url).get(`/api/availability?date=${date}&sessionType=try-and-fly&optionId=60-minutes`).expect(200)
    ).body.slots;
    expect(slots.find((slot: { time: string }) => slot.time === '10:30')).toMatchObject({ available: false, reason: 'taken' });
    expect(await daySheetPayment(date)).toEqual(['Card by phone (ref TERM-00042)']);
  });

  it("shows who made each booking: the staff user's e-mail, or null (online) for a booking paid on the site", async () => {
    const date = weekdayAhead(22); // inside the list's next 30 days
    const phone = await admin
      .post('/api/admin/bookings')
      .send(phoneBooking({ date, timeSlot: '12:00' }))
      .expect(201);
    const online = await startBooking(app, { date, timeSlot: '15:00', email: 'online.buyer@example.com' });
    await payWithTestCard(app, online).expect(200);
    const adminEmail = app.get(AppConfig).ADMIN_EMAIL.toLowerCase();

    const sheet = (await admin.get(`/api/admin/day-sheet?date=${date}`).expect(200)).body.bookings;
    expect(sheet.map((entry: { timeSlot: string; bookedBy: string | null }) => [entry.timeSlot, entry.bookedBy])).toEqual([
      ['12:00', adminEmail],
      ['15:00', null],
    ]);
    const list = (await admin.get('/api/bookings').expect(200)).body as { id: string; bookedBy: string | null }[];
    expect(list.find((booking) => booking.id === phone.body.id)?.bookedBy).toBe(adminEmail);
    expect(list.find((booking) => booking.id === online.bookingId)?.bookedBy).toBeNull();
    const cancelled = await admin.post(`/api/bookings/${phone.body.id}/cancel`).expect(200);
    expect(cancelled.body.booking.bookedBy).toBe(adminEmail);
  });

  it('records cash on arrival, complimentary, and a voucher with the rest in cash (the voucher is used through the usual redemption)', async () => {
    const date = DAY[5];
    const cash = await admin
      .post('/api/admin/bookings')
      .send(phoneBooking({ date, timeSlot: '10:30', paymentMethod: 'cash_on_arrival', terminalReference: null }))
      .expect(201);
    expect(cash.body).toMatchObject({ totalPrice: 12900, paymentMethod: 'cash_on_arrival' });
    const free = await admin
      .post('/api/admin/bookings')
      .send(phoneBooking({ date, timeSlot: '12:00', paymentMethod: 'complimentary' }))
      .expect(201);
    expect(free.body).toMatchObject({ totalPrice: 0, voucherPence: 0, paymentMethod: 'complimentary' });
    expect((await bookingRow(app, free.body.id)).terminal_reference).toBeNull();

    const code = await buyGiftCard(app, '£50 Gift Card', 5000);
    const withVoucher = phoneBooking({
      date,
      timeSlot: '13:30',
      paymentMethod: 'voucher',
      voucherCode: code,
      terminalReference: null,
    });
    const noRest = await admin.post('/api/admin/bookings').send(withVoucher).expect(400);
    expect(noRest.body.code).toBe('BOOKING.INVALID_STAFF_PAYMENT');
    const paid = await admin
      .post('/api/admin/bookings')
      .send({ ...withVoucher, restPaidBy: 'cash_on_arrival' })
      .expect(201);
    expect(paid.body).toMatchObject({ totalPrice: 7900, voucherPence: 5000, paymentMethod: 'cash_on_arrival' });
    const again = await admin
      .post('/api/admin/bookings')
      .send({ ...withVoucher, timeSlot: '15:00', restPaidBy: 'cash_on_arrival' })
      .expect(409);
    expect(again.body.code).toBe('VOUCHER.USED');

    expect(await daySheetPayment(date)).toEqual([
      'Cash on arrival — owed £129.00',
      'Complimentary',
      expect.stringMatching(/^Gift voucher SKY-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4} \+ cash on arrival — owed £79\.00$/),
    ]);
  });

  describe('cancelling a booking staff recorded the payment of: the site never took that money, so it refunds nothing itself', () => {
    const HOUR = 3_600_000;
    const book = async (overrides: Record<string, unknown>) =>
      (await admin.post('/api/admin/bookings').send(phoneBooking(overrides)).expect(201)).body.id as string;
    /** Cancels as staff over HTTP; the answer's body. */
    const cancel = async (id: string) => (await admin.post(`/api/bookings/${id}/cancel`).expect(200)).body;
    const refundRows = async () => (await db().query(`SELECT count(*)::int AS n FROM payment_refund`))[0].n as number;
    const cancelHoursBefore = async (id: string, hours: number) => {
      const startsAt = (await bookingRow(app, id)).starts_at as Date;
      return app.get(BookingManagementService).cancel(id, 'staff', new Date(startsAt.getTime() - hours * HOUR));
    };

    it("card by phone: the Terms' tier is recorded as owed, for staff to refund on the terminal, and nothing goes through the payment port", async () => {
      const refundsBefore = await refundRows();
      const id = await book({ date: DAY[6], timeSlot: '10:30' });
      expect(await cancel(id)).toMatchObject({
        refundTier: 'full',
        refundPence: 12900,
        refundStatus: 'owed',
        booking: { status: 'cancelled', refundPence: 12900, refundedAt: null, paymentMethod: 'card_by_phone' },
      });
      // Cancelling again answers the same, still owed.
      expect(await cancel(id)).toMatchObject({ refundPence: 12900, refundStatus: 'owed' });
      expect(await bookingRow(app, id)).toMatchObject({ status: 'cancelled', refund_pence: 12900, refunded_at: null });
      expect(await bookingEvents(app, id)).toEqual(['booking.confirmed', 'booking.cancelled']);

      const half = await book({ date: DAY[6], timeSlot: '12:00' });
      expect(await cancelHoursBefore(half, 30)).toMatchObject({
        refund: { tier: 'half', refundPence: 6450, refundedBy: 'staff' },
        refundStatus: 'owed',
      });
      const late = await book({ date: DAY[6], timeSlot: '13:30' });
      expect(await cancelHoursBefore(late, 5)).toMatchObject({ refund: { tier: 'none', refundPence: 0 }, refundStatus: 'none' });
      expect(await refundRows()).toBe(refundsBefore);
    });

    it('staff mark an owed refund refunded once they gave it (POST /api/bookings/:id/refunded); nothing else can be', async () => {
      const id = await book({ date: DAY[6], timeSlot: '15:00' });
      const notYet = await admin.post(`/api/bookings/${id}/refunded`).expect(409);
      expect(notYet.body.code).toBe('BOOKING.NO_STAFF_REFUND_OWED');
      await cancel(id);
      await request(app.getHttpServer()).post(`/api/bookings/${id}/refunded`).expect(401);
      await (await customerAgent(app)).post(`/api/bookings/${id}/refunded`).expect(403);
      expect((await bookingRow(app, id)).refunded_at).toBeNull();

      const marked = await admin.post(`/api/bookings/${id}/refunded`).expect(200);
      expect(marked.body).toMatchObject({ id, status: 'cancelled', refundPence: 12900, refundedAt: expect.any(String) });
      const again = await admin.post(`/api/bookings/${id}/refunded`).expect(200);
      expect(again.body.refundedAt).toBe(marked.body.refundedAt);
      expect((await cancel(id)).refundStatus).toBe('refunded');

      const free = await book({ date: DAY[6], timeSlot: '16:30', paymentMethod: 'complimentary' });
      await cancel(free);
      expect((await admin.post(`/api/bookings/${free}/refunded`).expect(409)).body.code).toBe('BOOKING.NO_STAFF_REFUND_OWED');
      await admin.post('/api/bookings/00000000-0000-4000-8000-000000000000/refunded').expect(404);
    });

    it('a refund marked by mistake is undone the same London day (DELETE /api/bookings/:id/refunded), not on a later one', async () => {
      const id = await book({ date: DAY[6], timeSlot: '18:00' });
      await cancel(id);
      await admin.post(`/api/bookings/${id}/refunded`).expect(200);
      const undone = await admin.delete(`/api/bookings/${id}/refunded`).expect(200);
      expect(undone.body).toMatchObject({ id, refundPence: 12900, refundedAt: null });
      expect((await bookingRow(app, id)).refunded_at).toBeNull();

      await admin.post(`/api/bookings/${id}/refunded`).expect(200);
      await db().query(`UPDATE booking SET refunded_at = now() - interval '1 day' WHERE id = $1`, [id]);
      const tooLate = await admin.delete(`/api/bookings/${id}/refunded`).expect(409);
      expect(tooLate.body).toMatchObject({ code: 'BOOKING.REFUND_UNDO_TOO_LATE', message: 'A refund marked on an earlier day can no longer be undone.' });
      expect((await bookingRow(app, id)).refunded_at).not.toBeNull();
    });

    it('cash on arrival: once received, owed back by tier, refunded by staff in cash (never received: admin-money.spec)', async () => {
      const id = await book({ date: DAY[7], paymentMethod: 'cash_on_arrival', terminalReference: null });
      await admin.post(`/api/bookings/${id}/cash-received`).expect(200);
      expect(await cancelHoursBefore(id, 30)).toMatchObject({
        refund: { tier: 'half', refundPence: 6450, refundedBy: 'staff' },
        refundStatus: 'owed',
        booking: { refundPence: 6450, refundedAt: null },
      });
    });

    it('complimentary: nothing is owed', async () => {
      const id = await book({ date: DAY[8], paymentMethod: 'complimentary' });
      const nothingOwed = { refundTier: 'full', refundPence: 0, refundStatus: 'none', booking: { refundPence: 0 } };
      expect(await cancel(id)).toMatchObject(nothingOwed);
    });

    it('a voucher with the rest by card over the phone: the voucher follows its rule, the rest is owed by tier', async () => {
      const code = await buyGiftCard(app, '£50 Gift Card', 5000);
      const id = await book({
        date: DAY[9],
        paymentMethod: 'voucher',
        voucherCode: code,
        restPaidBy: 'card_by_phone',
        terminalReference: 'TERM-00043',
      });
      expect(await cancelHoursBefore(id, 30)).toMatchObject({
        refund: { tier: 'half', refundPence: 3950, refundedBy: 'staff', voucherReturned: false },
        refundStatus: 'owed',
      });
      expect(await bookingRow(app, id)).toMatchObject({ refund_pence: 3950, voucher_forfeited: true });
    });
  });

  describe('staff reschedule any confirmed booking (POST /api/bookings/:id/reschedule)', () => {
    const HOUR = 3_600_000;
    const book = async (overrides: Record<string, unknown>) =>
      (await admin.post('/api/admin/bookings').send(phoneBooking(overrides)).expect(201)).body.id as string;

    it('moves it to a free slot, frees the old one and tells the customer (booking.rescheduled); refuses a taken slot with 409', async () => {
      const id = await book({ date: weekdayAhead(200), timeSlot: '10:30' });
      await book({ date: weekdayAhead(200), timeSlot: '15:00', email: 'someone.else@example.com' });
      const moved = await admin
        .post(`/api/bookings/${id}/reschedule`)
        .send({ date: weekdayAhead(200), timeSlot: '13:30' })
        .expect(200);
      expect(moved.body).toMatchObject({ id, date: weekdayAhead(200), timeSlot: '13:30', status: 'confirmed' });
      expect(await bookingEvents(app, id)).toEqual(['booking.confirmed', 'booking.rescheduled']);
      // The old slot is free again: another phone booking takes it.
      await book({ date: weekdayAhead(200), timeSlot: '10:30', email: 'next.caller@example.com' });

      const taken = await admin
        .post(`/api/bookings/${id}/reschedule`)
        .send({ date: weekdayAhead(200), timeSlot: '15:00' })
        .expect(409);
      expect(taken.body.code).toBe('BOOKING.SLOT_TAKEN');
      expect(await bookingRow(app, id)).toMatchObject({ time_slot: '13:30' });
    });

    it('lets staff move a booking inside the 48 hours a customer may not, until it starts', async () => {
      const id = await book({ date: weekdayAhead(210), timeSlot: '10:30' });
      const startsAt = (await bookingRow(app, id)).starts_at as Date;
      const management = app.get(BookingManagementService);
      const target = { date: weekdayAhead(210), timeSlot: '16:30' };
      await expect(management.reschedule(id, target, 'customer', new Date(startsAt.getTime() - 5 * HOUR))).rejects.toMatchObject({
        code: 'BOOKING.TOO_LATE_TO_CHANGE',
      });
      await expect(management.reschedule(id, target, 'staff', new Date(startsAt.getTime() + HOUR))).rejects.toMatchObject({
        code: 'BOOKING.TOO_LATE_TO_CHANGE',
      });
      expect(await management.reschedule(id, target, 'staff', new Date(startsAt.getTime() - 5 * HOUR))).toMatchObject({
        timeSlot: '16:30',
      });
    });

    it('refuses anonymous (401) and customer (403) callers and bad input (400), moving nothing', async () => {
      const id = await book({ date: weekdayAhead(220), timeSlot: '10:30' });
      const target = { date: weekdayAhead(220), timeSlot: '12:00' };
      await request(app.getHttpServer()).post(`/api/bookings/${id}/reschedule`).send(target).expect(401);
      const customer = await customerAgent(app);
      await customer.post(`/api/bookings/${id}/reschedule`).send(target).expect(403);
      await admin.post(`/api/bookings/${id}/reschedule`).send({ date: 'soon', timeSlot: '12:00' }).expect(400);
      await admin
        .post(`/api/bookings/${id}/reschedule`)
        .send({ ...target, timeSlot: '03:00' })
        .expect(400);
      await admin.post('/api/bookings/not-a-uuid/reschedule').send(target).expect(400);
      expect(await bookingRow(app, id)).toMatchObject({ time_slot: '10:30' });
    });
  });

  it('a staff booking and an online hold racing for one slot: exactly one wins, the other gets 409 BOOKING.SLOT_TAKEN', async () => {
    const outcomes: string[] = [];
    // Eight weekdays no other test here books (weekdayAhead(209) and (210) can be one Monday).
    for (const [round, date] of distinctWeekdaysAhead(160, 8).entries()) {
      const [staff, online] = await Promise.all([
        admin.post('/api/admin/bookings').send(phoneBooking({ date, timeSlot: '12:00', email: `phone-${round}@example.com` })),
        request(url)
          .post('/api/create-booking-payment-intent')
          .send(bookingPayload({ date, timeSlot: '12:00', email: `online-${round}@example.com` })),
      ]);
      // The two racers' bookings (a suite run before this one on the worker's database may have booked that day).
      const kept = await db().query(
        `SELECT count(*)::int AS n FROM booking WHERE email = ANY($1) AND status IN ('held', 'confirmed')`,
        [[`phone-${round}@example.com`, `online-${round}@example.com`]],
      );
      outcomes.push(
        `staff ${staff.status} ${staff.body.code ?? ''}, online ${online.status} ${online.body.code ?? ''}, kept ${kept[0].n}`,
      );
    }
    for (const outcome of outcomes) {
      expect([
        'staff 201 , online 409 BOOKING.SLOT_TAKEN, kept 1',
        'staff 409 BOOKING.SLOT_TAKEN, online 200 , kept 1',
      ]).toContain(outcome);
    }
  }, 60_000);
});
