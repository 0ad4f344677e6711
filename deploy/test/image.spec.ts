import type { ParsedMail } from 'mailparser';
import { Client } from 'pg';
import request from 'supertest';
import { bookingPayload, TEST_CARD, weekdayAhead } from '../../backend/test/booking-fixtures';
import { referenceOf } from '../../backend/src/shared/reference';
import { TestSmtpServer } from '../../backend/test/test-smtp';
import { addressedTo } from '../../worker/test/faults/fault-processes';
import { clearQueues, DATABASE_URL, productionEnv, resetServices } from './image-env';
import { Container, podman, PORTS, runToEnd } from './podman';

const MIGRATE = ['node', 'backend/dist/shared/database/migrate.js'];
const GRACE_SECONDS = 30;

/** The image as production runs it: the migrate command, then the API and the worker, each its own container. */
describe('the production image', () => {
  const smtp = new TestSmtpServer();
  const api = new Container('skyward-image-api', ['node', 'backend/dist/main.js']);
  const worker = new Container('skyward-image-worker', ['node', 'worker/dist/worker/src/main.js']);
  const base = `http://127.0.0.1:${PORTS.api}`;
  let env: Record<string, string>;

  beforeAll(async () => {
    await resetServices();
    env = productionEnv({
      SMTP_PORT: String(await smtp.start()),
      PORT: String(PORTS.api),
      PUBLIC_URL: base,
      WORKER_HTTP_PORT: String(PORTS.workerHealth),
    });
  });
  afterAll(async () => {
    await Promise.all([api.remove(), worker.remove()]);
    await smtp.stop();
    await clearQueues();
  });

  it('holds the built code only (no TypeScript, source maps or tests outside node_modules) and runs as an unprivileged user', async () => {
    const inside = await runToEnd(
      [
        'sh',
        '-c',
        `id -u; find /app -path /app/node_modules -prune -o -type f \\( -name '*.ts' -o -name '*.map' -o -name '*.spec.*' -o -path '*/test/*' \\) -print`,
      ],
      env,
    );
    const [uid, ...unwanted] = inside.output.split('\n').filter(Boolean);
    console.log(`[image] runs as uid ${uid}; sources, maps or tests in /app: ${unwanted.length}`);
    expect(inside.code).toBe(0);
    expect(uid).toBe('1000');
    expect(unwanted).toEqual([]);
  });

  it('migrates an empty database with its migrate command, and a second run finds nothing to do', async () => {
    const first = await runToEnd(MIGRATE, env);
    const second = await runToEnd(MIGRATE, env);
    const db = new Client({ connectionString: DATABASE_URL });
    await db.connect();
    const tables: { count: number }[] = (
      await db.query(`SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public'`)
    ).rows;
    await db.end();
    console.log(
      `[image] migrate: exit ${first.code} in ${(first.ms / 1000).toFixed(1)} s (${tables[0].count} tables), ` +
        `again: exit ${second.code} in ${(second.ms / 1000).toFixed(1)} s`,
    );
    expect([first.code, second.code]).toEqual([0, 0]);
    expect(tables[0].count).toBeGreaterThan(10);
  });

  it('boots the API and the worker, books and pays a slot through the API, and the confirmation e-mail arrives', async () => {
    await Promise.all([api.start(env), worker.start(env)]);
    const [apiReadyMs, workerReadyMs] = await Promise.all([
      api.waitUntilReady(`${base}/api/health/ready`),
      worker.waitUntilReady(`http://127.0.0.1:${PORTS.workerHealth}/health`),
    ]);
    // The image's HEALTHCHECK, run once by hand (podman schedules it through systemd, which this machine lacks).
    await podman(['healthcheck', 'run', api.name]);
    console.log(
      `[image] boot to ready: API ${(apiReadyMs / 1000).toFixed(1)} s (/api/health/ready 200), ` +
        `worker ${(workerReadyMs / 1000).toFixed(1)} s (/health 200); the image's HEALTHCHECK passes on the API`,
    );

    const email = `image+${Date.now()}@example.com`;
    const date = weekdayAhead(60);
    const day = await request(base).get('/api/availability').query({ date, sessionType: 'tryandfly' }).expect(200);
    const slot = day.body.slots.find((candidate: { available: boolean }) => candidate.available);
    const hold = await request(base)
      .post('/api/create-booking-payment-intent')
      .send(bookingPayload({ email, date, timeSlot: slot.time }))
      .expect(200);
    await request(base)
      .post(`/api/test-payments/${hold.body.paymentIntentId}/confirm`)
      .send({ ...TEST_CARD, clientSecret: hold.body.clientSecret })
      .expect(200);
    const confirmed = await request(base)
      .post('/api/confirm-booking-payment')
      .send({ paymentIntentId: hold.body.paymentIntentId })
      .expect(200);
    expect(confirmed.body.status).toBe('confirmed');

    const isConfirmation = (mail: ParsedMail) => addressedTo(email)(mail) && /^Booking Confirmed/.test(mail.subject ?? '');
    const [mail] = await smtp.waitFor(isConfirmation, 1, 60_000);
    console.log(`[image] booked ${date} ${slot.time}, paid with the test card; e-mail received: "${mail.subject}"`);
    expect(mail.text).toContain(referenceOf(hold.body.bookingId));
  });

  it('stops the API and the worker on SIGTERM within their shutdown time, with exit code 0', async () => {
    const stopped = await Promise.all([api.stop(GRACE_SECONDS), worker.stop(GRACE_SECONDS)]);
    console.log(
      `[image] SIGTERM: API exited ${stopped[0].exitCode} after ${stopped[0].ms} ms, worker exited ${stopped[1].exitCode} after ${stopped[1].ms} ms`,
    );
    for (const { ms, exitCode } of stopped) {
      expect(exitCode).toBe(0);
      // SHUTDOWN_TIMEOUT_MS is 10 s: well before podman's SIGKILL at 30 s.
      expect(ms).toBeLessThan(15_000);
    }
  });
});
