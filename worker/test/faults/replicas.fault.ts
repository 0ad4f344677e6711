import type { ParsedMail } from 'mailparser';
import { Client } from 'pg';
import request from 'supertest';
import { bookingPayload, TEST_CARD, weekdayAhead } from '../../../backend/test/booking-fixtures';
import { TestSmtpServer } from '../../../backend/test/test-smtp';
import { waitUntilSettled } from '../test-queues';
import { addressedTo, BUILT_API, BUILT_WORKER, ChildService, duplicateKeys, faultEnv } from './fault-processes';
import { RoundRobinProxy } from './round-robin-proxy';

const API_PORTS = [3312, 3313];
const BOOKINGS = 8;
const METRICS_TOKEN = 'replicas-metrics-token';
const ADMIN = { email: 'admin@skywardsim.co.uk', password: 'replicas-admin-password' };

/** POST requests an API replica answered, from its own /api/metrics. */
async function postsServed(port: number): Promise<number> {
  const metrics = await request(`http://127.0.0.1:${port}`)
    .get('/api/metrics')
    .set('Authorization', `Bearer ${METRICS_TOKEN}`)
    .expect(200);
  return metrics.text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes('method="POST"'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

/** The JSON log lines of a process that carry this correlation id. */
const linesWith = (output: string, id: string) =>
  output
    .split('\n')
    .filter((line) => line.includes(id))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** The topology of docs/scaling.md with real processes: 2 built APIs and 2 built workers on one Postgres and Redis, behind a load balancer. */
describe('fault: two API replicas and two workers behind a round-robin proxy', () => {
  const smtp = new TestSmtpServer();
  const apis = API_PORTS.map((port) => new ChildService(`api :${port}`, BUILT_API));
  const workers = [new ChildService('worker 1', BUILT_WORKER), new ChildService('worker 2', BUILT_WORKER)];
  const proxy = new RoundRobinProxy(API_PORTS);
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  let base: string;

  beforeAll(async () => {
    const env = faultEnv({
      SMTP_PORT: String(await smtp.start()),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      METRICS_TOKEN,
      BOOKING_HOLDS_PER_IP: '1000',
      // The replicas trust their load balancer, as the compose profile's trust its nginx.
      TRUST_PROXY: 'loopback',
    });
    // One replica first: it runs the migrations (none are pending here) and creates the admin; then the rest.
    apis[0].start({ ...env, PORT: String(API_PORTS[0]) });
    await apis[0].waitForOutput('API listening');
    apis[1].start({ ...env, PORT: String(API_PORTS[1]) });
    for (const worker of workers) worker.start(env);
    await Promise.all([
      apis[1].waitForOutput('API listening'),
      ...workers.map((worker) => worker.waitForOutput('Worker started')),
    ]);
    base = await proxy.start();
    await db.connect();
  });
  afterAll(async () => {
    await proxy.stop();
    await Promise.all([...apis, ...workers].map((service) => service.stop()));
    await smtp.stop();
    await db.end();
  });

  it('books through both replicas: each booking confirmed once, one confirmation e-mail each, its correlation id in the worker logs', async () => {
    const run = Date.now();
    const open: { date: string; time: string }[] = [];
    for (const date of [weekdayAhead(90), weekdayAhead(97)]) {
      const day = await request(base).get('/api/availability').query({ date, sessionType: 'tryandfly' }).expect(200);
      open.push(
        ...day.body.slots
          .filter((slot: { available: boolean }) => slot.available)
          .map((slot: { time: string }) => ({ date, time: slot.time })),
      );
    }
    const bookings = open
      .slice(0, BOOKINGS)
      .map((slot, i) => ({ ...slot, email: `replica${i}+${run}@example.com`, correlationId: `replicas-${run}-${i}` }));
    expect(bookings).toHaveLength(BOOKINGS);
    const postsBefore = await Promise.all(API_PORTS.map(postsServed));
    const forwardedBefore = API_PORTS.map((port) => proxy.forwarded.get(port) ?? 0);

    const ids: string[] = [];
    for (const booking of bookings) {
      // Three calls in turn through the proxy: hold and pay land on different replicas.
      const hold = await request(base)
        .post('/api/create-booking-payment-intent')
        .send(bookingPayload({ email: booking.email, date: booking.date, timeSlot: booking.time }))
        .expect(200);
      const paid = await request(base)
        .post(`/api/test-payments/${hold.body.paymentIntentId}/confirm`)
        .set('X-Request-Id', booking.correlationId)
        .send({ ...TEST_CARD, clientSecret: hold.body.clientSecret })
        .expect(200);
      expect(paid.headers['x-correlation-id']).toBe(booking.correlationId);
      const confirmed = await request(base)
        .post('/api/confirm-booking-payment')
        .send({ paymentIntentId: hold.body.paymentIntentId })
        .expect(200);
      expect(confirmed.body.status).toBe('confirmed');
      ids.push(hold.body.bookingId);
    }

    const isConfirmation = (email: string) => (mail: ParsedMail) =>
      addressedTo(email)(mail) && /^Booking Confirmed/.test(mail.subject ?? '');
    for (const booking of bookings) await smtp.waitFor(isConfirmation(booking.email), 1, 60_000);
    await waitUntilSettled(db, process.env.QUEUE_PREFIX as string, 60_000); // whatever was to be sent has been sent

    const served = (await Promise.all(API_PORTS.map(postsServed))).map((after, i) => after - postsBefore[i]);
    const forwarded = API_PORTS.map((port, i) => (proxy.forwarded.get(port) ?? 0) - forwardedBefore[i]);
    const statuses: { status: string }[] = (await db.query(`SELECT status FROM booking WHERE id = ANY($1::uuid[])`, [ids])).rows;
    const events: { count: number }[] = (
      await db.query(
        `SELECT count(*)::int AS count FROM outbox WHERE type = 'booking.confirmed' AND payload->>'bookingId' = ANY($1::text[]) GROUP BY payload->>'bookingId'`,
        [ids],
      )
    ).rows;
    const confirmations = bookings.map((booking) => smtp.received.filter(isConfirmation(booking.email)).length);
    // Which worker sent each booking's confirmation, found by the id of the request that paid for it.
    const mailLogs = bookings.map((booking) =>
      workers.map((worker) =>
        linesWith(worker.output, booking.correlationId).filter(
          (line) => line.event === 'booking.confirmed' && line.msg === 'E-mails processed',
        ),
      ),
    );
    const jobsPerWorker = workers.map(
      (worker) => worker.output.split('\n').filter((line) => line.includes('"msg":"E-mails processed"')).length,
    );
    console.log(
      `[fault: replicas] booked ${BOOKINGS} slots through a round-robin proxy (3 calls each); POSTs served per replica (metrics): ${served.join('/')}, ` +
        `forwarded by the proxy: ${forwarded.join('/')}; bookings confirmed: ${statuses.filter((row) => row.status === 'confirmed').length}; ` +
        `booking.confirmed events per booking: ${events.map((row) => row.count).join('/')}; confirmation e-mails per booking: ${confirmations.join('/')}; ` +
        `e-mail jobs per worker: ${jobsPerWorker.join('/')}; correlation id of the payment ` +
        `in a worker's e-mail log: ${mailLogs.filter((perWorker) => perWorker.flat().length === 1).length}/${BOOKINGS}; duplicate keys: ${duplicateKeys(smtp.received).length}`,
    );
    expect(served).toEqual(forwarded);
    expect(served.every((count) => count > 0)).toBe(true);
    expect(served[0] + served[1]).toBe(3 * BOOKINGS);
    expect(statuses.map((row) => row.status)).toEqual(ids.map(() => 'confirmed'));
    expect(events.map((row) => row.count)).toEqual(ids.map(() => 1));
    expect(confirmations).toEqual(bookings.map(() => 1));
    expect(duplicateKeys(smtp.received)).toEqual([]);
    // The API logs a 1% sample of ordinary requests (docs/product.md, Caching and logs), so the id is followed into the worker's log;
    // the response's X-Correlation-Id above shows the API took it.
    for (const perWorker of mailLogs) expect(perWorker.flat()).toHaveLength(1);
  });

  it('a session started on one replica is valid on the other', async () => {
    const signIn = await request(`http://127.0.0.1:${API_PORTS[0]}`).post('/api/login').send(ADMIN).expect(200);
    const cookie = signIn.headers['set-cookie'];
    const onOther = await request(`http://127.0.0.1:${API_PORTS[1]}`).get('/api/session').set('Cookie', cookie);
    const without = await request(`http://127.0.0.1:${API_PORTS[1]}`).get('/api/session');
    console.log(
      `[fault: replicas] signed in on :${API_PORTS[0]}; GET /api/session on :${API_PORTS[1]} with that cookie answered ${onOther.status} ` +
        `(${onOther.body.user?.email ?? onOther.body.code}), without it ${without.status}`,
    );
    expect(onOther.status).toBe(200);
    expect(onOther.body.user.email).toBe(ADMIN.email);
    expect(without.status).toBe(401);
  });
});
