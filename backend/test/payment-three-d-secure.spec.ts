import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ageHold, bookingRow, distinctWeekdaysAhead, payWithTestCard, startBooking, StartedPayment } from './booking-fixtures';
import { PaymentSettlementService } from '../src/modules/payment/application/payment-settlement.service';
import { createTestApp } from './test-app';

const AUTHENTICATE = '4000 0025 0000 3155';
const ALWAYS_AUTHENTICATE = '4000 0027 6000 3184';
const FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * docs/product.md, Payments: the built-in test provider's 3-D Secure cards wait for the customer's challenge
 * (requires_action); approved, the payment is authorised and settled as any card; failed, the card can be tried again;
 * left open, nothing is charged and the hold runs out as an unpaid one does.
 */
describe('test provider: 3-D Secure', () => {
  let app: NestExpressApplication;
  const server = () => app.getHttpServer();
  const db = () => app.get(DataSource);
  // Days no other suite books or closes (closures.spec closes weekdayAhead(70 + 3n), 91 among them): suites share a
  // database per Jest worker.
  const [challengeDay, lapsedDay] = distinctWeekdaysAhead(310, 2);

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const intentOf = async (id: string) =>
    (await db().query(`SELECT status, challenge_token, last_error FROM test_payment_intent WHERE id = $1`, [id]))[0] as {
      status: string;
      challenge_token: string | null;
      last_error: string | null;
    };
  const paymentOf = async (id: string) =>
    (await db().query(`SELECT status, fulfilled_at FROM payment WHERE payment_intent_id = $1`, [id]))[0] as { status: string; fulfilled_at: Date | null };

  /** Pays with a 3-D Secure card: the answer names the challenge page. */
  async function challenged(started: StartedPayment, card = AUTHENTICATE): Promise<string> {
    const confirmed = await payWithTestCard(app, started, card).expect(200);
    expect(confirmed.body).toEqual({
      paymentIntentId: started.paymentIntentId,
      status: 'requires_action',
      challengeUrl: expect.stringMatching(new RegExp(`^/api/test-payments/${started.paymentIntentId}/challenge\\?token=[\\w-]+$`)),
    });
    return confirmed.body.challengeUrl;
  }
  const answer = (challengeUrl: string, answered: 'complete' | 'fail') => request(server()).post(`${challengeUrl}&answer=${answered}`);

  it('holds the payment until the challenge is completed, then authorises, books and captures it', async () => {
    const started = await startBooking(app, { date: challengeDay, timeSlot: '10:30' });
    const challengeUrl = await challenged(started);

    expect(await intentOf(started.paymentIntentId)).toMatchObject({ status: 'requires_action', challenge_token: expect.any(String) });
    expect(await paymentOf(started.paymentIntentId)).toMatchObject({ status: 'requires_payment_method', fulfilled_at: null });
    expect(await bookingRow(app, started.bookingId)).toMatchObject({ status: 'held' });
    // The booking's confirm call sees no payment yet.
    const early = await request(server()).post('/api/confirm-booking-payment').send({ paymentIntentId: started.paymentIntentId }).expect(409);
    expect(early.body.code).toBe('BOOKING.PAYMENT_NOT_COMPLETED');

    const page = await request(server()).get(challengeUrl).expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.text).toContain('data-challenge="open"');
    expect(page.text).toContain('£129.00');
    expect(page.text).toContain('Complete authentication');
    expect(page.text).toContain('Fail authentication');

    const approved = await answer(challengeUrl, 'complete').expect(200);
    expect(approved.text).toContain('data-outcome="succeeded"');
    expect(await intentOf(started.paymentIntentId)).toMatchObject({ status: 'succeeded', challenge_token: null });
    expect(await paymentOf(started.paymentIntentId)).toMatchObject({ status: 'succeeded', fulfilled_at: expect.any(Date) });
    expect(await bookingRow(app, started.bookingId)).toMatchObject({ status: 'confirmed' });

    // Answered once: the page and its buttons are gone.
    const again = await answer(challengeUrl, 'complete').expect(404);
    expect(again.text).toContain('data-outcome="not_open"');
    await request(server()).get(challengeUrl).expect(404);
  });

  it('a failed challenge keeps the payment unpaid with Stripe’s words, and another card can pay', async () => {
    const started = await startBooking(app, { date: challengeDay, timeSlot: '12:00' });
    const challengeUrl = await challenged(started, ALWAYS_AUTHENTICATE);

    const failed = await answer(challengeUrl, 'fail').expect(200);
    expect(failed.text).toContain('data-outcome="requires_payment_method"');
    expect(failed.text).toContain(FAILED);
    expect(await intentOf(started.paymentIntentId)).toEqual({ status: 'requires_payment_method', challenge_token: null, last_error: FAILED });
    expect(await bookingRow(app, started.bookingId)).toMatchObject({ status: 'held' });

    await payWithTestCard(app, started).expect(200, { paymentIntentId: started.paymentIntentId, status: 'succeeded' });
    expect(await bookingRow(app, started.bookingId)).toMatchObject({ status: 'confirmed' });
  });

  it('a new card replaces an open challenge, whose link then answers nothing', async () => {
    const started = await startBooking(app, { date: challengeDay, timeSlot: '13:30' });
    const first = await challenged(started);
    const second = await challenged(started);
    expect(second).not.toBe(first);
    await request(server()).get(first).expect(404);

    await payWithTestCard(app, started).expect(200, { paymentIntentId: started.paymentIntentId, status: 'succeeded' });
    expect((await answer(second, 'complete').expect(404)).text).toContain('This authentication is no longer open.');
  });

  it('refuses a wrong token and an unknown answer, and reads no intent of Stripe’s shape', async () => {
    const started = await startBooking(app, { date: challengeDay, timeSlot: '15:00' });
    const challengeUrl = await challenged(started);
    const forged = challengeUrl.replace(/token=[\w-]+/, 'token=forged');
    expect((await request(server()).get(forged).expect(404)).text).toContain('data-outcome="not_open"');
    const unknown = await request(server()).post(`${challengeUrl}&answer=maybe`).expect(400);
    expect(unknown.body).toMatchObject({ statusCode: 400, message: expect.anything() });
    await request(server()).get(`/api/test-payments/pi_live_x/challenge?token=x`).expect(404);
    expect(await intentOf(started.paymentIntentId)).toMatchObject({ status: 'requires_action' });
  });

  it('a challenge left open charges nothing: the hold runs out, the slot is free, reconciliation leaves it unpaid', async () => {
    const date = lapsedDay;
    const started = await startBooking(app, { date, timeSlot: '10:30' });
    const challengeUrl = await challenged(started);

    await ageHold(app, started.bookingId);
    const next = await startBooking(app, { date, timeSlot: '10:30', email: 'second.customer@example.com' });
    expect(await bookingRow(app, started.bookingId)).toMatchObject({ status: 'expired' });
    expect(await bookingRow(app, next.bookingId)).toMatchObject({ status: 'held' });

    await db().query(`UPDATE payment SET created_at = now() - interval '1 hour' WHERE payment_intent_id = $1`, [started.paymentIntentId]);
    await app.get(PaymentSettlementService).reconcile();
    expect(await paymentOf(started.paymentIntentId)).toMatchObject({ status: 'requires_payment_method', fulfilled_at: null });
    expect(await intentOf(started.paymentIntentId)).toMatchObject({ status: 'requires_action' });

    // Authenticated after all, once the slot was someone else's: the paid-after-expiry rule cancels it, uncharged.
    const late = await answer(challengeUrl, 'complete').expect(200);
    expect(late.text).toContain('data-outcome="canceled"');
    expect(await intentOf(started.paymentIntentId)).toMatchObject({ status: 'canceled' });
    expect(await bookingRow(app, started.bookingId)).toMatchObject({ status: 'slot_lost' });
    expect(await db().query(`SELECT id FROM test_payment_refund WHERE payment_intent_id = $1`, [started.paymentIntentId])).toEqual([]);
  });

  it('authenticated after its hold ran out, while the slot is still free, the payment books it', async () => {
    const started = await startBooking(app, { date: lapsedDay, timeSlot: '12:00' });
    const challengeUrl = await challenged(started);
    await ageHold(app, started.bookingId);

    expect((await answer(challengeUrl, 'complete').expect(200)).text).toContain('data-outcome="succeeded"');
    expect(await bookingRow(app, started.bookingId)).toMatchObject({ status: 'confirmed' });
    expect(await intentOf(started.paymentIntentId)).toMatchObject({ status: 'succeeded' });
  });
});
