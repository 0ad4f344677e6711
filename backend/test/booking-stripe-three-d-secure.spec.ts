import { DataSource } from 'typeorm';
import { PaymentSettlementService } from '../src/modules/payment/application/payment-settlement.service';
import { bookingRow, distinctWeekdaysAhead, startBooking } from './booking-fixtures';
import { stripeBookingApp } from './stripe-booking-app';

/**
 * docs/product.md, Payments, with Stripe: a card that needs 3-D Secure leaves the intent `requires_action` while the
 * customer's bank challenge is open (Stripe.js shows it); that is not paid. Stripe's later webhook fulfils it.
 */
describe('booking payments with Stripe: an intent waiting on 3-D Secure', () => {
  const { stripe, app: appOf, moves, confirm, webhook } = stripeBookingApp();
  const [authorisedDay, capturedDay, abandonedDay] = distinctWeekdaysAhead(92, 3);
  let app: ReturnType<typeof appOf>;
  beforeAll(() => (app = appOf()));

  const paymentOf = async (paymentIntentId: string) =>
    (await app.get(DataSource).query(`SELECT status, fulfilled_at FROM payment WHERE payment_intent_id = $1`, [paymentIntentId]))[0];

  /** A booking whose card Stripe is authenticating: the confirm call and the requires_action webhook find it unpaid. */
  async function awaitingAuthentication(date: string, email: string) {
    const started = await startBooking(app, { date, email });
    stripe.setStatus(started.paymentIntentId, 'requires_action');
    const early = await confirm(started.paymentIntentId).expect(409);
    expect(early.body.code).toBe('BOOKING.PAYMENT_NOT_COMPLETED');
    await webhook('payment_intent.requires_action', started.paymentIntentId).expect(200);
    expect(await bookingRow(app, started.bookingId)).toMatchObject({ status: 'held' });
    expect(await paymentOf(started.paymentIntentId)).toMatchObject({ status: 'requires_payment_method', fulfilled_at: null });
    expect(moves(started.paymentIntentId, 'capture')).toHaveLength(0);
    expect(moves(started.paymentIntentId, 'cancel')).toHaveLength(0);
    return started;
  }

  it('is not paid while requires_action; the authorisation webhook after the challenge confirms and captures', async () => {
    const started = await awaitingAuthentication(authorisedDay, 'authenticated@example.com');

    stripe.setStatus(started.paymentIntentId, 'requires_capture');
    await webhook('payment_intent.amount_capturable_updated', started.paymentIntentId).expect(200);
    expect(await bookingRow(app, started.bookingId)).toMatchObject({ status: 'confirmed' });
    expect(moves(started.paymentIntentId, 'capture')).toHaveLength(1);
    expect(stripe.intents.get(started.paymentIntentId)?.status).toBe('succeeded');
    expect(await paymentOf(started.paymentIntentId)).toMatchObject({ status: 'succeeded', fulfilled_at: expect.any(Date) });
    await confirm(started.paymentIntentId).expect(200);
    expect(moves(started.paymentIntentId, 'capture')).toHaveLength(1);
  });

  it('a payment_intent.succeeded webhook for it fulfils it without a second capture', async () => {
    const started = await awaitingAuthentication(capturedDay, 'succeeded@example.com');

    stripe.setStatus(started.paymentIntentId, 'succeeded');
    await webhook('payment_intent.succeeded', started.paymentIntentId).expect(200);
    expect(await bookingRow(app, started.bookingId)).toMatchObject({ status: 'confirmed' });
    expect(moves(started.paymentIntentId, 'capture')).toHaveLength(0);
    expect(await paymentOf(started.paymentIntentId)).toMatchObject({ status: 'succeeded', fulfilled_at: expect.any(Date) });
  });

  it('an abandoned challenge is never captured or cancelled by reconciliation: the hold runs out on its own', async () => {
    const started = await awaitingAuthentication(abandonedDay, 'abandoned@example.com');
    await app.get(DataSource).query(`UPDATE payment SET created_at = now() - interval '1 hour' WHERE payment_intent_id = $1`, [started.paymentIntentId]);

    await app.get(PaymentSettlementService).reconcile();
    expect(stripe.requestsTo('GET', `/v1/payment_intents/${started.paymentIntentId}`).length).toBeGreaterThan(0);
    expect(await paymentOf(started.paymentIntentId)).toMatchObject({ status: 'requires_payment_method', fulfilled_at: null });
    expect(moves(started.paymentIntentId, 'capture')).toHaveLength(0);
    expect(await bookingRow(app, started.bookingId)).toMatchObject({ status: 'held' });
  });
});
