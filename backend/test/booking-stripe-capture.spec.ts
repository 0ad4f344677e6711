import { DataSource } from 'typeorm';
import { bookingEvents, bookingRow, distinctWeekdaysAhead, lapsedHold, startBooking } from './booking-fixtures';
import { stripeBookingApp } from './stripe-booking-app';

/**
 * docs/product.md, Payments and Booking rules: a simulator booking's card is authorised in the browser and captured
 * only after the booking is confirmed; a late payment whose slot was taken is cancelled, never charged.
 */
describe('booking payments with Stripe: authorised, captured only with a slot', () => {
  const { stripe, app: appOf, moves, confirm, webhook } = stripeBookingApp();
  const [freeDay, lostDay, webhookDay] = distinctWeekdaysAhead(350, 3);
  let app: ReturnType<typeof appOf>;
  beforeAll(() => (app = appOf()));

  const refundsOf = (paymentIntentId: string) =>
    app.get(DataSource).query(`SELECT r.id FROM payment_refund r JOIN payment p ON p.id = r.payment_id WHERE p.payment_intent_id = $1`, [
      paymentIntentId,
    ]);

  it('creates the intent for manual capture and captures it once the booking is confirmed', async () => {
    const started = await startBooking(app, { date: freeDay, email: 'captured@example.com' });
    const [created] = stripe.requestsTo('POST', '/v1/payment_intents').slice(-1);
    expect(created.form).toMatchObject({ capture_method: 'manual', amount: '12900' });

    stripe.setStatus(started.paymentIntentId, 'requires_capture');
    const answer = await confirm(started.paymentIntentId).expect(200);
    expect(answer.body).toMatchObject({ id: started.bookingId, status: 'confirmed' });
    expect(moves(started.paymentIntentId, 'capture')).toHaveLength(1);
    expect(moves(started.paymentIntentId, 'cancel')).toHaveLength(0);
    expect(stripe.intents.get(started.paymentIntentId)?.status).toBe('succeeded');
    const [payment] = await app.get(DataSource).query(`SELECT status, fulfilled_at FROM payment WHERE payment_intent_id = $1`, [started.paymentIntentId]);
    expect(payment).toMatchObject({ status: 'succeeded', fulfilled_at: expect.any(Date) });

    // Asked again (the browser retrying): nothing is captured twice.
    await confirm(started.paymentIntentId).expect(200);
    expect(moves(started.paymentIntentId, 'capture')).toHaveLength(1);
  });

  it('refuses the confirm of a late payment whose slot was taken: the intent is cancelled before any capture', async () => {
    const late = await lapsedHold(app, { date: lostDay, email: 'late@example.com' });
    const winner = await startBooking(app, { date: lostDay, email: 'winner@example.com' });
    stripe.setStatus(winner.paymentIntentId, 'requires_capture');
    await confirm(winner.paymentIntentId).expect(200);

    stripe.setStatus(late.paymentIntentId, 'requires_capture');
    const refused = await confirm(late.paymentIntentId).expect(409);
    expect(refused.body).toMatchObject({ code: 'BOOKING.SLOT_LOST', message: expect.stringContaining('Your card has not been charged') });
    expect(moves(late.paymentIntentId, 'capture')).toHaveLength(0);
    expect(moves(late.paymentIntentId, 'cancel')).toHaveLength(1);
    expect(stripe.intents.get(late.paymentIntentId)?.status).toBe('canceled');
    expect(await refundsOf(late.paymentIntentId)).toEqual([]);
    expect(await bookingRow(app, late.bookingId)).toMatchObject({ status: 'slot_lost', refund_pence: 0 });
    expect(await bookingEvents(app, late.bookingId)).toEqual(['booking.slot-lost']);

    // The webhook Stripe sends for the authorisation, arriving after, changes nothing.
    await webhook('payment_intent.amount_capturable_updated', late.paymentIntentId).expect(200);
    await confirm(late.paymentIntentId).expect(409);
    expect(moves(late.paymentIntentId, 'capture')).toHaveLength(0);
    expect(await bookingEvents(app, late.bookingId)).toEqual(['booking.slot-lost']);
  });

  it("Stripe's authorisation webhook alone confirms the booking and captures (the browser never came back)", async () => {
    const started = await startBooking(app, { date: webhookDay, email: 'webhook@example.com' });
    stripe.setStatus(started.paymentIntentId, 'requires_capture');
    await webhook('payment_intent.amount_capturable_updated', started.paymentIntentId).expect(200);
    expect(await bookingRow(app, started.bookingId)).toMatchObject({ status: 'confirmed' });
    expect(moves(started.paymentIntentId, 'capture')).toHaveLength(1);
  });
});
