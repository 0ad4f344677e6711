// Booking throughput through the running API and worker: distinct slots booked by concurrent clients, each booking
// = hold + payment intent, a 4242 test-card payment (which settles and confirms it, as Stripe's webhook would) and
// the browser's confirm call; then the time from confirmation to the confirmation e-mail arriving over SMTP
// (outbox → relay → BullMQ → worker → SMTP).
/* global fetch, performance */
import { SMTPServer } from 'smtp-server';
import { openSlots } from './catalogue.mjs';
import { sleep } from './processes.mjs';

/** An SMTP server in this process noting when each booking confirmation arrived, by recipient. */
export async function startConfirmationSink(port) {
  const arrivals = new Map();
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
        }
        callback();
      });
    },
  });
  await new Promise((resolveListen) => server.listen(port, '127.0.0.1', resolveListen));
  return { arrivals, stop: () => new Promise((resolveClose) => server.close(resolveClose)) };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function call(base, path, body, clientIp) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

async function book(base, slot, email, clientIp) {
  const started = performance.now();
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
    },
    clientIp,
  );
  await call(
    base,
    `/api/test-payments/${hold.paymentIntentId}/confirm`,
    { clientSecret: hold.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    clientIp,
  );
  const confirmedAt = Date.now(); // the test provider settled the payment: the booking is confirmed and its event committed
  const confirmed = await call(base, '/api/confirm-booking-payment', { paymentIntentId: hold.paymentIntentId }, clientIp);
  if (confirmed.status !== 'confirmed') throw new Error(`the booking for ${email} is ${confirmed.status}`);
  return { email, confirmedAt, ms: performance.now() - started };
}

/** Books `bookings` distinct slots with `clients` concurrent clients; waits up to 60 s for every confirmation e-mail. */
export async function benchBookings(base, sink, { bookings, clients }) {
  const run = Date.now().toString(36);
  const [warmSlot, ...slots] = await openSlots(base, bookings + 1);
  await book(base, warmSlot, `bench.${run}.warm@example.com`, '10.9.9.9'); // JIT, pools and queues, not counted

  const samples = [];
  const failures = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const clientIp = `10.2.${client >> 8}.${client & 255}`;
      while (next < slots.length) {
        const index = next++;
        await book(base, slots[index], `bench.${run}.${index}@example.com`, clientIp).then(
          (sample) => samples.push(sample),
          (error) => failures.push(error.message),
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && samples.some((sample) => !sink.arrivals.has(sample.email))) await sleep(100);
  const mailDelays = samples
    .filter((sample) => sink.arrivals.has(sample.email))
    .map((sample) => sink.arrivals.get(sample.email) - sample.confirmedAt);
  const bookingMs = samples.map((sample) => sample.ms);
  const result = {
    booked: samples.length,
    failed: failures.length,
    clients,
    seconds,
    perSecond: samples.length / seconds,
    p50: percentile(bookingMs, 50),
    p99: percentile(bookingMs, 99),
    mails: mailDelays.length,
    mailP50: mailDelays.length ? percentile(mailDelays, 50) : NaN,
    mailP99: mailDelays.length ? percentile(mailDelays, 99) : NaN,
  };
  console.log(
    `${result.booked} bookings (${result.failed} failed) by ${clients} clients in ${seconds.toFixed(1)} s: ${result.perSecond.toFixed(1)} bookings/s, ` +
      `p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms; ${result.mails} confirmation e-mails, p50 ${result.mailP50} ms, p99 ${result.mailP99} ms`,
  );
  if (failures.length) console.log(`failures:\n  ${[...new Set(failures)].slice(0, 5).join('\n  ')}`);
  return result;
}
