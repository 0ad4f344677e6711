import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ManageLinks } from '../src/modules/booking/application/manage-links';
import { adminAgent } from './auth';
import { bookingPayload, bookingRow, clearBookings, payWithTestCard, startBooking, weekdayAhead } from './booking-fixtures';
import { createTestApp } from './test-app';

/**
 * Concurrency never surfaces as a 500. Parallel buyers of one slot get one winner and clear
 * 409s (a deadlock or serialization failure is retried); parallel cancels of one booking answer alike
 * and refund once.
 */
describe('races: parallel holds and cancels', () => {
  let app: NestExpressApplication;
  let url: string;

  beforeAll(async () => {
    // Every buyer comes from loopback: the per-address limits are raised by configuration.
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '1000000', REQUESTS_PER_IP_PER_MINUTE: '100000000' });
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    await clearBookings(app);
  });
  afterAll(() => app.close());

  it('30 parallel holds on one slot, 10 rounds: exactly one winner each round, the rest 409, never a 5xx', async () => {
    const outcomes: string[] = [];
    // Ten different days, clear of those other files close or book (weekends and bank holidays move a day on, so two
    // offsets can name one day: Easter 2027 does).
    const days: string[] = [];
    for (let ahead = 100; days.length < 10; ahead += 2) if (!days.includes(weekdayAhead(ahead))) days.push(weekdayAhead(ahead));
    for (const [round, date] of days.entries()) {
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, buyer) =>
          request(url)
            .post('/api/create-booking-payment-intent')
            .send(bookingPayload({ date, timeSlot: '12:00', email: `buyer-${round}-${buyer}@example.com` })),
        ),
      );
      const statuses = responses.map((response) => response.status);
      const codes = new Set(responses.filter((response) => response.status === 409).map((response) => response.body.code));
      outcomes.push(`round ${round}: ${statuses.filter((s) => s === 200).length} won, ${statuses.filter((s) => s === 409).length} × 409 ${[...codes].join('/')}, ${statuses.filter((s) => s >= 500).length} × 5xx`);
      const held = await app.get(DataSource).query(`SELECT count(*)::int AS n FROM booking WHERE date = $1 AND status = 'held'`, [date]);
      expect(held).toEqual([{ n: 1 }]);
    }
    expect(outcomes).toEqual(Array.from({ length: 10 }, (_, round) => `round ${round}: 1 won, 29 × 409 BOOKING.SLOT_TAKEN, 0 × 5xx`));
  }, 120_000);

  it('12 parallel cancels of one booking (staff and the manage link at once) answer alike, never a 5xx, and refund once', async () => {
    const started = await startBooking(app, { date: weekdayAhead(94), timeSlot: '15:00', email: 'canceller@example.com' });
    await payWithTestCard(app, started).expect(200);
    const row = await bookingRow(app, started.bookingId);
    const token = app.get(ManageLinks).tokenFor({ id: started.bookingId, startsAt: row.starts_at as Date });
    const staff = await adminAgent(app);

    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        index % 2 ? staff.post(`/api/bookings/${started.bookingId}/cancel`) : request(url).post(`/api/manage-booking/${token}/cancel`),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
    expect(new Set(responses.map((response) => `${response.body.refundTier} ${response.body.refundPence} ${response.body.refundStatus}`))).toEqual(
      new Set([`full ${started.totalPrice} refunded`]),
    );
    const db = app.get(DataSource);
    const refunds = await db.query(
      `SELECT r.amount_pence, r.status FROM payment_refund r JOIN payment p ON p.id = r.payment_id WHERE p.payment_intent_id = $1`,
      [started.paymentIntentId],
    );
    expect(refunds).toEqual([{ amount_pence: started.totalPrice, status: 'succeeded' }]);
    expect(await db.query(`SELECT count(*)::int AS n FROM test_payment_refund WHERE payment_intent_id = $1`, [started.paymentIntentId])).toEqual([{ n: 1 }]);
    expect((await bookingRow(app, started.bookingId)).status).toBe('cancelled');
  }, 60_000);
});
