#!/usr/bin/env node
// Benchmark of the booking flow through the API: 200 distinct slots booked by 20 concurrent clients, each
// booking = hold + payment intent (POST /api/create-booking-payment-intent), a 4242 test-card payment (which
// settles and confirms the booking, as Stripe's webhook would) and the browser's POST /api/confirm-booking-payment.
// Prints bookings/s and per-booking p50/p99, and the time from confirmation to the confirmation e-mail arriving
// over SMTP (outbox → relay → BullMQ → worker → SMTP), p50/p99.
//
//   npx nx run-many -t build -p backend worker && node scripts/bench-bookings.mjs [--bookings 200] [--clients 20]
//
// Self-contained: its own database (skyward_bench_bookings, recreated each run), queue prefix, the built API
// and worker (NODE_ENV=production, test payment provider allowed) and an SMTP server in this process.
/* global fetch, setTimeout, URL, performance */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    bookings: { type: 'string', default: '200' },
    clients: { type: 'string', default: '20' },
    port: { type: 'string', default: '3391' },
  },
});
const totalBookings = Number(options.bookings);
const clients = Number(options.clients);
const apiPort = Number(options.port);
const base = `http://127.0.0.1:${apiPort}`;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/skyward_bench_bookings';
const run = Date.now().toString(36);

// ---------------------------------------------------------------- SMTP sink: when did each e-mail arrive?
const arrivals = new Map(); // recipient → ms timestamp of the booking confirmation's arrival
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const received = Date.now();
    let head = '';
    stream.on('data', (chunk) => {
      if (head.length < 8192) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      if (/^Subject: Booking Confirmed/m.test(head)) {
        for (const recipient of session.envelope.rcptTo) arrivals.set(recipient.address.toLowerCase(), received);
      }
      callback();
    });
  },
});

function env(smtpPort) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(apiPort),
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `skyward-bench-bookings-${run}`,
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789',
    ADMIN_PASSWORD: 'bench-admin-password-123',
    ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
    // Each simulated client books 10 slots within the run; the per-IP hold limit is not what is measured.
    BOOKING_HOLDS_PER_IP: '100000',
    PUBLIC_URL: base,
    FRONTEND_DIST: '/nonexistent',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
}

function runToEnd(command, args, environment) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, env: environment, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function freshDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function waitForUrl(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolveTimer) => setTimeout(resolveTimer, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// ---------------------------------------------------------------- the slots: open ones from 3 days ahead, as the API lists them
async function distinctSlots(count) {
  const slots = [];
  const today = Date.parse(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())}T00:00:00Z`);
  for (let offset = 3; slots.length < count && offset < 360; offset++) {
    const date = new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${base}/api/availability?date=${date}&sessionType=tryandfly`);
    const { slots: day } = await response.json();
    for (const slot of day) if (slot.available && slots.length < count) slots.push({ date, timeSlot: slot.time });
  }
  return slots;
}

// ---------------------------------------------------------------- one client's booking
async function call(path, body, clientIp) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return { answer, ms: performance.now() - started };
}

async function book(slot, index, clientIp, samples) {
  const email = `bench.${run}.${index}@example.com`;
  const started = performance.now();
  const hold = await call(
    '/api/create-booking-payment-intent',
    { sessionType: 'tryandfly', ...slot, name: `Bench Client ${index}`, email, phone: '07700 900123', experienceLevel: 'beginner', notes: null },
    clientIp,
  );
  const pay = await call(
    `/api/test-payments/${hold.answer.paymentIntentId}/confirm`,
    { clientSecret: hold.answer.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    clientIp,
  );
  const confirmedAt = Date.now(); // the test provider settled the payment: the booking is confirmed and its event committed
  const confirm = await call('/api/confirm-booking-payment', { paymentIntentId: hold.answer.paymentIntentId }, clientIp);
  if (confirm.answer.status !== 'confirmed') throw new Error(`booking ${index} is ${confirm.answer.status}`);
  samples.push({ email, confirmedAt, bookingMs: performance.now() - started, holdMs: hold.ms, payMs: pay.ms, confirmMs: confirm.ms });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;

async function main() {
  for (const built of ['backend/dist/main.js', 'worker/dist/worker/src/main.js']) {
    if (!existsSync(resolve(root, built))) throw new Error(`${built} is missing: build the backend and the worker first`);
  }
  // Another process on the port would take the bookings into its own database: refuse to start.
  const taken = await fetch(`${base}/api/health/live`).then(() => true, () => false);
  if (taken) throw new Error(`Something already answers on port ${apiPort}: choose another with --port`);
  await new Promise((resolveListen) => smtp.listen(0, '127.0.0.1', resolveListen));
  const environment = env(smtp.server.address().port);
  await freshDatabase();
  await runToEnd('node', ['backend/dist/shared/database/migrate.js'], environment);

  // e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/bench-prof' profiles the API and the worker.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const api = spawn('node', [...nodeArgs, 'backend/dist/main.js'], { cwd: root, env: environment, stdio: ['ignore', 'ignore', 'inherit'] });
  const worker = spawn('node', [...nodeArgs, 'worker/dist/worker/src/main.js'], { cwd: root, env: environment, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForUrl(`${base}/api/health/ready`);
    // Warm-up: one booking end to end (JIT, pools, queues) on a slot of its own, not counted.
    const [warmSlot, ...slots] = await distinctSlots(totalBookings + 1);
    await book(warmSlot, 'warm', '10.9.9.9', []);

    const samples = [];
    const failures = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        const clientIp = `10.0.${Math.floor(client / 250)}.${(client % 250) + 1}`;
        while (next < slots.length) {
          const index = next++;
          await book(slots[index], index, clientIp, samples).catch((error) => failures.push(error.message));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    // Every confirmation e-mail should arrive; wait up to 60 s for the last ones.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && samples.some((sample) => !arrivals.has(sample.email))) await new Promise((r) => setTimeout(r, 100));
    const mailDelays = samples.filter((sample) => arrivals.has(sample.email)).map((sample) => arrivals.get(sample.email) - sample.confirmedAt);

    const bookingMs = samples.map((sample) => sample.bookingMs);
    console.log(`\n${samples.length} bookings of distinct slots by ${clients} concurrent clients in ${seconds.toFixed(2)} s (${failures.length} failed)\n`);
    console.log(`  throughput ................ ${(samples.length / seconds).toFixed(1)} bookings/s`);
    console.log(`  booking (3 calls) ......... p50 ${ms(percentile(bookingMs, 50))}   p99 ${ms(percentile(bookingMs, 99))}`);
    for (const [label, key] of [['hold + intent', 'holdMs'], ['test-card payment', 'payMs'], ['confirm', 'confirmMs']]) {
      const values = samples.map((sample) => sample[key]);
      console.log(`    ${label.padEnd(23, '.')} p50 ${ms(percentile(values, 50))}   p99 ${ms(percentile(values, 99))}`);
    }
    if (mailDelays.length > 0) {
      console.log(`  confirmed → e-mail received p50 ${ms(percentile(mailDelays, 50))}   p99 ${ms(percentile(mailDelays, 99))}   (${mailDelays.length}/${samples.length} arrived)`);
    } else {
      console.log('  no confirmation e-mail arrived');
    }
    if (failures.length) console.log(`\nfailures:\n  ${[...new Set(failures)].slice(0, 5).join('\n  ')}`);
    console.log('');
    process.exitCode = failures.length === 0 && mailDelays.length === samples.length ? 0 : 1;
  } finally {
    for (const child of [api, worker]) child.kill('SIGTERM');
    await Promise.all([once(api, 'exit'), once(worker, 'exit')]);
    smtp.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
