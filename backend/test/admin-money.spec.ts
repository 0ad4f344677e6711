import request from 'supertest';
import { CashPaymentService } from '../src/modules/booking/application/cash-payment.service';
import { addDays, londonDateOf, londonInstant } from '../src/modules/booking/domain/calendar';
import { customerAgent } from './auth';
import { type BookingMoneyRow, bookingRow, confirmedBooking, distinctWeekdaysAhead, insertBookingRow } from './booking-fixtures';
import { buyGiftCard } from './order-fixtures';
import { staffAppForSuite } from './staff-app-for-suite';

/** The desk's money (docs/product.md, Refunds and cancellation and Staff panel): cash owed until received, goodwill refunds, takings. */
describe("the desk's money", () => {
  const staff = staffAppForSuite('booking', 'fear_of_flying_booking', 'shop_order', 'payment_refund');
  const DAY = distinctWeekdaysAhead(330, 6);
  let slotCount = 0;

  /** A phone booking of an hour of Try and Fly (£129.00), made by staff over HTTP: its id. */
  const phoneBooking = async (overrides: Record<string, unknown> = {}) =>
    (
      await staff.admin
        .post('/api/admin/bookings')
        .send({
          sessionType: 'try-and-fly',
          optionId: '60-minutes',
          date: DAY[0],
          timeSlot: ['10:30', '12:00', '13:30', '15:00', '16:30', '18:00'][slotCount++ % 6],
          name: 'Cash Customer',
          email: 'cash.customer@example.com',
          phone: '01395 123456',
          experienceLevel: 'beginner',
          paymentMethod: 'cash_on_arrival',
          terminalReference: null,
          ageRulesConfirmed: true,
          ...overrides,
        })
        .expect(201)
    ).body.id as string;
  const today = () => londonDateOf(new Date());
  const takings = async (from = today(), to = today()) =>
    (await staff.admin.get(`/api/admin/takings?from=${from}&to=${to}`).expect(200)).body;
  const method = (report: { methods: { method: string }[] }, name: string) => report.methods.find((line) => line.method === name);
  const daySheet = async (date: string) =>
    (await staff.admin.get(`/api/admin/day-sheet?date=${date}`).expect(200)).body.bookings as {
      id: string;
      payment: string;
      cashOwedPence: number;
      isTest: boolean;
    }[];

  describe('cash on arrival is owed, not paid, until the desk marks it received', () => {
    it('cancelling an unpaid cash booking owes nothing: no refund to give, nothing in takings', async () => {
      const id = await phoneBooking();
      const preview = await staff.admin.get(`/api/bookings/${id}/cancellation`).expect(200);
      expect(preview.body).toEqual({
        refundTier: 'full',
        refundPence: 0,
        refundedBy: null,
        voucherReturned: null,
        paidPence: 0,
        cashOwedPence: 12900,
      });
      const cancelled = await staff.admin.post(`/api/bookings/${id}/cancel`).expect(200);
      expect(cancelled.body).toMatchObject({ refundPence: 0, refundStatus: 'none', booking: { status: 'cancelled', refundPence: 0 } });
      // Nothing for REFUNDS TO GIVE: marking it refunded is refused.
      expect((await staff.admin.post(`/api/bookings/${id}/refunded`).expect(409)).body.code).toBe('BOOKING.NO_STAFF_REFUND_OWED');
      expect(method(await takings(), 'cash')).toEqual({ method: 'cash', receivedPence: 0, refundedPence: 0, netPence: 0 });
      // A goodwill refund of money never taken is refused too.
      const other = await phoneBooking();
      const refused = await staff.admin.post(`/api/bookings/${other}/cancel`).send({ refundPence: 1000, refundReason: 'Sorry' }).expect(400);
      expect(refused.body).toMatchObject({
        code: 'BOOKING.INVALID_GOODWILL_REFUND',
        message: 'Nothing was paid in money for this booking, so there is nothing to refund.',
      });
      expect((await bookingRow(staff.app, other)).status).toBe('confirmed');
    });

    it('marked received (with when and by whom) it counts in takings under cash and the day sheet says so; undone the same day it is owed again', async () => {
      const id = await phoneBooking({ date: DAY[1] });
      expect((await daySheet(DAY[1])).find((entry) => entry.id === id)).toMatchObject({
        payment: 'Cash on arrival — owed £129.00',
        cashOwedPence: 12900,
      });

      const marked = await staff.admin.post(`/api/bookings/${id}/cash-received`).expect(200);
      expect(marked.body).toMatchObject({ id, cashReceivedAt: expect.any(String) });
      const row = await bookingRow(staff.app, id);
      expect(row.cash_received_at).toBeInstanceOf(Date);
      expect(row.cash_received_by).toEqual(expect.any(String));
      // Marking again keeps the first time.
      const again = await staff.admin.post(`/api/bookings/${id}/cash-received`).expect(200);
      expect(again.body.cashReceivedAt).toBe(marked.body.cashReceivedAt);
      expect((await daySheet(DAY[1])).find((entry) => entry.id === id)).toMatchObject({ payment: 'Cash received', cashOwedPence: 0 });
      const report = await takings();
      expect(method(report, 'cash')).toEqual({ method: 'cash', receivedPence: 12900, refundedPence: 0, netPence: 12900 });
      expect(report.netPence).toBe(12900);

      // The next day the mark stands; the same day it can be undone.
      const tomorrow = new Date(Date.now() + 86_400_000);
      await expect(staff.app.get(CashPaymentService).undoReceived(id, tomorrow)).rejects.toMatchObject({ code: 'BOOKING.CASH_NOT_RECEIVABLE' });
      const undone = await staff.admin.delete(`/api/bookings/${id}/cash-received`).expect(200);
      expect(undone.body.cashReceivedAt).toBeNull();
      expect(method(await takings(), 'cash')).toMatchObject({ receivedPence: 0 });
      expect((await daySheet(DAY[1])).find((entry) => entry.id === id)?.payment).toBe('Cash on arrival — owed £129.00');
    });

    it('a received cash booking cancelled is owed back in cash by the Terms, and the refund nets it out of takings', async () => {
      const id = await phoneBooking({ date: DAY[2] });
      await staff.admin.post(`/api/bookings/${id}/cash-received`).expect(200);
      expect((await staff.admin.get(`/api/bookings/${id}/cancellation`).expect(200)).body).toMatchObject({
        refundPence: 12900,
        refundedBy: 'staff',
        paidPence: 12900,
        cashOwedPence: 0,
      });
      const cancelled = await staff.admin.post(`/api/bookings/${id}/cancel`).expect(200);
      expect(cancelled.body).toMatchObject({ refundPence: 12900, refundStatus: 'owed' });
      await staff.admin.post(`/api/bookings/${id}/refunded`).expect(200);
      expect(method(await takings(), 'cash')).toEqual({ method: 'cash', receivedPence: 12900, refundedPence: 12900, netPence: 0 });
      // A cancelled booking's cash mark is no longer the desk's to change.
      expect((await staff.admin.delete(`/api/bookings/${id}/cash-received`).expect(409)).body.code).toBe('BOOKING.CASH_NOT_RECEIVABLE');
    });

    it('refuses a booking not paid in cash, anonymous and customer callers', async () => {
      const card = await phoneBooking({ date: DAY[3], paymentMethod: 'card_by_phone', terminalReference: 'T-77' });
      const refused = await staff.admin.post(`/api/bookings/${card}/cash-received`).expect(409);
      expect(refused.body).toMatchObject({
        code: 'BOOKING.CASH_NOT_RECEIVABLE',
        message: 'This booking is not paid in cash on arrival, so there is no cash to mark received.',
      });
      const cash = await phoneBooking({ date: DAY[3] });
      await request(staff.app.getHttpServer()).post(`/api/bookings/${cash}/cash-received`).expect(401);
      await (await customerAgent(staff.app)).post(`/api/bookings/${cash}/cash-received`).expect(403);
      await staff.admin.post('/api/bookings/00000000-0000-4000-8000-000000000000/cash-received').expect(404);
      expect((await bookingRow(staff.app, cash)).cash_received_at).toBeNull();
    });
  });

  describe('a goodwill refund: another amount than the Terms give, with a reason', () => {
    it('card by phone: the chosen amount is owed and the reason kept; more than was paid, or no reason, is refused', async () => {
      const id = await phoneBooking({ date: DAY[4], paymentMethod: 'card_by_phone', terminalReference: 'T-88' });
      const tooMuch = await staff.admin.post(`/api/bookings/${id}/cancel`).send({ refundPence: 13000, refundReason: 'Sorry' }).expect(400);
      expect(tooMuch.body).toMatchObject({ code: 'BOOKING.INVALID_GOODWILL_REFUND', message: 'The refund must be between £0.00 and the £129.00 paid.' });
      const noReason = await staff.admin.post(`/api/bookings/${id}/cancel`).send({ refundPence: 5000, refundReason: '  ' }).expect(400);
      expect(noReason.body.code).toBe('BOOKING.INVALID_GOODWILL_REFUND');
      const cancelled = await staff.admin
        .post(`/api/bookings/${id}/cancel`)
        .send({ refundPence: 5000, refundReason: 'Simulator fault cut the session short' })
        .expect(200);
      expect(cancelled.body).toMatchObject({
        refundPence: 5000,
        refundStatus: 'owed',
        booking: { refundPence: 5000, refundReason: 'Simulator fault cut the session short' },
      });
    });

    it('paid online: the chosen amount goes back through the payment provider', async () => {
      const started = await confirmedBooking(staff.app, { date: DAY[5] });
      const cancelled = await staff.admin
        .post(`/api/bookings/${started.bookingId}/cancel`)
        .send({ refundPence: 2500, refundReason: 'Goodwill for a late start' })
        .expect(200);
      expect(cancelled.body).toMatchObject({ refundPence: 2500, refundStatus: 'refunded' });
      const refunds = await staff.db.query(
        `SELECT r.amount_pence FROM payment_refund r JOIN payment p ON p.id = r.payment_id WHERE p.payment_intent_id = $1`,
        [started.paymentIntentId],
      );
      expect(refunds).toEqual([{ amount_pence: 2500 }]);
    });
  });

  describe('takings over a range, by method, net of refunds', () => {
    const insertBooking = (fields: Omit<BookingMoneyRow, 'date'>) => insertBookingRow(staff.db, { date: DAY[0], ...fields });

    it('counts money when it came in and refunds when they were given, in the range only; test mode apart; vouchers redeemed beside', async () => {
      const from = '2026-03-02'; // a Monday, London on GMT
      const to = '2026-03-08';
      const inside = londonInstant('2026-03-04', '12:00');
      const before = londonInstant('2026-03-01', '23:30');
      const after = londonInstant('2026-03-09', '00:00');

      await insertBooking({ totalPrice: 12900, confirmedAt: inside }); // + £129.00 card online
      await insertBooking({ totalPrice: 8000, confirmedAt: inside, paymentMethod: 'card_by_phone' }); // + £80.00 by phone
      await insertBooking({ totalPrice: 6000, confirmedAt: before, paymentMethod: 'cash_on_arrival', cashReceivedAt: inside }); // + £60.00 cash
      await insertBooking({ totalPrice: 4900, confirmedAt: inside, paymentMethod: 'cash_on_arrival' }); // cash not received: nothing
      // Paid before the range, cancelled and refunded inside it: the refund is this range's.
      await insertBooking({ totalPrice: 7450, confirmedAt: before, status: 'cancelled', refundPence: 7450, refundedAt: inside });
      // A refund staff still owe (not yet given) is not subtracted.
      await insertBooking({ totalPrice: 3000, confirmedAt: inside, paymentMethod: 'card_by_phone', status: 'cancelled', refundPence: 3000 });
      await insertBooking({ totalPrice: 50000, confirmedAt: inside, isTest: true }); // test: apart
      const code = await buyGiftCard(staff.app, '£109 Gift Card', 10900); // bought with the test card: not this range's takings
      const [voucher] = await staff.db.query(`SELECT id FROM gift_voucher WHERE code = $1`, [code]);
      await insertBooking({ totalPrice: 2000, confirmedAt: inside, voucherPence: 10900, voucherId: voucher.id }); // + £20.00 card, £109.00 voucher redeemed
      await insertBooking({ totalPrice: 9900, confirmedAt: after }); // next week
      const [order] = await staff.db.query(
        `INSERT INTO shop_order (email, status, total_pence, payment_intent_id, is_test, paid_at) VALUES ('b@example.com', 'paid', 2245, 'pi_o1', false, $1)
         RETURNING id`,
        [inside],
      );
      // Part of the order refunded in the range comes off card online; a refund still pending does not.
      await staff.db.query(
        `INSERT INTO shop_order_refund (order_id, amount_pence, reason, status, refunded_at) VALUES ($1, 1245, 'Mug broken', 'refunded', $2),
                ($1, 500, 'Asked, not yet given', 'pending', NULL)`,
        [order.id, inside],
      );
      // A course paid before the range and cancelled in it with a refund: the refund is this range's, by card online.
      await staff.db.query(
        `INSERT INTO fear_of_flying_booking (name, email, phone, amount_pence, status, is_test, paid_at, payment_intent_id, cancelled_at, refund_pence, refunded_at)
         VALUES ('Nervous Flyer', 'flyer@example.com', '07700 900456', 29500, 'cancelled', false, $1, 'pi_c1', $2, 29500, $2)`,
        [before, inside],
      );

      const report = await takings(from, to);
      expect(report).toEqual({
        from,
        to,
        methods: [
          { method: 'card_online', receivedPence: 17145, refundedPence: 7450 + 29500 + 1245, netPence: 17145 - 7450 - 29500 - 1245 },
          { method: 'card_by_phone', receivedPence: 8000 + 3000, refundedPence: 0, netPence: 11000 },
          { method: 'cash', receivedPence: 6000, refundedPence: 0, netPence: 6000 },
        ],
        receivedPence: 17145 + 11000 + 6000,
        refundedPence: 7450 + 29500 + 1245,
        netPence: 17145 + 11000 + 6000 - 7450 - 29500 - 1245,
        voucherRedeemedPence: 10900,
        testNetPence: 50000,
        outstandingVouchers: expect.any(Object),
      });
    });

    it('refuses a range that ends before it starts or covers more than a year, in a sentence', async () => {
      const backwards = await staff.admin.get('/api/admin/takings?from=2026-03-08&to=2026-03-02').expect(400);
      expect(backwards.body).toMatchObject({ code: 'BOOKING.INVALID_DATE_RANGE', message: 'The range must start on or before the day it ends.' });
      const tooLong = await staff.admin.get(`/api/admin/takings?from=2025-01-01&to=${addDays('2025-01-01', 400)}`).expect(400);
      expect(tooLong.body.code).toBe('BOOKING.INVALID_DATE_RANGE');
      await request(staff.app.getHttpServer()).get('/api/admin/takings?from=2026-03-02&to=2026-03-08').expect(401);
    });
  });

  it('owes in gift vouchers the sum of those neither redeemed, expired nor void', async () => {
    await staff.db.query(`TRUNCATE gift_voucher CASCADE`);
    const codes = [
      await buyGiftCard(staff.app, '£50 Gift Card', 5000), // unused: owed
      await buyGiftCard(staff.app, '£100 Gift Card', 10000), // unused: owed
      await buyGiftCard(staff.app, '£75 Gift Card', 7500), // redeemed on a booking below
      await buyGiftCard(staff.app, '£60 Gift Card', 6000), // expired
      await buyGiftCard(staff.app, '£40 Gift Card', 4000), // void
    ];
    await confirmedBooking(staff.app, { date: DAY[5], timeSlot: '15:00', voucherCode: codes[2] });
    await staff.db.query(`UPDATE gift_voucher SET issued_at = now() - interval '13 months', expires_at = now() - interval '1 day' WHERE code = $1`, [codes[3]]);
    await staff.db.query(`UPDATE gift_voucher SET voided_at = now(), void_reason = 'Sold in error' WHERE code = $1`, [codes[4]]);
    const [{ balances }] = await staff.db.query(
      `SELECT sum(value_pence)::int AS balances FROM gift_voucher WHERE code = ANY($1)`,
      [[codes[0], codes[1]]],
    );
    expect((await takings()).outstandingVouchers).toEqual({ count: 2, valuePence: balances });
    expect(balances).toBe(15000);
  });

  it("the overview counts exactly the day sheet's lines (test ones named) and the week's takings as the report does", async () => {
    const now = new Date();
    for (const isTest of [false, false, true]) {
      await insertBookingRow(staff.db, { date: today(), totalPrice: 4900, confirmedAt: now, isTest });
    }
    const sheet = await daySheet(today());
    const overview = (await staff.admin.get('/api/admin/overview').expect(200)).body;
    const week = await takings(londonDateOf(new Date(overview.weekStartsAt)), addDays(londonDateOf(new Date(overview.weekStartsAt)), 6));
    expect(sheet).toHaveLength(3);
    expect(overview).toMatchObject({
      bookingsToday: sheet.length,
      testBookingsToday: sheet.filter((entry) => entry.isTest).length,
      takingsThisWeekPence: week.netPence,
      testTakingsThisWeekPence: week.testNetPence,
    });
    expect(overview.testBookingsToday).toBe(1);
    expect(overview.takingsThisWeekPence).toBe(9800);
  });
});
