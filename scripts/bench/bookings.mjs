// Booking throughput through the running API and worker: distinct slots booked by concurrent clients, each booking
// = hold + payment intent, a 4242 test-card payment (which settles and confirms it, as Stripe's webhook would) and
// the browser's confirm call; then the time from confirmation to the confirmation e-mail arriving over SMTP
// (outbox → relay → BullMQ → worker → SMTP). Two runs: clients booking as fast as they can (the throughput the
// machine carries, and the CPU each booking costs, hence its ceiling), then the same clients paced to 80% of that
// ceiling (the latency a booking and its e-mail have when the machine is not saturated).
/* global fetch, performance */
import { SMTPServer } from 'smtp-server';
import { openSlots } from './catalogue.mjs';
import { startCpuMeter } from './cpu.mjs';
import { sleep } from './processes.mjs';
import { bookingCeiling } from './report.mjs';

/**
 * An SMTP server in this process noting when each booking confirmation arrived, by recipient, and counting
 * the confirmations and set-password e-mails each recipient got.
 */
export async function startConfirmationSink(port) {
  const arrivals = new Map();
  const counts = { confirmations: new Map(), passwordLinks: new Map() };
  const count = (map, recipients) => {
    for (const recipient of recipients) map.set(recipient.address.toLowerCase(), (map.get(recipient.address.toLowerCase()) ?? 0) + 1);
  };
  const server = new SMTPServer({
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
          count(counts.confirmations, session.envelope.rcptTo);
        }
        if (/^Subject: Set your password/m.test(head)) count(counts.passwordLinks, session.envelope.rcptTo);
        callback();
      });
    },
  });
  await new Promise((resolveListen) => server.listen(port, '127.0.0.1', resolveListen));
  return { arrivals, counts, stop: () => new Promise((resolveClose) => server.close(resolveClose)) };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Every client calls from loopback: the benchmark's API raises its per-address limits by configuration (processes.mjs). */
async function call(base, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** One booking; its time runs from `since` (a paced booking's due moment, so a late start counts against it). */
async function book(base, slot, email, since = performance.now()) {
  const hold = await call(
    base,
    '/api/create-booking-payment-intent',
    {
      sessionType: 'tryandfly',
      ...slot,
      name: 'Bench Client',
      email,
      phone: '07700 900123',
      experienceLevel: 'beginner',
      notes: null,
      ageRulesConfirmed: true,
    },
  );
  await call(
    base,
    `/api/test-payments/${hold.paymentIntentId}/confirm`,
    { clientSecret: hold.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
  );
  const confirmedAt = Date.now(); // the test provider settled the payment: the booking is confirmed and its event committed
  const confirmed = await call(base, '/api/confirm-booking-payment', { paymentIntentId: hold.paymentIntentId });
  if (confirmed.status !== 'confirmed') throw new Error(`the booking for ${email} is ${confirmed.status}`);
  return { email, confirmedAt, ms: performance.now() - since };
}

/** The pace of the second run: this share of the ceiling the first run measured. */
export const PACED_SHARE = 0.8;

/**
 * Books `bookings` distinct slots with `clients` concurrent clients, as fast as they can, then `bookings` more at
 * 80% of the ceiling the first run's CPU per booking sets (all from this host's address: the bench raises the
 * per-address limits through configuration).
 */
export async function benchBookings(base, sink, { bookings, clients }, processes) {
  const run = Date.now().toString(36);
  const [warmSlot, ...slots] = await openSlots(base, 2 * bookings + 1);
  await book(base, warmSlot, `bench.${run}.warm@example.com`); // JIT, pools and queues, not counted
  const full = await bookingRun(base, sink, slots.slice(0, bookings), { clients, name: `${run}.full` }, processes);
  const rate = PACED_SHARE * bookingCeiling(full.cpuMsPerBooking).perSecond;
  const paced = await bookingRun(base, sink, slots.slice(bookings), { clients, rate, name: `${run}.paced` }, processes);
  return { full, paced };
}

/**
 * One run over `slots`: each client takes the next slot, at once or (with `rate`) at its due moment; then waits
 * up to 60 s for every confirmation e-mail and measures the CPU each process spent from the first booking to the
 * last e-mail.
 */
async function bookingRun(base, sink, slots, { clients, rate, name }, processes) {
  const samples = [];
  const failures = [];
  let next = 0;
  const cpu = await startCpuMeter(processes);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < slots.length) {
        const index = next++;
        const due = rate ? started + (1000 * index) / rate : performance.now();
        if (due > performance.now()) await sleep(due - performance.now());
        await book(base, slots[index], `bench.${name}.${index}@example.com`, due).then(
          (sample) => samples.push(sample),
          (error) => failures.push(error.message),
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const deadline = Date.now() + 60_000;
  const delivered = (sample) => sink.arrivals.has(sample.email) && sink.counts.passwordLinks.has(sample.email);
  while (Date.now() < deadline && !samples.every(delivered)) await sleep(100);
  const cpuSeconds = await cpu.stop();
  const cpuMsPerBooking = Object.fromEntries(Object.entries(cpuSeconds).map(([process, used]) => [process, (1000 * used) / samples.length]));
  const mailDelays = samples
    .filter((sample) => sink.arrivals.has(sample.email))
    .map((sample) => sink.arrivals.get(sample.email) - sample.confirmedAt);
  const bookingMs = samples.map((sample) => sample.ms);
  const result = {
    booked: samples.length,
    failed: failures.length,
    clients,
    rate: rate ?? null,
    seconds,
    perSecond: samples.length / seconds,
    p50: percentile(bookingMs, 50),
    p99: percentile(bookingMs, 99),
    mails: mailDelays.length,
    mailP50: mailDelays.length ? percentile(mailDelays, 50) : NaN,
    mailP99: mailDelays.length ? percentile(mailDelays, 99) : NaN,
    cpuMsPerBooking,
    // Every booking here is a new customer: exactly one confirmation and one set-password e-mail each.
    mailsNotOnce: samples.filter(
      (sample) => sink.counts.confirmations.get(sample.email) !== 1 || sink.counts.passwordLinks.get(sample.email) !== 1,
    ).length,
  };
  const pace = rate ? `paced at ${rate.toFixed(1)}/s` : 'unpaced';
  console.log(
    `${result.booked} bookings (${result.failed} failed) by ${clients} clients ${pace} in ${seconds.toFixed(1)} s: ${result.perSecond.toFixed(1)} bookings/s, ` +
      `p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms; ${result.mails} confirmation e-mails, p50 ${result.mailP50} ms, p99 ${result.mailP99} ms`,
  );
  console.log(`bookings whose customer did not get exactly one confirmation and one set-password e-mail: ${result.mailsNotOnce}`);
  console.log(`CPU per booking: ${Object.entries(cpuMsPerBooking).map(([process, ms]) => `${process} ${ms.toFixed(1)} ms`).join(', ')}`);
  if (failures.length) console.log(`failures:\n  ${[...new Set(failures)].slice(0, 5).join('\n  ')}`);
  return result;
}
