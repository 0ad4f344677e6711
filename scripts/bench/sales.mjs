// Sales through the running API and worker, as the booking and gift-card parts make them: concurrent clients each
// buy the next item, first as fast as they can (the throughput the machine carries and the CPU each sale costs,
// hence its ceiling), then paced to 80% of that ceiling (the latency a sale and its e-mails have when the machine is
// not saturated). Every sale is a new customer, so the e-mails each must get are counted exactly.
/* global fetch, performance */
import { startCpuMeter } from './cpu.mjs';
import { sleep } from './processes.mjs';
import { saleCeiling } from './report.mjs';

/** The pace of the second run: this share of the ceiling the first run measured. */
export const PACED_SHARE = 0.8;

/** The p-th percentile of `values` (NaN when there are none). */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/** A POST of JSON from this host's one address (the bench's API raises its per-address limits by configuration). */
export async function post(base, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * @typedef {object} Sale What one part sells.
 * @property {string} noun 'booking', 'order': for the log lines.
 * @property {(item: unknown, email: string) => Promise<{ paidAt: number }>} buy One sale to `email`; answers the
 *   moment (ms since the epoch) it was paid.
 * @property {(item: unknown) => Record<string, number>} mails How many e-mails of each kind (mail-sink.mjs) its customer gets.
 * @property {string} timedMail The kind whose arrival after the payment is the e-mail latency.
 */

/**
 * Sells `items[0]` to warm up (JIT, pools, queues; not counted), the first half of the rest as fast as `clients`
 * can, then the second half paced at 80% of the ceiling the first run's CPU per sale sets.
 */
export async function measureSales(items, { clients, sale, sink, processes }) {
  const run = Date.now().toString(36);
  const [warm, ...rest] = items;
  const half = Math.floor(rest.length / 2);
  await sale.buy(warm, `bench.${run}.warm@example.com`);
  const options = { clients, sale, sink, processes };
  const full = await salesRun(rest.slice(0, half), { ...options, name: `${run}.full` });
  const rate = PACED_SHARE * saleCeiling(full.cpuMsPerSale).perSecond;
  const paced = await salesRun(rest.slice(half), { ...options, rate, name: `${run}.paced` });
  return { full, paced };
}

/**
 * One run over `items`: each client takes the next item, at once or (with `rate`) at its due moment (a sale that
 * starts late because every client was busy counts its wait); then waits up to 60 s for every e-mail and measures
 * the CPU each process spent from the first sale to the last e-mail.
 */
async function salesRun(items, { clients, rate, name, sale, sink, processes }) {
  const samples = [];
  const failures = [];
  let next = 0;
  const cpu = await startCpuMeter(processes);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < items.length) {
        const index = next++;
        const due = rate ? started + (1000 * index) / rate : performance.now();
        if (due > performance.now()) await sleep(due - performance.now());
        const email = `bench.${name}.${index}@example.com`;
        await sale.buy(items[index], email).then(
          ({ paidAt }) => samples.push({ email, paidAt, ms: performance.now() - due, mails: sale.mails(items[index]) }),
          (error) => failures.push(error.message),
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const received = (sample) => Object.entries(sample.mails).map(([kind, count]) => [sink.arrivals(kind, sample.email).length, count]);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !samples.every((sample) => received(sample).every(([got, due]) => got >= due))) await sleep(100);
  const cpuSeconds = await cpu.stop();
  const cpuMsPerSale = Object.fromEntries(Object.entries(cpuSeconds).map(([process, used]) => [process, (1000 * used) / samples.length]));
  const mailDelays = samples
    .filter((sample) => sink.arrivals(sale.timedMail, sample.email).length > 0)
    .map((sample) => sink.arrivals(sale.timedMail, sample.email)[0] - sample.paidAt);
  const saleMs = samples.map((sample) => sample.ms);
  const result = {
    sold: samples.length,
    failed: failures.length,
    clients,
    rate: rate ?? null,
    seconds,
    perSecond: samples.length / seconds,
    p50: percentile(saleMs, 50),
    p99: percentile(saleMs, 99),
    mails: mailDelays.length,
    mailP50: mailDelays.length ? percentile(mailDelays, 50) : NaN,
    mailP99: mailDelays.length ? percentile(mailDelays, 99) : NaN,
    cpuMsPerSale,
    mailsNotOnce: samples.filter((sample) => received(sample).some(([got, due]) => got !== due)).length,
  };
  const pace = rate ? `paced at ${rate.toFixed(1)}/s` : 'unpaced';
  console.log(
    `${result.sold} ${sale.noun}s (${result.failed} failed) by ${clients} clients ${pace} in ${seconds.toFixed(1)} s: ${result.perSecond.toFixed(1)}/s, ` +
      `p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms; ${result.mails} ${sale.timedMail} e-mails, p50 ${result.mailP50} ms, p99 ${result.mailP99} ms`,
  );
  console.log(`${sale.noun}s whose customer did not get exactly the e-mails due (${Object.keys(sale.mails(items[0])).join(', ')}): ${result.mailsNotOnce}`);
  console.log(`CPU per ${sale.noun}: ${Object.entries(cpuMsPerSale).map(([process, ms]) => `${process} ${ms.toFixed(1)} ms`).join(', ')}`);
  if (failures.length) console.log(`failures:\n  ${[...new Set(failures)].slice(0, 5).join('\n  ')}`);
  return result;
}
