// The one table of a benchmark run, printed and written to docs/benchmarks.md with the machine it ran on.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import prettier from 'prettier';

const number = (value, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes) => `${number(bytes / 1000, 1)} kB`;
const target = (text, met) => `${text} ${met ? '✓' : '✗'}`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Sales a second the machine's cores could carry at the CPU each sale cost (every process, the load generator too). */
export function saleCeiling(cpuMsPerSale, cores = cpus().length) {
  const total = Object.values(cpuMsPerSale).reduce((sum, ms) => sum + ms, 0);
  return { total, perSecond: (cores * 1000) / total };
}

/** The CPU a sale costs the product itself: the API, the worker and Postgres (not the load generator). */
const productCpu = (cpu) => cpu.api + cpu.worker + cpu.postgres;

const cpuBreakdown = (cpu) =>
  `API ${number(cpu.api, 1)} + worker ${number(cpu.worker, 1)} + Postgres ${number(cpu.postgres, 1)} = ${number(productCpu(cpu), 1)} ms ` +
  `(+ load generator ${number(cpu.load, 1)})`;

/**
 * The rows of one kind of sale (sales.mjs): throughput as fast as the clients can, the CPU each sale costs (and the
 * ceiling it sets), the paced run's latency, and the e-mail each customer is waiting for.
 */
function saleRows({ full, paced }, { what, count, clients, noun, orAtLeast, cpuTarget, mail }) {
  const ceiling = saleCeiling(full.cpuMsPerSale);
  const outcome = (run) => `p50 ${number(run.p50)} ms, p99 ${number(run.p99)} ms (${run.failed} failed)`;
  const rows = [
    [
      `${what}, ${count} ${noun}s, ${clients} clients as fast as they can`,
      `${number(full.perSecond, 1)} ${noun}s/s = ${number((100 * full.perSecond) / ceiling.perSecond)}% of the ceiling, ${outcome(full)}`,
      target(
        `${orAtLeast ? `≥ ${orAtLeast}/s (or ` : ''}≥ 80% of the ceiling${orAtLeast ? ')' : ''}, 0 failed`,
        (full.perSecond >= 0.8 * ceiling.perSecond || full.perSecond >= (orAtLeast ?? Infinity)) && full.failed === 0,
      ),
    ],
    [
      `CPU per ${noun} (ms), and the ceiling it sets on this machine`,
      `${cpuBreakdown(full.cpuMsPerSale)}: ${number(ceiling.perSecond)} ${noun}s/s at most`,
      target(`≤ ${cpuTarget} ms API + worker + Postgres`, productCpu(full.cpuMsPerSale) <= cpuTarget),
    ],
    [
      `${what} paced at 80% of the ceiling (${number(paced.rate, 1)}/s), ${count} more ${noun}s, ${clients} clients`,
      `${number(paced.perSecond, 1)} ${noun}s/s, ${outcome(paced)}; time from each ${noun}'s due moment`,
      target('p99 < 500 ms, 0 failed', paced.p99 < 500 && paced.failed === 0),
    ],
  ];
  for (const [run, name] of [[paced, 'at 80% of the ceiling'], [full, 'as fast as they can']]) {
    rows.push([
      `${mail.from} → ${mail.name} received over SMTP, ${name}`,
      `p50 ${number(run.mailP50)} ms, p99 ${number(run.mailP99)} ms (${run.mails}/${run.sold} arrived; ${run.mailsNotOnce} customers without exactly ${mail.each})`,
      run === paced ? target(`p99 < 1,500 ms, each e-mail once`, run.mailP99 < 1500 && run.mailsNotOnce === 0) : target('each e-mail once', run.mailsNotOnce === 0),
    ]);
  }
  return rows;
}

/** The live-availability rows (streams.mjs): how fast a change reaches every open stream, and what a stream costs. */
const streamRows = (streams) => [
  [
    `Live availability: ${number(streams.streams)} open event streams on one API process, ${streams.holds} holds placed on the day they watch: time from each hold until every stream has its change`,
    `p50 ${number(streams.p50)} ms, p99 ${number(streams.p99)} ms, max ${number(streams.max)} ms (${streams.missed} changes missing)`,
    target('p99 ≤ 1,000 ms, none missing', streams.p99 <= 1000 && streams.missed === 0),
  ],
  ['API memory per open event stream (its RSS growth ÷ streams)', `${number(streams.bytesPerStream / 1024, 1)} kB`, ''],
];

/** The rows of the table: [measure, result, target] (target '' where there is none); the parts not run have none. */
export function tableRows({ endpoints = [], bookings, giftCards, streams, lighthouse, settings }) {
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
  if (bookings) {
    rows.push(
      ...saleRows(bookings, {
        what: 'Bookings (hold + test-card payment + confirm)',
        count: settings.bookings,
        clients: settings.clients,
        noun: 'booking',
        orAtLeast: 100,
        cpuTarget: 22,
        mail: { from: 'Confirmed', name: 'confirmation e-mail', each: 'one confirmation and one set-password e-mail' },
      }),
    );
  }
  if (giftCards) {
    rows.push(
      ...saleRows(giftCards, {
        what: 'Gift-card orders (1–3 cards: order + test-card payment + confirm with the voucher codes)',
        count: settings.orders,
        clients: settings.clients,
        noun: 'order',
        cpuTarget: 20,
        mail: { from: 'Paid', name: 'receipt', each: 'one receipt and one voucher e-mail per card' },
      }),
    );
  }
  if (streams) rows.push(...streamRows(streams));
  return lighthouse ? [...rows, ...lighthouseRows(lighthouse)] : rows;
}

/** The page goals (docs/benchmarks.md): of the runs of each page, the median and the worst performance; medians of the vitals. */
const PAGE_GOALS = { performance: 95, worstPerformance: 90, accessibility: 100, seo: 100, lcp: 2000, tbt: 150, cls: 0.05 };

/** The Lighthouse rows: two per page and series, then the first-load JavaScript of `/`. */
export function lighthouseRows(lighthouse) {
  return [
    ...lighthouse.pages.flatMap(pageRows),
    [
      `First-load JavaScript of \`/\` (gzip, ${lighthouse.firstLoadScripts.length} files)`,
      kb(lighthouse.firstLoadJsGzip),
      target('≤ 120 kB', lighthouse.firstLoadJsGzip <= 120_000),
    ],
  ];
}

/** A page's rows in one series: Lighthouse mobile scores and vitals of its runs, with the benchmark index of each run. */
function pageRows(page) {
  const runs = page.benchmarkIndexes.length;
  const scoresMet =
    page.performance >= PAGE_GOALS.performance &&
    page.worstPerformance >= PAGE_GOALS.worstPerformance &&
    page.accessibility >= PAGE_GOALS.accessibility &&
    page.seo >= PAGE_GOALS.seo;
  const vitalsMet = page.lcp <= PAGE_GOALS.lcp && page.tbt <= PAGE_GOALS.tbt && page.cls <= PAGE_GOALS.cls;
  return [
    [
      `Lighthouse \`${page.path}\` (mobile, CPU ${number(page.cpuSlowdown, 1)}×, ${runs} runs): performance median / worst / accessibility / SEO; benchmark index of each run`,
      `${page.performance} / ${page.worstPerformance} / ${page.accessibility} / ${page.seo}; index ${page.benchmarkIndexes.map((index) => number(index)).join(', ')}`,
      target(`≥ ${PAGE_GOALS.performance} / ≥ ${PAGE_GOALS.worstPerformance} / ${PAGE_GOALS.accessibility} / ${PAGE_GOALS.seo}`, scoresMet),
    ],
    [
      `\`${page.path}\` (CPU ${number(page.cpuSlowdown, 1)}×): LCP / TBT / CLS / script transferred, medians; benchmark index median`,
      `${number(page.lcp / 1000, 1)} s / ${number(page.tbt)} ms / ${number(page.cls, 3)} / ${kb(page.scriptBytes)}; index ${number(median(page.benchmarkIndexes))}`,
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

/** The machine and the moment, for the page: figures mean little without them; the product's Node is `productNode`. */
export function machine(productNode) {
  const cores = cpus();
  return {
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    cpu: `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}`,
    node:
      productNode === process.version
        ? productNode
        : `${productNode} for the API, the worker and the floors (the production image's line, \`.nvmrc\`); the bench itself on ${process.version}`,
    load: loadavg()[0].toFixed(2),
    busy: loadavg()[0] > cores.length,
  };
}

const BUSY = `
The machine was busy with other work when this run began (a load average above its number of cores): every
figure here is lower than on a quiet machine.
`;

/** How the Lighthouse rows are measured: a paragraph of "How measured", replaced as a whole by BENCH_ONLY=lighthouse. */
const LIGHTHOUSE_METHOD = (runs) => `Lighthouse (its mobile emulation and throttling defaults: CPU 4× slower, a slow 4G
network) loads \`/\`, \`/try-and-fly\`, \`/shop\`, \`/book-flight\` and \`/fear-of-flying\` of the seeded site from the API in
Debian's Chromium, ${runs} times each: scores, LCP, TBT, CLS and the script bytes transferred are medians of those runs,
beside the worst performance score and Lighthouse's benchmark index of each run (its measure of the host's CPU
speed: the 4× slowdown stands for a mid-range phone on a host of about 1,600). When the median index is above 1,800, a
second series runs every page again with the slowdown raised in proportion (index ÷ 1,600 × 4), for the slower hosts
of this kind. The first-load JavaScript is every script \`/\` loads, gzipped at level 9.`;

/** The table's rows, [measure, result, target], read back from the page. */
const readRows = (lines) => lines.map((line) => line.slice(1, -1).split(' | ').map((cell) => cell.trim()));
const isLighthouseRow = ([measure]) => /^(Lighthouse |`\/|First-load JavaScript)/.test(measure);

/** BENCH_ONLY=lighthouse: the page's Lighthouse rows are replaced by this run's; its other rows and text stay. */
export async function replaceLighthouseRows(file, rows, { host, settings }) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('| Measure'));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  const table = await markdownTable([...readRows(lines.slice(start + 2, end)).filter((row) => !isLighthouseRow(row)), ...rows]);
  // Named with its machine: the rows may come from another host than the rest of the table.
  const dated = `- Lighthouse rows: ${host.date}, ${host.cpu}, load average ${host.load} when they began`;
  const head = lines.slice(0, start).filter((line) => !line.startsWith('- Lighthouse rows:'));
  const machineLine = head.findIndex((line) => line.startsWith('- Node '));
  head.splice(machineLine + 1, 0, dated);
  const text = [...head, table, ...lines.slice(end)].join('\n');
  writeFileSync(file, text.replace(/Lighthouse \(its mobile emulation[\s\S]*?gzipped at level 9\./, () => LIGHTHOUSE_METHOD(settings.pageRuns)));
}

/**
 * The page's hand-written part: every section after "How measured" (what was profiled, measured and changed, such as
 * the Front-end profile and CPU per booking), which a rewrite of the page keeps ('' for a page without one).
 */
function keptPart(file) {
  const page = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const method = page.indexOf('\n## How measured');
  const kept = method < 0 ? -1 : page.indexOf('\n## ', method + 1);
  return kept < 0 ? '' : page.slice(kept);
}

/** How a kind of sale's CPU and ceiling were worked out, with this run's figures. */
const ceilingSentence = (noun, cores, sales) =>
  sales ? ` For ${noun}s: ${cores} × 1,000 ms ÷ ${number(saleCeiling(sales.full.cpuMsPerSale).total, 1)} ms = ${number(saleCeiling(sales.full.cpuMsPerSale).perSecond)} ${noun}s/s.` : '';

export function writeBenchmarksPage(file, { table, host, settings, bookings, giftCards }) {
  const cores = host.cpu.split(' ')[0];
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
process (port ${settings.smtpPort}). ${LIGHTHOUSE_METHOD(settings.pageRuns)}

The shop is then topped up to 50 products, and autocannon (${settings.connections} connections,
2 s warm-up, then ${settings.duration} s) measures \`GET /api/products\` and \`GET /api/availability\` for a weekday's Try and Fly
slots, then two floors answering the same bytes under the same load, each in its own process as the API is: an
empty NestJS (Express) app with one route, from the same node_modules (the framework's floor), and a bare
\`node:http\` server (the machine's). "Project / empty Nest" is the share of its own framework the full API pipeline
keeps. Requests come from one address, as from a proxy or CDN in front of the API; reads are not rate limited.

Then ${settings.clients} concurrent clients book ${settings.bookings} distinct slots through the API as fast as they can, each booking being a hold
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

A gift-card sale day follows, the same way: ${settings.clients} shoppers check out ${settings.orders} carts as fast as they can, then
${settings.orders} more paced at 80% of the ceiling the first run measured. A cart holds 1, 2 or 3 of the shop's gift cards in turn;
each order is the checkout's pending order with its payment intent, a 4242 test-card payment (which marks the order
paid and issues a voucher code per card) and the browser's confirm call, which must answer every code. The e-mail
latency runs from the payment's answer to the receipt reaching the SMTP server; each shopper is new and must get
exactly one receipt and one voucher e-mail per card.

Last, the live availability: a process of its own opens ${settings.streams} event streams (\`GET /api/availability/stream\`)
on the API for one day, as that many open booking pages would, in batches of 200; then 5 holds are placed on that day,
one after another. For each hold and each stream the time runs from sending the hold to the stream's \`change\`
event; p50/p99 are over all of them. The memory per stream is the API's resident memory after the streams opened
(and a second to settle) less its memory before, divided by the streams.

CPU per sale is read from \`/proc\` over each first run (first sale to last e-mail): the API and worker processes, the
Postgres backends of the bench's database and the load generator. The targets count the product's processes (API,
worker and Postgres); the ceiling is the machine's cores divided by all four, since the load generator shares the
machine's ${cores} cores.${ceilingSentence('booking', cores, bookings)}${ceilingSentence('order', cores, giftCards)}

This page is rewritten only by a run of every part (the sections after this one are written by hand and kept).
\`BENCH_ONLY\` names the parts to run (\`lighthouse\`, \`api\`, \`bookings\`, \`giftcards\`, \`streams\`):
\`BENCH_ONLY=lighthouse\` alone replaces only the Lighthouse rows and the Lighthouse paragraph above, dated on its own
line; any other selection prints its rows and writes nothing.
${keptPart(file)}`,
  );
}
