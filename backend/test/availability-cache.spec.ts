import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AvailabilityService } from '../src/modules/booking/application/availability.service';
import { londonInstant } from '../src/modules/booking/domain/calendar';
import { startBooking, weekdayAhead } from './booking-fixtures';
import { createTestApp } from './test-app';
import { waitUntil } from './wait-until';

/**
 * GET /api/availability answers from memory, and a change committed by any process (another API,
 * the worker, staff in psql) shows at once, not after the 5 s the memory is kept.
 */
describe('availability kept in memory', () => {
  let app: NestExpressApplication;
  let outsider: Client;
  const date = weekdayAhead(250);
  const path = `/api/availability?date=${date}&sessionType=tryandfly`;
  const slotAt = async (time: string) => {
    const response = await request(app.getHttpServer()).get(path).expect(200);
    return (response.body.slots as { time: string; available: boolean; reason: string | null }[]).find((slot) => slot.time === time);
  };
  /** A change Postgres does not notify: triggers are off for this connection (as for a replica applying changes). */
  const unnotified = async (sql: string, params: unknown[]) => {
    await outsider.query(`SET session_replication_role = replica`);
    try {
      return await outsider.query(sql, params);
    } finally {
      await outsider.query(`SET session_replication_role = DEFAULT`);
    }
  };

  beforeAll(async () => {
    app = await createTestApp({ AVAILABILITY_CACHE_TTL_MS: '5000' });
    outsider = new Client({ connectionString: process.env.DATABASE_URL });
    await outsider.connect();
  });
  afterAll(async () => {
    await outsider.query(`DELETE FROM slot_closures WHERE date = $1`, [date]);
    await outsider.end();
    await app.close();
  });

  it('serves the day from memory, and drops it the moment a committed change is notified', async () => {
    expect(await slotAt('16:30')).toMatchObject({ available: true });
    const [closure] = (
      await unnotified(
        `INSERT INTO slot_closures (date, time_slot, occupied, reason, created_by)
           VALUES ($1, '16:30', tstzrange(($1::date + time '16:30') AT TIME ZONE 'Europe/London', ($1::date + time '18:00') AT TIME ZONE 'Europe/London'), 'Maintenance', gen_random_uuid())
           RETURNING id`,
        [date],
      )
    ).rows;
    expect(await slotAt('16:30')).toMatchObject({ available: true }); // the closure is committed, but nobody said so

    await outsider.query(`UPDATE slot_closures SET reason = 'Maintenance (notified)' WHERE id = $1`, [closure.id]);
    // Well within the 5 s the day would otherwise be kept.
    await waitUntil(async () => (await slotAt('16:30'))?.reason === 'closed', 2000, 'the notified closure to show');
  });

  it('frees a held slot the moment its hold runs out, without waiting for the memory to expire', async () => {
    const hold = await startBooking(app, { date, timeSlot: '12:00', email: `cache+${Date.now()}@example.com` });
    expect(await slotAt('12:00')).toMatchObject({ available: false, reason: 'taken' });
    const {
      rows: [{ expiresAt }],
    } = await outsider.query(`SELECT hold_expires_at AS "expiresAt" FROM booking WHERE id = $1`, [hold.bookingId]);
    const slots = app.get(AvailabilityService);
    const at = async (now: Date) => (await slots.availability(date, { sessionType: 'tryandfly' }, now)).slots.find((slot) => slot.time === '12:00');
    // The day read a moment ago is still in memory; the hold in it is judged at each answer's time.
    expect(await at(new Date(expiresAt.getTime() - 1000))).toMatchObject({ available: false, reason: 'taken' });
    expect(await at(new Date(expiresAt.getTime() + 1000))).toMatchObject({ available: true });
  });

  it('reuses a worked-out answer, the same object (so the same JSON), until the next moment a slot starts', async () => {
    const slots = app.get(AvailabilityService);
    const quietDay = weekdayAhead(270); // nothing held or closed: only slots starting change the answer
    const answerAt = (now: Date) => slots.availability(quietDay, { sessionType: 'tryandfly' }, now);
    const first = await answerAt(new Date());
    expect(await answerAt(new Date())).toBe(first);
    const firstStart = londonInstant(quietDay, first.slots[0].time);
    expect(await answerAt(new Date(firstStart.getTime() - 1))).toBe(first);
    const started = await answerAt(firstStart);
    expect(started).not.toBe(first);
    expect(started.slots[0]).toMatchObject({ available: false, reason: 'past' });
  });

  it('answers from the database every time with AVAILABILITY_CACHE_TTL_MS=0', async () => {
    const uncached = await createTestApp({ AVAILABILITY_CACHE_TTL_MS: '0' });
    try {
      const read = async () => (await request(uncached.getHttpServer()).get(path).expect(200)).body.slots.find((slot: { time: string }) => slot.time === '10:30');
      expect(await read()).toMatchObject({ available: true });
      const { rows } = await unnotified(
        `INSERT INTO slot_closures (date, time_slot, occupied, reason, created_by)
           VALUES ($1, '10:30', tstzrange(($1::date + time '10:30') AT TIME ZONE 'Europe/London', ($1::date + time '12:00') AT TIME ZONE 'Europe/London'), 'Staff training', gen_random_uuid())
           RETURNING id`,
        [date],
      );
      expect(await read()).toMatchObject({ available: false, reason: 'closed' });
      await uncached.get(DataSource).query(`DELETE FROM slot_closures WHERE id = $1`, [rows[0].id]);
    } finally {
      await uncached.close();
    }
  });
});
