import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import request from 'supertest';
import { startBooking, weekdayAhead } from './booking-fixtures';
import { EventStreamClient } from './event-stream-client';
import { createTestApp } from './test-app';
import { waitUntil } from './wait-until';

/**
 * GET /api/availability/stream: a page watching a day is told within a second of any committed change to it, by
 * whichever API process (or psql) made it, only of its own days, and again after the API it listened to restarts.
 */
describe('live availability stream', () => {
  const day = weekdayAhead(300);
  const otherDay = weekdayAhead(310);
  let apps: NestExpressApplication[] = [];
  let outsider: Client;
  const clients: EventStreamClient[] = [];

  const listening = async () => {
    const app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    apps.push(app);
    return app;
  };
  const watch = async (app: NestExpressApplication, days: string[]) => {
    const client = new EventStreamClient(`${await app.getUrl()}/api/availability/stream?days=${days.join(',')}`);
    clients.push(client);
    await waitUntil(async () => client.opened > 0, 5000, 'the stream to open');
    return client;
  };
  const changes = (client: EventStreamClient) => client.events.filter((event) => event.event === 'change').map((event) => JSON.parse(event.data).days);
  const closeSlot = (date: string, time: string) =>
    outsider.query(
      `INSERT INTO slot_closures (date, time_slot, occupied, reason, created_by)
         VALUES ($1, $2::text, tstzrange(($1::date + $2::time) AT TIME ZONE 'Europe/London', ($1::date + $2::time + interval '90 minutes') AT TIME ZONE 'Europe/London'), 'Maintenance', gen_random_uuid())`,
      [date, time],
    );

  beforeAll(async () => {
    outsider = new Client({ connectionString: process.env.DATABASE_URL });
    await outsider.connect();
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    for (const app of apps) await app.close();
    apps = [];
    await outsider.query(`DELETE FROM slot_closures WHERE date IN ($1, $2)`, [day, otherDay]);
    await outsider.query(`DELETE FROM booking WHERE date IN ($1, $2)`, [day, otherDay]);
  });
  afterAll(() => outsider.end());

  it('tells a watcher of a committed change to its day within a second, and not of other days', async () => {
    const app = await listening();
    const client = await watch(app, [day]);
    // Asked with Accept-Encoding: gzip, it is still sent as written (compression would hold events back).
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-cache, no-transform');
    expect(client.headers['content-encoding']).toBeUndefined();

    const started = Date.now();
    await closeSlot(otherDay, '12:00'); // not watched
    await closeSlot(day, '16:30');
    await waitUntil(async () => changes(client).length > 0, 1000, 'the change within a second');
    expect(Date.now() - started).toBeLessThan(1000);
    // Notifications arrive in commit order: the other day's, committed first, would be here already.
    expect(changes(client)).toEqual([[day]]);
  });

  it('says "all" for a change that is not one day\'s (the catalogue: a table without a date)', async () => {
    const app = await listening();
    const client = await watch(app, [day]);
    await outsider.query(`UPDATE experience_option SET name = name WHERE id = (SELECT id FROM experience_option LIMIT 1)`);
    await waitUntil(async () => changes(client).length > 0, 1000, 'the catalogue change');
    expect(changes(client)).toEqual(['all']);
  });

  it("a booking's updates that availability does not read (the customer's name) notify nobody", async () => {
    const app = await listening();
    const client = await watch(app, [day, otherDay]);
    // A change to the other day marks a point in the stream: everything committed before it has arrived.
    const marker = async (time: string) => {
      await closeSlot(otherDay, time);
      await waitUntil(async () => JSON.stringify(changes(client).at(-1)) === JSON.stringify([otherDay]), 2000, 'the marker');
    };
    const hold = await startBooking(app, { date: day, timeSlot: '15:00', email: `quiet+${Date.now()}@example.com` });
    await marker('12:00');
    expect(changes(client)).toContainEqual([day]);

    client.events.splice(0);
    await outsider.query(`UPDATE booking SET name = name || ' Junior' WHERE id = $1`, [hold.bookingId]);
    await marker('13:30');
    expect(changes(client)).toEqual([[otherDay]]);
  });

  it('a hold placed through one API process reaches a stream on another, whose availability shows it taken', async () => {
    const [first, second] = [await listening(), await listening()];
    const client = await watch(second, [day]);
    const slotAt = async (time: string) =>
      ((await request(second.getHttpServer()).get(`/api/availability?date=${day}&sessionType=tryandfly`).expect(200)).body.slots as { time: string; available: boolean }[]).find(
        (slot) => slot.time === time,
      );
    expect(await slotAt('13:30')).toMatchObject({ available: true }); // now kept in the second process's memory

    await startBooking(first, { date: day, timeSlot: '13:30', email: `live+${Date.now()}@example.com` });
    await waitUntil(async () => changes(client).length > 0, 1000, 'the hold on the other process');
    expect(changes(client)[0]).toEqual([day]);
    expect(await slotAt('13:30')).toMatchObject({ available: false });
  });

  it('after the API restarts the client reconnects on its own and is told of changes again', async () => {
    const app = await listening();
    const url = new URL(await app.getUrl());
    const client = await watch(app, [day]);
    await app.close(); // ends the stream (else close would wait for it): the client retries every second
    apps = [];
    const restarted = await createTestApp();
    await restarted.listen(Number(url.port), '127.0.0.1');
    apps.push(restarted);
    await waitUntil(async () => client.opened === 2, 5000, 'the client to reconnect');

    await closeSlot(day, '10:30');
    await waitUntil(async () => changes(client).length > 0, 1000, 'a change after the restart');
    expect(changes(client)).toEqual([[day]]);
  });

  it('refuses days that are not dates with a 400 and a stable code', async () => {
    const app = await listening();
    const server = app.getHttpServer();
    const notADay = await request(server).get('/api/availability/stream?days=2026-02-30').expect(400);
    expect(notADay.body.code).toBe('BOOKING.INVALID_DATE');
    const notDates = await request(server).get('/api/availability/stream?days=tomorrow').expect(400);
    expect(notDates.body.message).toBe("Days must be dates 'YYYY-MM-DD' separated by commas.");
    await request(server).get('/api/availability/stream').expect(400);
  });
});
