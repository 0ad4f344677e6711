import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { addDays, dayOfWeek, londonDateOf, londonInstant } from '../src/modules/booking/domain/calendar';
import { isBankHoliday } from '../src/modules/booking/domain/uk-bank-holidays';
import { AMELIA } from './booking-mail-fixtures';

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

/** The first ordinary weekday (open 10:00-21:00) at least `daysAhead` days from today in London. */
export function weekdayAhead(daysAhead: number): string {
  let date = addDays(londonDateOf(new Date()), daysAhead);
  while (dayOfWeek(date) === 0 || dayOfWeek(date) === 6 || isBankHoliday(date)) date = addDays(date, 1);
  return date;
}

/** `count` different weekdays from `fromDaysAhead` days on: neighbouring offsets around a weekend are one Monday. */
export function distinctWeekdaysAhead(fromDaysAhead: number, count: number): string[] {
  const days: string[] = [];
  for (let offset = fromDaysAhead; days.length < count; offset++) {
    const day = weekdayAhead(offset);
    if (!days.includes(day)) days.push(day);
  }
  return days;
}

export function bookingPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    sessionType: 'try-and-fly',
    date: weekdayAhead(40),
    timeSlot: '10:30',
    ...AMELIA,
    totalPrice: 12900,
    sessionName: 'Try and Fly',
    ageRulesConfirmed: true,
    ...overrides,
  };
}

export interface StartedPayment {
  bookingId: string;
  paymentIntentId: string;
  clientSecret: string;
  totalPrice: number;
  holdExpiresAt: string;
}

/** Asks for a hold of `bookingPayload(overrides)`: the request, for the test to check its answer. */
export function requestHold(app: INestApplication, overrides: Record<string, unknown> = {}) {
  return request(app.getHttpServer()).post('/api/create-booking-payment-intent').send(bookingPayload(overrides));
}

export async function startBooking(app: INestApplication, overrides: Record<string, unknown> = {}): Promise<StartedPayment> {
  const response = await requestHold(app, overrides);
  if (response.status !== 200)
    throw new Error(`create-booking-payment-intent answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A booking paid with the test card, so confirmed. */
export async function confirmedBooking(app: INestApplication, overrides: Record<string, unknown> = {}): Promise<StartedPayment> {
  const started = await startBooking(app, overrides);
  await payWithTestCard(app, started).expect(200);
  return started;
}

/** Pays with the built-in test provider's card form (which settles the payment like a webhook would). */
export function payWithTestCard(
  app: INestApplication,
  started: { paymentIntentId: string; clientSecret: string },
  cardNumber = TEST_CARD.cardNumber,
) {
  return request(app.getHttpServer())
    .post(`/api/test-payments/${started.paymentIntentId}/confirm`)
    .send({ ...TEST_CARD, cardNumber, clientSecret: started.clientSecret });
}

export async function bookingRow(app: INestApplication, id: string): Promise<Record<string, unknown>> {
  const [row] = await app.get(DataSource).query(`SELECT *, date::text AS date FROM booking WHERE id = $1`, [id]);
  return row;
}

export async function bookingEvents(app: INestApplication, bookingId: string): Promise<string[]> {
  const rows: { type: string }[] = await app
    .get(DataSource)
    .query(`SELECT type FROM outbox WHERE payload->>'bookingId' = $1 ORDER BY created_at`, [bookingId]);
  return rows.map((row) => row.type);
}

/** Makes a hold look 16 minutes old (its 15 minutes ran out). */
export async function ageHold(app: INestApplication, bookingId: string): Promise<void> {
  await app.get(DataSource).query(`UPDATE booking SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [bookingId]);
}

/** A hold of `bookingPayload(overrides)` whose 15 minutes ran out unpaid (the sweep has not yet released it). */
export async function lapsedHold(app: INestApplication, overrides: Record<string, unknown> = {}): Promise<StartedPayment> {
  const started = await startBooking(app, overrides);
  await ageHold(app, started.bookingId);
  return started;
}

/**
 * Pays with the test card for a lapsed hold whose slot is no longer free, and asks to confirm it: the card form
 * cancels the authorisation (docs/product.md, Booking rules: never charged), the confirm is refused with 409
 * BOOKING.SLOT_LOST and the booking is slot lost with nothing refunded. The refusal's body, for its message.
 */
export async function refusedLatePayment(app: INestApplication, late: StartedPayment): Promise<{ code: string; message: string }> {
  const paid = await payWithTestCard(app, late).expect(200);
  expect(paid.body).toEqual({ paymentIntentId: late.paymentIntentId, status: 'canceled' });
  const refused = await request(app.getHttpServer())
    .post('/api/confirm-booking-payment')
    .send({ paymentIntentId: late.paymentIntentId })
    .expect(409);
  expect(refused.body.code).toBe('BOOKING.SLOT_LOST');
  expect(await bookingRow(app, late.bookingId)).toMatchObject({ status: 'slot_lost', refund_pence: 0, refunded_at: null });
  return refused.body;
}

export async function clearBookings(app: INestApplication): Promise<void> {
  await app.get(DataSource).query(`TRUNCATE booking, fear_of_flying_booking CASCADE`);
}

/** The money of a booking row written straight to the table, as the staff overview and takings read it. */
export interface BookingMoneyRow {
  date: string;
  totalPrice: number;
  confirmedAt: Date | null;
  status?: string;
  isTest?: boolean;
  paymentMethod?: string | null;
  refundPence?: number | null;
  refundedAt?: Date | null;
  cashReceivedAt?: Date | null;
  voucherPence?: number;
  voucherId?: string;
}

let minutesPast = 0;

/** A Try and Fly booking row (confirmed unless told) on `date`, each a minute after the last from 09:00, so the exclusion constraint never meets two. */
export function insertBookingRow(db: DataSource, fields: BookingMoneyRow): Promise<unknown> {
  const start = new Date(londonInstant(fields.date, '09:00').getTime() + ++minutesPast * 60_000);
  const end = new Date(start.getTime() + 60_000);
  return db.query(
    `INSERT INTO booking (session_type, booked_as, session_name, duration_minutes, date, time_slot, starts_at, ends_at, occupied, name, email,
                          phone, experience_level, total_price, status, is_test, confirmed_at, payment_method, terminal_reference,
                          refund_pence, refunded_at, cash_received_at, voucher_pence, voucher_id)
     VALUES ('try-and-fly', 'slot', 'Try and Fly', 60, $1, '09:00', $2, $3, tstzrange($2, $3, '[)'), 'Takings Pilot', 'pilot@example.com',
             '07700 900123', 'beginner', $4, $5, $6, $7, $8, CASE WHEN $8 = 'card_by_phone' THEN 'T-1' END, $9, $10, $11, $12, $13)`,
    [
      fields.date,
      start,
      end,
      fields.totalPrice,
      fields.status ?? 'confirmed',
      fields.isTest ?? false,
      fields.confirmedAt,
      fields.paymentMethod ?? null,
      fields.refundPence ?? null,
      fields.refundedAt ?? null,
      fields.cashReceivedAt ?? null,
      fields.voucherPence ?? 0,
      fields.voucherId ?? null,
    ],
  );
}
