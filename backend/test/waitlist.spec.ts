import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { PersonalDataHolder } from '../src/modules/account/application/account.ports';
import { BOOKING_PERSONAL_DATA } from '../src/modules/booking/application/booking.ports';
import { WaitlistOffersService } from '../src/modules/booking/application/waitlist-offers.service';
import { adminAgent, type Agent } from './auth';
import { clearBookings, confirmedBooking, distinctWeekdaysAhead, payWithTestCard } from './booking-fixtures';
import { createTestApp, truncate } from './test-app';

/**
 * The waitlist (docs/product.md, Waitlist) against real Postgres: who is offered a freed slot, in which order, that one
 * slot is never offered to two people however releases and offer runs interleave, the leave link and the offer link.
 */
describe('waitlist', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  let offers: WaitlistOffersService;
  let db: DataSource;
  const days = distinctWeekdaysAhead(100, 12);

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000' });
    admin = await adminAgent(app);
    offers = app.get(WaitlistOffersService);
    db = app.get(DataSource);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await clearBookings(app);
    await truncate(app, 'waitlist_entry', 'waitlist_offer');
  });

  const person = (n: number) => ({
    name: `Waiting Person${n}`,
    email: `waiting.${n}@example.com`,
    experienceLevel: 'beginner',
    ageRulesConfirmed: true,
    sessionType: 'try-and-fly',
  });

  async function join(n: number, date: string, times: string[] | null = ['13:30']) {
    const response = await request(app.getHttpServer()).post('/api/waitlist').send({ ...person(n), dates: [date], times }).expect(201);
    expect(response.body).toEqual({ status: 'waiting', email: person(n).email, dates: [date], times });
  }

  /** Each person's entry status and their offers' times and statuses, in the order they joined. */
  async function states(date: string) {
    const day = await admin.get('/api/admin/waitlist').query({ date }).expect(200);
    return (day.body.entries as { email: string; status: string; offers: { timeSlot: string; status: string }[] }[]).map((entry) => ({
      email: entry.email,
      status: entry.status,
      offers: entry.offers.map((offer) => `${offer.timeSlot} ${offer.status}`),
    }));
  }

  const cancel = (bookingId: string) => admin.post(`/api/bookings/${bookingId}/cancel`).send({}).expect(200);
  const offerToken = async (email: string): Promise<string> =>
    (await db.query(`SELECT o.token FROM waitlist_offer o JOIN waitlist_entry e ON e.id = o.entry_id WHERE e.email = $1 AND o.status = 'active'`, [email]))[0]
      ?.token;

  it('offers a cancelled slot to the first of three people waiting, and to the second when the first lets it lapse', async () => {
    const date = days[0];
    const booked = await confirmedBooking(app, { date, timeSlot: '13:30', email: 'booked@example.com' });
    for (const n of [1, 2, 3]) await join(n, date);
    expect(await offers.offerFreedSlots()).toBe(0);

    await cancel(booked.bookingId);
    expect(await offers.offerFreedSlots()).toBe(1);
    expect(await states(date)).toEqual([
      { email: 'waiting.1@example.com', status: 'offered', offers: ['13:30 active'] },
      { email: 'waiting.2@example.com', status: 'waiting', offers: [] },
      { email: 'waiting.3@example.com', status: 'waiting', offers: [] },
    ]);
    // The slot is held for the first person: nobody else can take it meanwhile.
    const taken = await request(app.getHttpServer())
      .post('/api/create-booking-payment-intent')
      .send({ ...person(9), phone: '07700 900999', date, timeSlot: '13:30' })
      .expect(409);
    expect(taken.body.code).toBe('BOOKING.SLOT_TAKEN');
    expect(await offers.offerFreedSlots()).toBe(0);

    const afterOffer = new Date(Date.now() + 31 * 60_000);
    expect(await offers.offerFreedSlots(afterOffer)).toBe(1);
    expect(await states(date)).toEqual([
      { email: 'waiting.1@example.com', status: 'lapsed', offers: ['13:30 lapsed'] },
      { email: 'waiting.2@example.com', status: 'offered', offers: ['13:30 active'] },
      { email: 'waiting.3@example.com', status: 'waiting', offers: [] },
    ]);
    const events: { type: string }[] = await db.query(`SELECT type FROM outbox WHERE type LIKE 'waitlist.%' ORDER BY created_at, type`);
    expect(events.map((event) => event.type).sort()).toEqual([...Array(3).fill('waitlist.joined'), 'waitlist.offered', 'waitlist.offered'].sort());
  });

  it('never offers one slot to two people, however releases and offer runs interleave (several rounds)', async () => {
    for (const date of days.slice(1, 7)) {
      const first = await confirmedBooking(app, { date, timeSlot: '12:00', email: 'first@example.com' });
      const second = await confirmedBooking(app, { date, timeSlot: '13:30', email: 'second@example.com' });
      for (const n of [1, 2, 3]) await join(n, date, ['12:00', '13:30']);

      const runs = Array.from({ length: 4 }, () => offers.offerFreedSlots());
      await Promise.all([cancel(first.bookingId), cancel(second.bookingId), ...runs, offers.offerOnDay(date)]);
      await offers.offerFreedSlots();

      const live: { email: string; time_slot: string }[] = await db.query(
        `SELECT e.email, o.time_slot FROM waitlist_offer o JOIN waitlist_entry e ON e.id = o.entry_id WHERE o.date = $1 AND o.status = 'active' ORDER BY e.email`,
        [date],
      );
      expect(live.map((offer) => offer.email)).toEqual(['waiting.1@example.com', 'waiting.2@example.com']);
      expect(live.map((offer) => offer.time_slot).sort()).toEqual(['12:00', '13:30']);
      const holds: { n: string }[] = await db.query(`SELECT count(*)::int AS n FROM booking WHERE date = $1 AND status = 'held'`, [date]);
      expect(holds[0].n).toBe(2);
      expect((await states(date))[2]).toEqual({ email: 'waiting.3@example.com', status: 'waiting', offers: [] });
    }
    // Six rounds of two bookings, three joins and five racing offer runs: more than the default 30 s on a busy machine.
  }, 120_000);

  it('books and pays through the offer link, and the offer then ends as booked', async () => {
    const date = days[7];
    const booked = await confirmedBooking(app, { date, timeSlot: '13:30', email: 'booked@example.com' });
    await join(1, date);
    await cancel(booked.bookingId);
    await offers.offerFreedSlots();

    const token = await offerToken('waiting.1@example.com');
    const shown = await request(app.getHttpServer()).get(`/api/waitlist/offers/${token}`).expect(200);
    expect(shown.body).toMatchObject({ status: 'active', live: true, sessionName: 'Try and Fly', date, timeSlot: '13:30', totalPrice: 12900, name: 'Waiting Person1' });
    const browser = request.agent(app.getHttpServer());
    const started = await browser.post(`/api/waitlist/offers/${token}/payment`).expect(200);
    expect(started.body).toMatchObject({ bookingId: shown.body.bookingId, totalPrice: 12900 });
    const again = await browser.post(`/api/waitlist/offers/${token}/payment`).expect(200);
    expect(again.body.paymentIntentId).toBe(started.body.paymentIntentId);

    await payWithTestCard(app, started.body).expect(200);
    const confirmed = await browser.post('/api/confirm-booking-payment').send({ paymentIntentId: started.body.paymentIntentId }).expect(200);
    expect(confirmed.body).toMatchObject({ id: shown.body.bookingId, status: 'confirmed', manageToken: expect.any(String) });
    // Paid: the link says so at once, before the worker's next run records it.
    expect((await request(app.getHttpServer()).get(`/api/waitlist/offers/${token}`).expect(200)).body).toMatchObject({ status: 'booked', live: false });

    await offers.offerFreedSlots();
    expect(await states(date)).toEqual([{ email: 'waiting.1@example.com', status: 'booked', offers: ['13:30 booked'] }]);
    const ended = await browser.post(`/api/waitlist/offers/${token}/payment`).expect(410);
    expect(ended.body.code).toBe('WAITLIST.OFFER_ENDED');
    expect((await request(app.getHttpServer()).get(`/api/waitlist/offers/${token}`).expect(200)).body).toMatchObject({ status: 'booked', live: false });
  });

  it('leaves by the link: a slot held for the person goes at once to the next, and a bad link opens nothing', async () => {
    const date = days[8];
    const booked = await confirmedBooking(app, { date, timeSlot: '13:30', email: 'booked@example.com' });
    await join(1, date);
    await join(2, date);
    await cancel(booked.bookingId);
    await offers.offerFreedSlots();
    const [{ token }] = await db.query(`SELECT token FROM waitlist_entry WHERE email = 'waiting.1@example.com'`);

    expect((await request(app.getHttpServer()).get(`/api/waitlist/entries/${token}`).expect(200)).body.status).toBe('offered');
    const left = await request(app.getHttpServer()).post(`/api/waitlist/entries/${token}/leave`).expect(200);
    expect(left.body).toMatchObject({ status: 'left', dates: [date] });
    await request(app.getHttpServer()).post(`/api/waitlist/entries/${token}/leave`).expect(200);
    expect(await offers.offerFreedSlots()).toBe(1);
    expect(await states(date)).toEqual([
      { email: 'waiting.1@example.com', status: 'left', offers: ['13:30 lapsed'] },
      { email: 'waiting.2@example.com', status: 'offered', offers: ['13:30 active'] },
    ]);

    for (const bad of ['not-a-token', '00000000-0000-4000-8000-000000000000']) {
      expect((await request(app.getHttpServer()).post(`/api/waitlist/entries/${bad}/leave`).expect(404)).body.code).toBe('WAITLIST.LINK_INVALID');
      expect((await request(app.getHttpServer()).get(`/api/waitlist/offers/${bad}`).expect(404)).body.code).toBe('WAITLIST.LINK_INVALID');
    }
  });

  it('refuses a join that makes no sense with a sentence, never a 500', async () => {
    const date = days[9];
    const refused = async (body: Record<string, unknown>, status = 400) =>
      (await request(app.getHttpServer()).post('/api/waitlist').send({ ...person(1), dates: [date], ...body }).expect(status)).body;
    expect((await refused({ dates: [] })).message).toContain('Choose at least one day');
    expect((await refused({ times: ['11:11'] })).message).toContain('Choose times from the list');
    expect((await refused({ dates: ['2020-01-01'] })).code).toBe('WAITLIST.INVALID_CHOICE');
    expect((await refused({ ageRulesConfirmed: false })).code).toBe('BOOKING.AGE_RULES_NOT_CONFIRMED');
    expect((await refused({ sessionType: 'home-sim-coaching' })).code).toBe('WAITLIST.INVALID_CHOICE');
    expect((await refused({ email: 'nope' })).code).toBe('REQUEST.VALIDATION_FAILED');
    expect((await db.query(`SELECT count(*)::int AS n FROM waitlist_entry`))[0].n).toBe(0);
  });

  it("is in the customer's data export and goes when their account is deleted", async () => {
    const date = days[10];
    await join(1, date);
    await join(2, date);
    const holder = app.get<PersonalDataHolder>(BOOKING_PERSONAL_DATA);
    const subject = { userId: '00000000-0000-4000-8000-000000000000', email: 'WAITING.1@example.com' };
    const exported = (await holder.exportFor(subject)) as { waitlist: unknown[] };
    expect(exported.waitlist).toEqual([expect.objectContaining({ email: 'waiting.1@example.com', dates: [date], times: ['13:30'], status: 'waiting' })]);
    await holder.erase(subject, { name: 'Deleted customer', email: 'deleted@example.invalid' });
    const left: { email: string }[] = await db.query(`SELECT email FROM waitlist_entry ORDER BY email`);
    expect(left).toEqual([{ email: 'waiting.2@example.com' }]);
  });
});
