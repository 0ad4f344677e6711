import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource, QueryFailedError } from 'typeorm';
import { addDays, londonDateOf } from '../src/modules/booking/domain/calendar';
import { adminAgent, Agent } from './auth';
import {
  bookingRow,
  clearBookings,
  confirmedBooking,
  lapsedHold,
  refusedLatePayment,
  requestHold,
  startBooking,
  weekdayAhead,
} from './booking-fixtures';
import { answerOnceCommitted } from './answer-once-committed';
import { createTestApp, truncate } from './test-app';

interface Slot {
  time: string;
  available: boolean;
  reason: string | null;
}

/** Staff closures against the real Postgres: the database refuses bookings in closed time and closures over bookings. */
describe('slot closures', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const availability = async (date: string, sessionType = 'tryandfly', durationMinutes?: number): Promise<Slot[]> =>
    (
      await http()
        .get('/api/availability')
        .query(durationMinutes ? { date, sessionType, durationMinutes } : { date, sessionType })
        .expect(200)
    ).body.slots;
  const close = (body: Record<string, unknown>) => admin.post('/api/admin/closures').send(body);
  const closureCount = async () => (await db().query(`SELECT count(*)::int AS count FROM slot_closures`))[0].count as number;

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000' });
    admin = await adminAgent(app);
  });
  beforeEach(async () => {
    await clearBookings(app);
    await truncate(app, 'slot_closures');
  });
  afterAll(async () => {
    // Its closures must not outlive it: the next suite on this Jest worker's database books some of those days.
    await truncate(app, 'slot_closures');
    await app.close();
  });

  it('closes a whole day: every slot of every session shows closed and a hold is refused with 409 BOOKING.SLOT_CLOSED', async () => {
    const date = weekdayAhead(50);
    const created = await close({ date, reason: 'Annual maintenance' }).expect(201);
    expect(created.body).toEqual([
      { id: expect.any(String), date, timeSlot: null, reason: 'Annual maintenance', createdAt: expect.any(String) },
    ]);

    const slots = await availability(date);
    expect(slots).toHaveLength(6);
    for (const slot of slots) expect(slot).toEqual({ time: slot.time, available: false, reason: 'closed' });
    expect((await availability(date, 'scenario', 180)).every((slot) => slot.reason === 'closed')).toBe(true);
    expect((await availability(addDays(date, 1))).some((slot) => slot.available)).toBe(true);

    const refused = await requestHold(app, { date, timeSlot: '15:00' }).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'BOOKING.SLOT_CLOSED', message: 'That time is not available' });
    expect(await db().query(`SELECT id FROM booking`)).toEqual([]);

    const listed = await admin.get('/api/admin/closures').expect(200);
    expect(listed.body).toEqual(created.body);
  });

  it('closes single slots: only they are closed, and a 2-hour session running into one is refused', async () => {
    const date = weekdayAhead(51);
    const created = await close({ date, timeSlots: ['13:30', '12:00'], reason: 'Instructor training' }).expect(201);
    expect(created.body.map((closure: { timeSlot: string }) => closure.timeSlot)).toEqual(['12:00', '13:30']);

    const slots = await availability(date);
    expect(slots.filter((slot) => !slot.available)).toEqual([
      { time: '12:00', available: false, reason: 'closed' },
      { time: '13:30', available: false, reason: 'closed' },
    ]);
    const long = await availability(date, 'custom');
    expect(long.find((slot) => slot.time === '10:30')).toEqual({ time: '10:30', available: false, reason: 'closed' });

    expect((await requestHold(app, { date, timeSlot: '10:30', sessionType: 'custom' }).expect(409)).body.code).toBe('BOOKING.SLOT_CLOSED');
    expect((await requestHold(app, { date, timeSlot: '13:30' }).expect(409)).body.code).toBe('BOOKING.SLOT_CLOSED');
    await startBooking(app, { date, timeSlot: '10:30' });
    await startBooking(app, { date, timeSlot: '15:00' });
  });

  it('refuses to close time that bookings keep, lists them for staff and writes nothing', async () => {
    const date = weekdayAhead(52);
    const confirmedId = (await confirmedBooking(app, { date, timeSlot: '10:30', name: 'Amelia Pilot', email: 'amelia@example.com' })).bookingId;
    const held = await startBooking(app, {
      date,
      timeSlot: '15:00',
      sessionType: 'custom',
      name: 'Ben Held',
      email: 'ben@example.com',
      phone: '01395 123456',
    });

    const refused = await close({ date, reason: 'Simulator upgrade' }).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'BOOKING.CLOSURE_HAS_BOOKINGS',
      message: 'There are 2 bookings at that time. Please contact the customers and move or cancel them before closing.',
      correlationId: expect.any(String),
      bookings: [
        {
          id: confirmedId,
          name: 'Amelia Pilot',
          email: 'amelia@example.com',
          phone: '07700 900123',
          date,
          timeSlot: '10:30',
          sessionName: 'Try and Fly',
        },
        {
          id: held.bookingId,
          name: 'Ben Held',
          email: 'ben@example.com',
          phone: '01395 123456',
          date,
          timeSlot: '15:00',
          sessionName: 'Ultimate Session',
        },
      ],
    });
    // The 2-hour hold at 15:00 also keeps 16:30.
    expect((await close({ date, timeSlots: ['16:30'], reason: 'Training' }).expect(409)).body.bookings).toEqual([
      expect.objectContaining({ id: held.bookingId }),
    ]);
    expect(await closureCount()).toBe(0);
    expect((await bookingRow(app, confirmedId)).status).toBe('confirmed');
    expect((await bookingRow(app, held.bookingId)).status).toBe('held');

    await close({ date, timeSlots: ['12:00', '13:30'], reason: 'Training' }).expect(201);
    expect(await closureCount()).toBe(2);
  });

  it('releases a hold that ran out instead of being refused by it; a late payment for it is cancelled uncharged as slot lost', async () => {
    const date = weekdayAhead(53);
    const late = await lapsedHold(app, { date, timeSlot: '12:00' });
    await close({ date, timeSlots: ['12:00'], reason: 'Maintenance' }).expect(201);
    expect((await bookingRow(app, late.bookingId)).status).toBe('expired');

    expect((await refusedLatePayment(app, late)).message).toContain('Your card has not been charged: the £129.00 held on it has been released');
  });

  it('reopens: the time can be booked again; reopening twice is 404 and a malformed id 400', async () => {
    const date = weekdayAhead(54);
    const [closure] = (await close({ date, reason: 'Bank holiday cover' }).expect(201)).body;
    await admin.delete(`/api/admin/closures/${closure.id}`).expect(204);

    expect((await availability(date)).every((slot) => slot.available)).toBe(true);
    await startBooking(app, { date, timeSlot: '10:30' });
    expect((await admin.get('/api/admin/closures').expect(200)).body).toEqual([]);

    expect((await admin.delete(`/api/admin/closures/${closure.id}`).expect(404)).body.code).toBe('BOOKING.CLOSURE_NOT_FOUND');
    expect((await admin.delete('/api/admin/closures/not-a-uuid').expect(400)).body.statusCode).toBe(400);
  });

  it('lists upcoming closures only, by date then slot with the whole day first', async () => {
    const [first, second] = [weekdayAhead(55), weekdayAhead(60)];
    await close({ date: second, timeSlots: ['15:00', '10:30'], reason: 'Training' }).expect(201);
    await close({ date: first, reason: 'Maintenance' }).expect(201);
    await db().query(
      `INSERT INTO slot_closures (date, time_slot, occupied, reason, created_by)
       VALUES ($1, NULL, tstzrange($2, $3, '[)'), 'Long ago', gen_random_uuid())`,
      ['2020-01-06', '2020-01-06T00:00:00Z', '2020-01-07T00:00:00Z'],
    );
    const listed = await admin.get('/api/admin/closures').expect(200);
    expect(listed.body.map((closure: { date: string; timeSlot: string | null }) => [closure.date, closure.timeSlot])).toEqual([
      [first, null],
      [second, '10:30'],
      [second, '15:00'],
    ]);
  });

  it.each([
    ['a date that is not a calendar date', { date: '2026-02-30', reason: 'x' }, 'BOOKING.INVALID_DATE'],
    ['a past date', { date: addDays(londonDateOf(new Date()), -1), reason: 'x' }, 'BOOKING.CLOSURE_IN_PAST'],
    [
      'a date more than 2 years ahead',
      { date: addDays(londonDateOf(new Date()), 800), reason: 'x' },
      'BOOKING.CLOSURE_TOO_FAR_AHEAD',
    ],
    ['a time that is not a slot', { date: weekdayAhead(56), timeSlots: ['11:00'], reason: 'x' }, 'BOOKING.UNKNOWN_SLOT'],
    ['a slot the day does not have', { date: weekdayAhead(56), timeSlots: ['09:00'], reason: 'x' }, 'BOOKING.SLOT_NOT_OPEN'],
    ['a blank reason', { date: weekdayAhead(56), reason: '   ' }, 'BOOKING.INVALID_CLOSURE_REASON'],
    ['a reason over 200 characters', { date: weekdayAhead(56), reason: 'x'.repeat(201) }, 'BOOKING.INVALID_CLOSURE_REASON'],
    ['no reason', { date: weekdayAhead(56) }, 'REQUEST.VALIDATION_FAILED'],
    ['slots that are not a list', { date: weekdayAhead(56), timeSlots: '10:30', reason: 'x' }, 'REQUEST.VALIDATION_FAILED'],
    ['an unknown field', { date: weekdayAhead(56), reason: 'x', createdBy: 'me' }, 'REQUEST.VALIDATION_FAILED'],
  ])('refuses %s with 400 and a stable code', async (_, body, code) => {
    const response = await close(body).expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      code,
      message: expect.any(String),
      correlationId: expect.any(String),
    });
    expect(await closureCount()).toBe(0);
  });

  it('refuses to close time that is already closed with 409 BOOKING.ALREADY_CLOSED', async () => {
    const date = weekdayAhead(57);
    await close({ date, timeSlots: ['12:00'], reason: 'Training' }).expect(201);
    expect((await close({ date, reason: 'Maintenance' }).expect(409)).body.code).toBe('BOOKING.ALREADY_CLOSED');
    expect((await close({ date, timeSlots: ['10:30', '12:00'], reason: 'Maintenance' }).expect(409)).body.code).toBe(
      'BOOKING.ALREADY_CLOSED',
    );
    expect(await closureCount()).toBe(1);
  });

  describe('the database enforces closures, whatever the application does', () => {
    const insertConfirmed = (
      runner: { query: (sql: string, params: unknown[]) => Promise<unknown> },
      date: string,
      from: string,
      to: string,
    ) =>
      runner.query(
        `INSERT INTO booking (session_type, session_name, duration_minutes, date, time_slot, starts_at, ends_at, occupied, name, email, phone,
                              experience_level, total_price, status)
         VALUES ('tryandfly', 'Try and Fly', 60, $1, '10:30', $2, $3, tstzrange($2, $3, '[)'), 'Direct Insert', 'direct@example.com',
                 '07700 900123', 'beginner', 12900, 'confirmed')
         RETURNING id`,
        [date, from, to],
      );

    it('refuses a reschedule-style UPDATE that moves a confirmed booking into a closed slot (SQLSTATE SKC01)', async () => {
      const date = weekdayAhead(58);
      const { bookingId } = await confirmedBooking(app, { date, timeSlot: '10:30' });
      await close({ date, timeSlots: ['13:30'], reason: 'Training' }).expect(201);
      const move = db().query(
        `UPDATE booking SET time_slot = '13:30', starts_at = starts_at + interval '3 hours', ends_at = ends_at + interval '3 hours',
                occupied = tstzrange(lower(occupied) + interval '3 hours', upper(occupied) + interval '3 hours', '[)')
          WHERE id = $1`,
        [bookingId],
      );
      await expect(move).rejects.toMatchObject({ driverError: expect.objectContaining({ code: 'SKC01' }) });
      await expect(move).rejects.toBeInstanceOf(QueryFailedError);
      expect((await bookingRow(app, bookingId)).time_slot).toBe('10:30');
      // Other changes to a booking in its own (open) time still go through.
      await db().query(`UPDATE booking SET notes = 'Window seat' WHERE id = $1`, [bookingId]);
    });

    it('a booking written while a closure of that day is being written waits for it and is refused', async () => {
      const date = weekdayAhead(59);
      const response = await answerOnceCommitted(
        db(),
        async (closing) => {
          await closing.query(`SELECT lock_calendar_day($1::date)`, [date]);
          await closing.query(
            `INSERT INTO slot_closures (date, time_slot, occupied, reason, created_by)
             VALUES ($1, NULL, tstzrange(($1::date)::timestamp AT TIME ZONE 'Europe/London', ($1::date + 1)::timestamp AT TIME ZONE 'Europe/London', '[)'),
                     'Maintenance', gen_random_uuid())`,
            [date],
          );
        },
        () => requestHold(app, { date, timeSlot: '10:30' }),
      );
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('BOOKING.SLOT_CLOSED');
    });

    it('a closure made while a booking of that day is being written waits for it and is refused', async () => {
      const date = weekdayAhead(60);
      const response = await answerOnceCommitted(
        db(),
        (booking) => insertConfirmed(booking, date, `${date}T10:30:00Z`, `${date}T12:00:00Z`),
        () => close({ date, reason: 'Maintenance' }),
      );
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('BOOKING.CLOSURE_HAS_BOOKINGS');
      expect(response.body.bookings).toEqual([expect.objectContaining({ name: 'Direct Insert', date })]);
      expect(await closureCount()).toBe(0);
    });

    it('closing and booking the same day at the same moment: never both', async () => {
      const dates = Array.from({ length: 8 }, (_, index) => weekdayAhead(70 + index * 3));
      const rounds = await Promise.all(
        dates.map(async (date) => {
          const [closure, booking] = await Promise.all([
            close({ date, reason: 'Maintenance' }),
            requestHold(app, { date, timeSlot: '15:00' }),
          ]);
          return {
            date,
            closure: closure.status,
            closureCode: closure.body.code,
            booking: booking.status,
            bookingCode: booking.body.code,
          };
        }),
      );
      for (const round of rounds) {
        const closureWon = round.closure === 201 && round.booking === 409 && round.bookingCode === 'BOOKING.SLOT_CLOSED';
        const bookingWon = round.booking === 200 && round.closure === 409 && round.closureCode === 'BOOKING.CLOSURE_HAS_BOOKINGS';
        expect({ ...round, oneWon: closureWon || bookingWon }).toMatchObject({ oneWon: true });
      }
      const both = await db().query(
        `SELECT count(*)::int AS count FROM booking b JOIN slot_closures c ON c.occupied && b.occupied WHERE b.status IN ('held', 'confirmed')`,
      );
      expect(both).toEqual([{ count: 0 }]);
    });
  });
});
