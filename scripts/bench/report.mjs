// The one table of a benchmark run, printed and written to docs/benchmarks.md with the machine it ran on.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import prettier from 'prettier';

const number = (value, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes) => `${number(bytes / 1000, 1)} kB`;
const target = (text, met) => `${text} ${met ? '✓' : '✗'}`;

/** The rows of the table: [measure, result, target] (target '' where there is none). */
/** Bookings a second the machine's cores could carry at the CPU each booking cost (every process, the load generator too). */
export function bookingCeiling(cpuMsPerBooking, cores = cpus().length) {
  const total = Object.values(cpuMsPerBooking).reduce((sum, ms) => sum + ms, 0);
  return { total, perSecond: (cores * 1000) / total };
}

const cpuBreakdown = (cpu) =>
  `API ${number(cpu.api, 1)} + worker ${number(cpu.worker, 1)} + Postgres ${number(cpu.postgres, 1)} + load generator ${number(cpu.load, 1)}`;

/** The rows of the table: [measure, result, target] (target '' where there is none). */
export function tableRows({ endpoints, bookings, lighthouse, settings }) {
  const rows = [];
  for (const { path, bytes, api, emptyNest, bare, ofEmptyNest, ofBare, target: goal } of endpoints) {
    rows.push([
      `\`GET ${path}\` (${number(bytes)} bytes): requests/s, project / empty Nest / bare \`node:http\``,
      `${number(api.requestsPerSecond)} / ${number(emptyNest.requestsPerSecond)} / ${number(bare.requestsPerSecond)}: ` +
        `${number(ofEmptyNest * 100, 1)}% of empty Nest, ${number(ofBare * 100, 1)}% of bare`,
      goal ? target(`≥ ${goal.ofEmptyNest * 100}% of empty Nest`, ofEmptyNest >= goal.ofEmptyNest) : '',
    ]);
    rows.push([
      `\`GET ${path}\`: p99 latency, project / empty Nest / bare`,
      `${api.p99} / ${emptyNest.p99} / ${bare.p99} ms`,
      goal ? target(`< ${goal.p99} ms`, api.p99 < goal.p99) : '',
    ]);
  }
  const { full, paced } = bookings;
  const ceiling = bookingCeiling(full.cpuMsPerBooking);
  const outcome = (run) => `p50 ${number(run.p50)} ms, p99 ${number(run.p99)} ms (${run.failed} failed)`;
  rows.push([
    `Bookings (hold + test-card payment + confirm), ${settings.bookings} slots, ${settings.clients} clients as fast as they can`,
    `${number(full.perSecond, 1)} bookings/s = ${number((100 * full.perSecond) / ceiling.perSecond)}% of the ceiling, ${outcome(full)}`,
    target('≥ 100/s (or ≥ 80% of the ceiling), 0 failed', (full.perSecond >= 100 || full.perSecond >= 0.8 * ceiling.perSecond) && full.failed === 0),
  ]);
  rows.push([
    'CPU per booking (ms), and the ceiling it sets on this machine',
    `${cpuBreakdown(full.cpuMsPerBooking)} = ${number(ceiling.total, 1)} ms: ${number(ceiling.perSecond)} bookings/s at most`,
    '',
  ]);
  rows.push([
    `Bookings paced at 80% of the ceiling (${number(paced.rate, 1)}/s), ${settings.bookings} more slots, ${settings.clients} clients`,
    `${number(paced.perSecond, 1)} bookings/s, ${outcome(paced)}; time from each booking's due moment`,
    target('p99 < 500 ms, 0 failed', paced.p99 < 500 && paced.failed === 0),
  ]);
  for (const [run, name] of [[paced, 'at 80% of the ceiling'], [full, 'as fast as they can']]) {
    rows.push([
      `Confirmed → confirmation e-mail received over SMTP, ${name}`,
      `p50 ${number(run.mailP50)} ms, p99 ${number(run.mailP99)} ms (${run.mails}/${run.booked} arrived; ` +
        `${run.mailsNotOnce} customers without exactly one confirmation and one set-password e-mail)`,
      run === paced ? target('p99 < 1,500 ms, each e-mail once', run.mailP99 < 1500 && run.mailsNotOnce === 0) : target('each e-mail once', run.mailsNotOnce === 0),
    ]);
  }
  if (!lighthouse) return rows;
  for (const page of lighthouse.pages) rows.push(...pageRows(page));
  rows.push([
    `First-load JavaScript of \`/\` (gzip, ${lighthouse.firstLoadScripts.length} files)`,
    kb(lighthouse.firstLoadJsGzip),
    target('≤ 120 kB', lighthouse.firstLoadJsGzip <= 120_000),
  ]);
  return rows;
}

/** The page goals (docs/benchmarks.md): /book-flight carries the booking form, so its performance goal is lower. */
const PAGE_GOALS = { performance: 95, bookingPerformance: 90, accessibility: 100, seo: 100, lcp: 2000, tbt: 150, cls: 0.05 };

/** A page's rows: Lighthouse mobile scores and vitals, medians of the runs. */
function pageRows(page) {
  const performance = page.path === '/book-flight' ? PAGE_GOALS.bookingPerformance : PAGE_GOALS.performance;
  const scoresMet = page.performance >= performance && page.accessibility >= PAGE_GOALS.accessibility && page.seo >= PAGE_GOALS.seo;
  const vitalsMet = page.lcp <= PAGE_GOALS.lcp && page.tbt <= PAGE_GOALS.tbt && page.cls <= PAGE_GOALS.cls;
  return [
    [
      `Lighthouse \`${page.path}\` (mobile): performance / accessibility / SEO`,
      `${page.performance} / ${page.accessibility} / ${page.seo}`,
      target(`≥ ${performance} / ${PAGE_GOALS.accessibility} / ${PAGE_GOALS.seo}`, scoresMet),
    ],
    [
      `\`${page.path}\`: LCP / TBT / CLS / script transferred`,
      `${number(page.lcp / 1000, 1)} s / ${number(page.tbt)} ms / ${number(page.cls, 3)} / ${kb(page.scriptBytes)}`,
      target(`≤ ${PAGE_GOALS.lcp / 1000} s / ≤ ${PAGE_GOALS.tbt} ms / ≤ ${PAGE_GOALS.cls}`, vitalsMet),
    ],
  ];
}

/** The rows as a Markdown table, aligned by Prettier as the repository's other Markdown is. */
export async function markdownTable(rows) {
  const table = [['Measure', 'Result', 'Target'], ['---', '---', '---'], ...rows]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');
  return (await prettier.format(table, { parser: 'markdown' })).trim();
}

/** The machine and the moment, for the page: figures mean little without them. */
export function machine() {
  const cores = cpus();
  return {
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    cpu: `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}`,
    node: process.version,
    load: loadavg()[0].toFixed(2),
    busy: loadavg()[0] > cores.length,
  };
}

const BUSY = `
The machine was busy with other work when this run began (a load average above its number of cores): every
figure here is lower than on a quiet machine.
`;

export function writeBenchmarksPage(file, { table, host, settings, bookings }) {
  writeFileSync(
    file,
    `# Benchmarks

Written by \`npm run bench\` (\`scripts/bench.mjs\`); run it again to refresh this page. The figures come from one
run on one machine: compare them with each other, or with a run on the same machine, not across machines.

- Date: ${host.date}
- Machine: ${host.cpu}; load average ${host.load} when the run began
- Node ${host.node}
${host.busy ? BUSY : ''}
${table}

## How measured

The bench builds the product if needed (Nx skips what is up to date), recreates its own database
\`skyward_bench\`, migrates and seeds it, and starts the built API (port ${settings.port}) and worker in production mode
with the built-in test payment provider, queue prefix \`skyward-bench-${settings.port}\` and an SMTP server inside the bench
process (port ${settings.smtpPort}). Lighthouse (its mobile emulation and throttling defaults) loads \`/\`, \`/try-and-fly\`,
\`/shop\` and \`/book-flight\` of the seeded site from the API in Debian's Chromium, ${settings.pageRuns} times each: scores, LCP, TBT,
CLS and the script bytes transferred are medians of those runs; the first-load JavaScript is every script \`/\` loads,
gzipped at level 9. The shop is then topped up to 50 products, and autocannon (${settings.connections} connections,
2 s warm-up, then ${settings.duration} s) measures \`GET /api/products\` and \`GET /api/availability\` for a weekday's Try and Fly
slots, then two floors answering the same bytes under the same load, each in its own process as the API is: an
empty NestJS (Express) app with one route, from the same node_modules (the framework's floor), and a bare
\`node:http\` server (the machine's). "Project / empty Nest" is the share of its own framework the full API pipeline
keeps. Requests come from one address, as from a proxy or CDN in front of the API; reads are not rate limited.
Last, ${settings.clients} concurrent clients book ${settings.bookings} distinct slots through the API as fast as they can, each booking being a hold
with its payment intent, a 4242 test-card payment (which confirms the booking as Stripe's webhook would) and the
browser's confirm call, all from one address: the bench raises the per-address limits through configuration
(\`BOOKING_HOLDS_PER_IP\`, \`RATE_LIMIT_FACTOR\`). That run saturates the machine, so its latency is mostly queueing:
with 20 clients always busy, each booking takes 20 ÷ (bookings per second) on average (Little's law), over 500 ms
whenever fewer than 40 bookings a second fit. The latency targets are therefore measured in a second run of
${settings.bookings} more slots, the same clients paced to 80% of the ceiling the first run measured: booking *n* is due at
*n* ÷ rate seconds, and its time runs from that moment (a booking that starts late because every client was
busy counts its wait). p50/p99 are per booking (all three calls); the e-mail latency runs
from the payment's answer to the confirmation e-mail reaching the SMTP server (outbox, NOTIFY, relay, BullMQ, worker,
pooled SMTP). Every booking is a new customer, so each must get exactly one confirmation and one set-password e-mail.

CPU per booking is read from \`/proc\` over the first run (first booking to last e-mail): the API and worker processes, the
Postgres backends of the bench's database and the load generator. The ceiling is the machine's cores divided by
their sum${bookings ? `: ${host.cpu.split(' ')[0]} × 1,000 ms ÷ ${number(bookingCeiling(bookings.full.cpuMsPerBooking).total, 1)} ms = ${number(bookingCeiling(bookings.full.cpuMsPerBooking).perSecond)} bookings/s` : ''}. Everything
shares the machine's ${host.cpu.split(' ')[0]} cores with the load generator.
`,
  );
}
