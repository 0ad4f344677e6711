import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { BOOKING_REPOSITORY, BookingRepository, NewHold } from '../src/modules/booking/application/booking.ports';
import { BookingHoldsService } from '../src/modules/booking/application/booking-holds.service';
import { CustomerBookingsService } from '../src/modules/booking/application/customer-bookings.service';
import { VoucherRedemption } from '../src/modules/booking/application/voucher-redemption';
import { OrderMailComposer } from '../src/modules/catalog/application/order-mail.composer';
import { AppConfig } from '../src/shared/config/app-config';
import { bookingConfirmedMail } from '../src/modules/booking/application/booking-mails';
import { VoucherUsedError } from '../src/modules/booking/domain/voucher-redemption';
import { dataSourceOptions } from '../src/shared/database/data-source-options';
import { createDatabaseIfMissing } from '../src/shared/database/create-database';
import { MIGRATIONS } from '../src/shared/database/migrations';
import { VoucherRedemption1763900600000 } from '../src/shared/database/migrations/1763900600000-voucher-redemption';
import { ExperienceCatalogue1764010000000 } from '../src/shared/database/migrations/1764010000000-experience-catalogue';
import { adminAgent, Agent } from './auth';
import {
  ageHold,
  bookingEvents,
  bookingPayload,
  bookingRow,
  clearBookings,
  payWithTestCard,
  requestHold,
  weekdayAhead,
} from './booking-fixtures';
import { TRY_AND_FLY_HOUR } from './booking-mail-fixtures';
import { buyGiftCard } from './order-fixtures';
import { createTestApp } from './test-app';
import { composeRow } from './compose-row';

const TRY_AND_FLY: [string, string] = ['try-and-fly', '60-minutes'];

/** Gift vouchers bought in the shop and redeemed at booking, against the real Postgres (test payment provider). */
describe('gift vouchers redeemed at booking', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  const check = (code: string, sessionType = 'try-and-fly', optionId?: string) =>
    http().post('/api/vouchers/check').send({ code, sessionType, optionId });
  const bookingsWithVoucher = async (code: string) =>
    (await db().query(`SELECT b.status FROM booking b JOIN gift_voucher v ON v.id = b.voucher_id WHERE v.code = $1`, [code])) as {
      status: string;
    }[];
  const staffVoucher = async (code: string) =>
    ((await admin.get('/api/admin/vouchers').query({ q: code }).expect(200)).body.items as { code: string }[]).find((voucher) => voucher.code === code);

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000', VOUCHER_CHECKS_PER_IP: '100000' });
    admin = await adminAgent(app);
  });
  beforeEach(() => clearBookings(app));
  afterAll(() => app.close());

  it('records the option its gift card buys when it issues the voucher, and checks a code typed any way', async () => {
    const code = await buyGiftCard(app, 'Try and Fly Gift Card', 12_900, TRY_AND_FLY);
    const [voucher] = await db().query(`SELECT experience_id, option_id, value_pence FROM gift_voucher WHERE code = $1`, [code]);
    expect(voucher).toEqual({ experience_id: 'try-and-fly', option_id: '60-minutes', value_pence: 12_900 });

    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    const exact = await check(typed).expect(200);
    expect(exact.body).toMatchObject({
      code,
      experience: { experienceId: 'try-and-fly', optionId: '60-minutes', name: 'Try and Fly', minutes: 60 },
      sessionName: 'Try and Fly',
      pricePence: 12_900,
      coveredPence: 12_900,
      toPayPence: 0,
    });
    const dearer = await check(code.replace(/-/g, ''), 'aspiring-pilot').expect(200);
    expect(dearer.body).toMatchObject({
      sessionName: 'Aspiring Pilot',
      pricePence: 14_900,
      coveredPence: 12_900,
      toPayPence: 2_000,
    });
    expect(await bookingsWithVoucher(code)).toEqual([]); // a check reserves nothing
  });

  it('issues the voucher for the option its gift card was checked out for, though staff point the card at another before it is paid', async () => {
    const repoint = (productId: string) =>
      db().query(`UPDATE product SET gift_experience_id = 'intro-to-the-airbus', gift_option_id = '60-minutes' WHERE id = $1`, [productId]);
    const code = await buyGiftCard(app, 'Try and Fly Gift Card', 12_900, TRY_AND_FLY, repoint);
    const [voucher] = await db().query(`SELECT experience_id, option_id, value_pence FROM gift_voucher WHERE code = $1`, [code]);
    expect(voucher).toEqual({ experience_id: 'try-and-fly', option_id: '60-minutes', value_pence: 12_900 });
  });

  it("links each voucher's e-mail to where it is booked: the course page, the option preselected, /book-flight for a money card", async () => {
    const site = app.get(AppConfig).PUBLIC_URL;
    const mailOf = async (code: string) => {
      const [{ order_id: orderId }] = await db().query(`SELECT order_id FROM gift_voucher WHERE code = $1`, [code]);
      const mails = await composeRow(app, OrderMailComposer, { id: 'e', type: 'order.paid', payload: { orderId } });
      return mails.find((mail) => mail.key.startsWith('gift-voucher:'));
    };
    const course = await mailOf(await buyGiftCard(app, 'Fear of Flying Gift Card', 29_500, ['fear-of-flying', '4-hour-course']));
    expect(course?.text).toContain(`To book, visit ${site}/fear-of-flying or contact us`);
    expect(course?.html).toContain(`href="${site}/fear-of-flying"`);
    const option = await mailOf(await buyGiftCard(app, 'Try and Fly Gift Card', 12_900, TRY_AND_FLY));
    expect(option?.text).toContain(`To book, visit ${site}/book-flight?experience=try-and-fly&option=60-minutes or contact us`);
    expect(option?.html).toContain(`href="${site}/book-flight?experience=try-and-fly&amp;option=60-minutes"`);
    const money = await mailOf(await buyGiftCard(app, 'Gift Card £50', 5_000));
    expect(money?.text).toContain(`To book, visit ${site}/book-flight or contact us`);
  });

  it('books a session its voucher pays in full with no card: confirmed at once, event recorded, the e-mail names the voucher', async () => {
    const code = await buyGiftCard(app, 'Try and Fly Gift Card', 12_900, TRY_AND_FLY);
    const date = weekdayAhead(30);
    const response = await requestHold(app, { voucherCode: code.toLowerCase(), date, timeSlot: '12:00', totalPrice: 12_900 }).expect(200);
    expect(response.body).toMatchObject({ clientSecret: null, paymentIntentId: null, totalPrice: 0, voucherPence: 12_900 });
    expect(response.body.booking).toMatchObject({
      status: 'confirmed',
      sessionName: 'Try and Fly',
      date,
      timeSlot: '12:00',
      totalPrice: 0,
      voucherPence: 12_900,
    });

    const bookingId = response.body.bookingId as string;
    expect(await bookingRow(app, bookingId)).toMatchObject({
      status: 'confirmed',
      total_price: 0,
      voucher_pence: 12_900,
      payment_intent_id: null,
    });
    expect(await bookingEvents(app, bookingId)).toEqual(['booking.confirmed']);
    const [payments] = await db().query(`SELECT count(*)::int AS count FROM payment WHERE reference_id = $1`, [bookingId]);
    expect(payments.count).toBe(0);

    // What the worker's composer e-mails for this booking: the voucher's code, and nothing by card.
    const booking = (await app.get(CustomerBookingsService).findBooking(bookingId))!;
    const voucherCode = await app.get(VoucherRedemption).codeOf(booking);
    expect(voucherCode).toBe(code);
    const brand = { siteName: 'Skyward', staffEmail: 'hello@example.com', publicUrl: 'https://example.com', address: 'Exeter' };
    const mail = bookingConfirmedMail(booking, brand, new Date(), 'https://example.com/manage', voucherCode);
    expect(mail.text).toContain(`Paid with gift voucher: ${code} (£129.00)`);
    expect(mail.text).toContain('Paid by card: £0.00');

    // Used now: the check and a second booking say so, and staff see who redeemed it.
    expect((await check(code).expect(409)).body).toMatchObject({
      code: 'VOUCHER.USED',
      message: 'This voucher has already been used for a booking.',
    });
    expect((await requestHold(app, { voucherCode: code, date, timeSlot: '15:00' }).expect(409)).body.code).toBe('VOUCHER.USED');
    expect(await staffVoucher(code)).toMatchObject({
      state: 'redeemed',
      experience: 'Try and Fly (1 hour)',
      valuePence: 12_900,
      booking: {
        id: bookingId,
        name: 'Amelia Pilot',
        date,
        timeSlot: '12:00',
        status: 'confirmed',
        reference: bookingId.slice(0, 8).toUpperCase(),
      },
    });
  });

  it('takes the difference by card for a dearer session and confirms once the card payment succeeds', async () => {
    const code = await buyGiftCard(app, 'Try and Fly Gift Card', 12_900, TRY_AND_FLY);
    const started = await requestHold(app, { voucherCode: code, sessionType: 'aspiring-pilot', timeSlot: '13:30' }).expect(200);
    expect(started.body).toMatchObject({ totalPrice: 2_000, voucherPence: 12_900, booking: { status: 'held' } });
    const [payment] = await db().query(`SELECT amount_pence FROM payment WHERE payment_intent_id = $1`, [
      started.body.paymentIntentId,
    ]);
    expect(payment.amount_pence).toBe(2_000);

    await payWithTestCard(app, started.body).expect(200);
    const confirmed = await http()
      .post('/api/confirm-booking-payment')
      .send({ paymentIntentId: started.body.paymentIntentId })
      .expect(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', totalPrice: 2_000, voucherPence: 12_900 });
    expect(await bookingsWithVoucher(code)).toEqual([{ status: 'confirmed' }]);
  });

  it('leaves the voucher usable when the slot it was to pay for had just been taken', async () => {
    const code = await buyGiftCard(app, 'Try and Fly Gift Card', 12_900, TRY_AND_FLY);
    const slot = { date: weekdayAhead(33), timeSlot: '12:00' };
    await requestHold(app, slot).expect(200);

    const refused = await requestHold(app, { ...slot, voucherCode: code, email: 'second@example.com' }).expect(409);
    expect(refused.body.code).toBe('BOOKING.SLOT_TAKEN');
    expect(await bookingsWithVoucher(code)).toEqual([]);
    expect((await check(code).expect(200)).body).toMatchObject({ coveredPence: 12_900, toPayPence: 0 });
  });

  it('refuses wrong, expired, cheaper-session and course codes with clear messages, and books nothing', async () => {
    const notFound = await check('SKY-0000-0000-0000').expect(404);
    expect(notFound.body).toMatchObject({
      code: 'VOUCHER.NOT_FOUND',
      message: 'We could not find that voucher code. Please check it and try again.',
    });
    expect((await check('not a code').expect(404)).body.code).toBe('VOUCHER.NOT_FOUND');
    expect((await check('').expect(400)).body.code).toBe('REQUEST.VALIDATION_FAILED');

    const intro = await buyGiftCard(app, 'Intro to Airbus Gift Card', 14_900, ['intro-to-the-airbus', '60-minutes']);
    const cheaper = await check(intro, 'tryandfly').expect(400);
    expect(cheaper.body).toMatchObject({
      code: 'VOUCHER.WRONG_EXPERIENCE',
      message: expect.stringContaining('This voucher is for Intro to the Airbus – 60 minutes.'),
    });
    expect((await check(intro, 'intro-to-the-airbus', '120-minutes').expect(200)).body).toMatchObject({ coveredPence: 14_900, toPayPence: 10_000 });

    const course = await buyGiftCard(app, 'Fear of Flying Gift Card', 29_500, ['fear-of-flying', '4-hour-course']);
    expect((await check(course, 'ultimate-session').expect(400)).body).toMatchObject({
      code: 'VOUCHER.WRONG_EXPERIENCE',
      message: expect.stringContaining('This voucher is for Fear of Flying Course.'),
    });

    const expired = await buyGiftCard(app, 'Try and Fly Gift Card', 12_900, TRY_AND_FLY);
    await db().query(
      `UPDATE gift_voucher SET issued_at = now() - interval '13 months', expires_at = now() - interval '1 month' WHERE code = $1`,
      [expired],
    );
    expect((await check(expired).expect(410)).body).toMatchObject({
      code: 'VOUCHER.EXPIRED',
      message: expect.stringMatching(/^This voucher expired on \d+ \w+ \d{4}\./),
    });

    expect((await requestHold(app, { voucherCode: intro, sessionType: 'try-and-fly' }).expect(400)).body.code).toBe('VOUCHER.WRONG_EXPERIENCE');
    expect((await requestHold(app, { voucherCode: expired }).expect(410)).body.code).toBe('VOUCHER.EXPIRED');
    expect((await requestHold(app, { voucherCode: 'SKY-0000-0000-0000' }).expect(404)).body.code).toBe('VOUCHER.NOT_FOUND');
    const [{ count }] = await db().query(`SELECT count(*)::int AS count FROM booking`);
    expect(count).toBe(0);
  });

  it('pays part of any experience with a money card, once; what it does not cover is forfeited', async () => {
    const code = await buyGiftCard(app, '£100 Gift Card', 10_000);
    expect((await check(code, 'scenario-flight', 'emergency-procedures').expect(200)).body).toMatchObject({
      experience: null,
      pricePence: 19_900,
      coveredPence: 10_000,
      toPayPence: 9_900,
    });
    const online = await requestHold(app, { voucherCode: code, sessionType: 'home-sim-coaching', optionId: 'starter-session' }).expect(200);
    expect(online.body).toMatchObject({ totalPrice: 0, voucherPence: 5_900, booking: { status: 'confirmed', sessionName: 'Home Sim Coaching (online)' } });
    expect((await check(code).expect(409)).body.code).toBe('VOUCHER.USED');
  });

  it('lets exactly one of five browsers redeem the same code at the same moment (the database decides)', async () => {
    const code = await buyGiftCard(app, 'Try and Fly Gift Card', 12_900, TRY_AND_FLY);
    const date = weekdayAhead(31);
    const times = ['10:30', '12:00', '13:30', '15:00', '16:30'];
    const responses = await Promise.all(times.map((timeSlot) => requestHold(app, { voucherCode: code, date, timeSlot })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409)) expect(refused.body.code).toBe('VOUCHER.USED');
    expect(await bookingsWithVoucher(code)).toEqual([{ status: 'confirmed' }]);

    // The database itself refuses a second active booking with the voucher, whatever the code before it checked.
    const [used] = await db().query(`SELECT b.*, date::text AS date FROM booking b JOIN gift_voucher v ON v.id = b.voucher_id WHERE v.code = $1`, [code]);
    const hold: NewHold = {
      ...bookingPayload(),
      ...TRY_AND_FLY_HOUR,
      date,
      timeSlot: '18:00',
      startsAt: new Date(`${date}T18:00:00Z`),
      endsAt: new Date(`${date}T19:00:00Z`),
      occupied: { from: new Date(`${date}T18:00:00Z`), to: new Date(`${date}T19:00:00Z`) },
      totalPrice: 0,
      holdExpiresAt: new Date(Date.now() + 60_000),
      voucherId: used.voucher_id,
      voucherPence: 12_900,
    } as NewHold;
    await expect(app.get<BookingRepository>(BOOKING_REPOSITORY).insertHold(hold)).rejects.toBeInstanceOf(VoucherUsedError);
  });

  it('frees the voucher of a hold that ran out unpaid, and shows staff who holds it meanwhile', async () => {
    const code = await buyGiftCard(app, 'Try and Fly Gift Card', 12_900, TRY_AND_FLY);
    const started = await requestHold(app, { voucherCode: code, sessionType: 'aspiring-pilot' }).expect(200);
    expect((await check(code).expect(409)).body.code).toBe('VOUCHER.USED');
    expect(await staffVoucher(code)).toMatchObject({ state: 'held', booking: { id: started.body.bookingId, status: 'held' } });

    await ageHold(app, started.body.bookingId);
    expect((await check(code).expect(200)).body.toPayPence).toBe(0); // a hold that ran out keeps nothing, swept or not
    await app.get(BookingHoldsService).expireHolds();
    expect(await staffVoucher(code)).toMatchObject({ state: 'issued', booking: null });
    const rebooked = await requestHold(app, { voucherCode: code, timeSlot: '16:30' }).expect(200);
    expect(rebooked.body.booking.status).toBe('confirmed');
  });

  it('limits voucher checks per client address (brute force)', async () => {
    const limited = await createTestApp({ VOUCHER_CHECKS_PER_IP: '3' });
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        await request(limited.getHttpServer())
          .post('/api/vouchers/check')
          .send({ code: `SKY-0000-0000-000${attempt}`, sessionType: 'tryandfly' })
          .expect(404);
      }
      const blocked = await request(limited.getHttpServer())
        .post('/api/vouchers/check')
        .send({ code: 'SKY-0000-0000-0009', sessionType: 'tryandfly' })
        .expect(429);
      expect(blocked.body.code).toBe('VOUCHER.TOO_MANY_ATTEMPTS');
    } finally {
      await limited.close();
    }
  });
});

describe('the voucher migration', () => {
  const url = `${process.env.DATABASE_URL}_backfill`;

  it('backfills what each voucher issued before it is for, from the name (and price) of its gift card, then moves it to the catalogue option', async () => {
    const admin = new Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
    await admin.end();
    await createDatabaseIfMissing(url);
    // The schema as it stood right after the catalogue migration: later migrations change what its down() undoes.
    const upToCatalogue = MIGRATIONS.slice(0, MIGRATIONS.indexOf(ExperienceCatalogue1764010000000) + 1);
    const dataSource = await new DataSource({ ...dataSourceOptions({ DATABASE_URL: url }), migrations: upToCatalogue }).initialize();
    await dataSource.runMigrations();
    const runner = dataSource.createQueryRunner();
    try {
      const migration = new VoucherRedemption1763900600000();
      const catalogue = new ExperienceCatalogue1764010000000();
      await catalogue.down(runner);
      await migration.down(runner); // the schema as it was when these vouchers were issued
      const [order] = await runner.query(`INSERT INTO shop_order (email, total_pence) VALUES ('giver@example.com', 1) RETURNING id`);
      const cards: [string, number][] = [
        ['Try and Fly Gift Card', 12_900],
        ['Intro to the Airbus Gift Card', 24_900],
        ['Scenario Flight Gift Card', 34_900],
        ['Fear of Flying Gift Card', 29_500],
        ['Birthday Gift Card', 5_000],
      ];
      for (const [position, [name, price]] of cards.entries()) {
        const [line] = await runner.query(
          `INSERT INTO shop_order_line (order_id, position, product_id, product_name, category, unit_price_pence, quantity)
           VALUES ($1, $2, gen_random_uuid(), $3, 'Gift Card', $4, 1) RETURNING id`,
          [order.id, position, name, price],
        );
        await runner.query(
          `INSERT INTO gift_voucher (code, order_id, order_line_id, sequence, product_id, product_name, value_pence, expires_at)
           VALUES ($1, $2, $3, 1, gen_random_uuid(), $4, $5, now() + interval '1 year')`,
          [`SKY-0000-0000-000${position}`, order.id, line.id, name, price],
        );
      }
      await migration.up(runner);
      const rows = await runner.query(`SELECT product_name, session_type, duration_minutes FROM gift_voucher ORDER BY code`);
      expect(rows).toEqual([
        { product_name: 'Try and Fly Gift Card', session_type: 'tryandfly', duration_minutes: 60 },
        { product_name: 'Intro to the Airbus Gift Card', session_type: 'intro', duration_minutes: 120 },
        { product_name: 'Scenario Flight Gift Card', session_type: 'scenario', duration_minutes: 180 },
        { product_name: 'Fear of Flying Gift Card', session_type: 'fearofflying', duration_minutes: 240 },
        { product_name: 'Birthday Gift Card', session_type: null, duration_minutes: null },
      ]);
      await catalogue.up(runner);
      const options = await runner.query(`SELECT product_name, experience_id, option_id FROM gift_voucher ORDER BY code`);
      expect(options).toEqual([
        { product_name: 'Try and Fly Gift Card', experience_id: 'try-and-fly', option_id: '60-minutes' },
        { product_name: 'Intro to the Airbus Gift Card', experience_id: 'intro-to-the-airbus', option_id: '120-minutes' },
        { product_name: 'Scenario Flight Gift Card', experience_id: 'scenario-flight', option_id: 'extended-scenario' },
        { product_name: 'Fear of Flying Gift Card', experience_id: 'fear-of-flying', option_id: '4-hour-course' },
        { product_name: 'Birthday Gift Card', experience_id: null, option_id: null },
      ]);
    } finally {
      await runner.release();
      await dataSource.destroy();
    }
  });
});

