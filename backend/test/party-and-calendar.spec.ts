import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { addDays, londonDateOf } from '../src/modules/booking/domain/calendar';
import { adminAgent, Agent } from './auth';
import { DataSource } from 'typeorm';
import { bookingRow, distinctWeekdaysAhead, requestHold, startBooking } from './booking-fixtures';
import { createTestApp } from './test-app';

/**
 * docs/product.md, Booking rules: party size priced by the server, the questions asked before a flight, and the
 * month read that marks full and closed days in the calendar. Real Postgres and Redis.
 */
describe('party size, questions before the flight and the month calendar', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  const http = () => request(app.getHttpServer());
  const DAYS = distinctWeekdaysAhead(224, 8);

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000' });
    admin = await adminAgent(app);
  });
  const clearBookings = () => app.get(DataSource).query(`TRUNCATE booking, fear_of_flying_booking CASCADE`);
  beforeEach(() => clearBookings());
  afterAll(() => app.close());

  describe('party size', () => {
    it('prices a party of two on the server (the price plus one extra person) and stores its size', async () => {
      const held = await startBooking(app, { date: DAYS[0], partySize: 2, totalPrice: 100 });
      expect(held.totalPrice).toBe(12_900 + 4_900);
      expect(await bookingRow(app, held.bookingId)).toMatchObject({ party_size: 2, total_price: 17_800 });
    });

    it('books one person when no party size is sent, at the single price', async () => {
      const held = await startBooking(app, { date: DAYS[0], timeSlot: '12:00' });
      expect(held.totalPrice).toBe(12_900);
      expect(await bookingRow(app, held.bookingId)).toMatchObject({ party_size: 1 });
    });

    it.each([
      ['more people than the option takes', { partySize: 3 }, 'BOOKING.PARTY_TOO_LARGE', 'Try and Fly takes at most 2 people. Please choose 2 or fewer.'],
      ['a party for a one-person option', { sessionType: 'discovery-flight', partySize: 2 }, 'BOOKING.PARTY_TOO_LARGE', 'Discovery Flight is for one person. Please book each person separately.'],
      ['no people', { partySize: 0 }, 'REQUEST.VALIDATION_FAILED', 'A booking is for at least 1 person'],
      ['half a person', { partySize: 1.5 }, 'REQUEST.VALIDATION_FAILED', 'The number of people must be a whole number'],
    ])('refuses %s with a 400 sentence', async (_, overrides, code, message) => {
      const refused = await requestHold(app, { date: DAYS[1], ...overrides }).expect(400);
      expect(refused.body.code).toBe(code);
      expect(refused.body.message).toContain(message);
    });

    it('staff set the largest party and the extra person price on an option; the public catalogue and the price follow', async () => {
      const [discovery] = (await admin.get('/api/admin/experiences').expect(200)).body.filter((e: { id: string }) => e.id === 'discovery-flight');
      const { id, bookedAs, ...edit } = discovery;
      expect(bookedAs).toBe('slot');
      const option = { ...discovery.options[0], maxPartySize: 3, extraPersonPence: 2_500 };
      try {
        const saved = await admin.put(`/api/admin/experiences/${id}`).send({ ...edit, options: [option] }).expect(200);
        expect(saved.body.options[0]).toMatchObject({ maxPartySize: 3, extraPersonPence: 2_500 });
        const served = (await http().get('/api/experiences').expect(200)).body.find((e: { id: string }) => e.id === id);
        expect(served.options[0]).toMatchObject({ maxPartySize: 3, extraPersonPence: 2_500 });
        const held = await startBooking(app, { sessionType: id, date: DAYS[2], partySize: 3 });
        expect(held.totalPrice).toBe(8_900 + 2 * 2_500);

        const tooMany = await admin.put(`/api/admin/experiences/${id}`).send({ ...edit, options: [{ ...option, maxPartySize: 7 }] }).expect(400);
        expect(tooMany.body.message).toContain('The largest party can be at most 6 people');
      } finally {
        await admin.put(`/api/admin/experiences/${id}`).send({ ...edit, options: [{ ...option, maxPartySize: 1, extraPersonPence: 0 }] }).expect(200);
      }
    });

    it('an edit that leaves the party fields out keeps them', async () => {
      const [tryAndFly] = (await admin.get('/api/admin/experiences').expect(200)).body.filter((e: { id: string }) => e.id === 'try-and-fly');
      const { id, bookedAs: _bookedAs, ...edit } = tryAndFly;
      const { maxPartySize: _max, extraPersonPence: _extra, ...bare } = tryAndFly.options[0];
      const saved = await admin.put(`/api/admin/experiences/${id}`).send({ ...edit, options: [bare] }).expect(200);
      expect(saved.body.options[0]).toMatchObject({ maxPartySize: 2, extraPersonPence: 4_900 });
    });

    it('a staff phone booking is priced for its party and records who flies', async () => {
      const created = await admin
        .post('/api/admin/bookings')
        .send({
          sessionType: 'try-and-fly',
          optionId: '60-minutes',
          date: DAYS[3],
          timeSlot: '10:30',
          name: 'Phone Customer',
          email: 'party.phone@example.com',
          phone: '01395 123456',
          experienceLevel: 'beginner',
          paymentMethod: 'cash_on_arrival',
          partySize: 2,
          whoIsFlying: 'someone-else',
          participantName: 'Grace Giftee',
          ageRulesConfirmed: true,
        })
        .expect(201);
      expect(created.body.totalPrice).toBe(17_800);
      expect(await bookingRow(app, created.body.id)).toMatchObject({ party_size: 2, participant_name: 'Grace Giftee' });
      const sheet = await admin.get('/api/admin/day-sheet').query({ date: DAYS[3] }).expect(200);
      expect(sheet.body.bookings).toEqual([
        expect.objectContaining({ name: 'Phone Customer', partySize: 2, participantName: 'Grace Giftee', ageRulesConfirmed: true }),
      ]);
    });
  });

  describe('questions before the flight', () => {
    it('refuses a booking whose age rules were not confirmed, online and by phone', async () => {
      const online = await requestHold(app, { date: DAYS[4], ageRulesConfirmed: undefined }).expect(400);
      expect(online.body).toMatchObject({
        code: 'BOOKING.AGE_RULES_NOT_CONFIRMED',
        message: 'Please confirm the age rules: everyone flying must be 12 or over, and anyone under 16 must come with an adult.',
      });
      await requestHold(app, { date: DAYS[4], ageRulesConfirmed: false }).expect(400);
      const byPhone = await admin
        .post('/api/admin/bookings')
        .send({
          sessionType: 'try-and-fly',
          optionId: '60-minutes',
          date: DAYS[4],
          timeSlot: '10:30',
          name: 'Phone Customer',
          email: 'no.age@example.com',
          phone: '01395 123456',
          experienceLevel: 'beginner',
          paymentMethod: 'complimentary',
        })
        .expect(400);
      expect(byPhone.body.code).toBe('BOOKING.AGE_RULES_NOT_CONFIRMED');
    });

    it('asks the name of the person flying when it is someone else', async () => {
      const refused = await requestHold(app, { date: DAYS[4], whoIsFlying: 'someone-else', participantName: '  ' }).expect(400);
      expect(refused.body).toMatchObject({ code: 'BOOKING.PARTICIPANT_NAME_MISSING', message: 'Please enter the name of the person who is flying.' });
    });

    it('stores who flies and when the age rules were confirmed', async () => {
      const gift = await startBooking(app, { date: DAYS[5], whoIsFlying: 'someone-else', participantName: ' Grace Giftee ' });
      const row = await bookingRow(app, gift.bookingId);
      expect(row).toMatchObject({ participant_name: 'Grace Giftee' });
      expect(row.age_rules_confirmed_at).toBeInstanceOf(Date);
      const self = await startBooking(app, { date: DAYS[5], timeSlot: '12:00', whoIsFlying: 'me', participantName: 'Ignored' });
      expect(await bookingRow(app, self.bookingId)).toMatchObject({ participant_name: null });
    });
  });

  describe('the month calendar', () => {
    const monthOf = (date: string) => date.slice(0, 7);
    const month = (date: string, query: Record<string, string> = {}) =>
      http().get('/api/availability/month').query({ month: monthOf(date), sessionType: 'try-and-fly', ...query });
    const stateOf = (body: { days: { date: string; state: string }[] }, date: string) => body.days.find((day) => day.date === date)?.state;

    it('marks a fully booked day full, a day staff closed closed and the others open, in one answer per month', async () => {
      // Three weekdays of one month: fully booked, closed, untouched.
      const first = `${monthOf(DAYS[6])}-01`;
      const weekdays = Array.from({ length: 28 }, (_, i) => addDays(first, i)).filter((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()));
      const [full, closed, open] = weekdays.slice(5, 8);
      for (const timeSlot of ['10:30', '12:00', '13:30', '15:00', '16:30', '18:00']) await startBooking(app, { date: full, timeSlot });
      const closure = await admin.post('/api/admin/closures').send({ date: closed, reason: 'Annual maintenance' }).expect(201);
      try {
        const answer = await month(full).expect(200);
        expect(answer.body).toMatchObject({ month: monthOf(full), sessionType: 'try-and-fly', optionId: '60-minutes' });
        expect(answer.body.days).toHaveLength(Number(new Date(Date.UTC(+first.slice(0, 4), +first.slice(5, 7), 0)).getUTCDate()));
        expect([stateOf(answer.body, full), stateOf(answer.body, closed), stateOf(answer.body, open)]).toEqual(['full', 'closed', 'open']);
        // A longer session needs two free slots: a day with one slot left is full for it, open for an hour.
        await clearBookings();
        for (const timeSlot of ['12:00', '15:00', '18:00']) await startBooking(app, { date: full, timeSlot });
        expect(stateOf((await month(full).expect(200)).body, full)).toBe('open');
        expect(stateOf((await month(full, { sessionType: 'ultimate-session' }).expect(200)).body, full)).toBe('full');
      } finally {
        await admin.delete(`/api/admin/closures/${closure.body.id}`);
      }
    });

    it('starts at today (today past once its last slot started) and refuses a month that is not one', async () => {
      const today = londonDateOf(new Date());
      const answer = await month(today).expect(200);
      expect(answer.body.days[0].date).toBe(today);
      expect(answer.body.days.every((day: { date: string }) => day.date >= today)).toBe(true);
      expect(['open', 'full', 'closed', 'past']).toContain(answer.body.days[0].state);
      const bad = await http().get('/api/availability/month').query({ month: '2026-13', sessionType: 'try-and-fly' }).expect(400);
      expect(bad.body).toMatchObject({ code: 'BOOKING.INVALID_MONTH', message: 'The month must be a calendar month (YYYY-MM).' });
    });
  });
});
