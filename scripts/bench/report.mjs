// The one table of a benchmark run, printed and written to docs/benchmarks.md with the machine it ran on.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import prettier from 'prettier';

const number = (value, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes) => `${number(bytes / 1000, 1)} kB`;
const target = (text, met) => `${text} ${met ? '✓' : '✗'}`;

/** The rows of the table: [measure, result, target] (target '' where there is none). */
export function tableRows({ endpoints, bookings, lighthouse, settings }) {
  const rows = [];
  for (const { path, bytes, api, bare, ratio, target: goal } of endpoints) {
    rows.push([
      `\`GET ${path}\` (${number(bytes)} bytes): requests/s, API vs bare \`node:http\``,
      `${number(api.requestsPerSecond)} vs ${number(bare.requestsPerSecond)} (${number(ratio * 100, 1)}%)`,
      goal ? target(`≥ ${goal.ratio * 100}%`, ratio >= goal.ratio) : '',
    ]);
    rows.push([
      `\`GET ${path}\`: p99 latency, API vs bare`,
      `${api.p99} ms vs ${bare.p99} ms`,
      goal ? target(`< ${goal.p99} ms`, api.p99 < goal.p99) : '',
    ]);
  }
  rows.push([
    `Bookings (hold + test-card payment + confirm), ${settings.bookings} slots, ${settings.clients} clients`,
    `${number(bookings.perSecond, 1)} bookings/s, p50 ${number(bookings.p50)} ms, p99 ${number(bookings.p99)} ms (${bookings.failed} failed)`,
    '',
  ]);
  rows.push([
    'Confirmed → confirmation e-mail received over SMTP',
    `p50 ${number(bookings.mailP50)} ms, p99 ${number(bookings.mailP99)} ms (${bookings.mails}/${bookings.booked} arrived)`,
    '',
  ]);
  for (const page of lighthouse.pages) {
    rows.push([
      `Lighthouse \`${page.path}\` (mobile): performance / accessibility`,
      `${page.performance} / ${page.accessibility}`,
      target('≥ 95 / ≥ 95', page.performance >= 95 && page.accessibility >= 95),
    ]);
  }
  rows.push([
    `First-load JavaScript of \`/\` (gzip, ${lighthouse.firstLoadScripts.length} files)`,
    kb(lighthouse.firstLoadJsGzip),
    target('≤ 170 kB', lighthouse.firstLoadJsGzip <= 170_000),
  ]);
  return rows;
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

export function writeBenchmarksPage(file, { table, host, settings }) {
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
with the built-in test payment provider, queue prefix \`skyward-bench\` and an SMTP server inside the bench
process (port ${settings.smtpPort}). Lighthouse (its mobile emulation and throttling defaults) loads \`/\`, \`/book-flight\` and
\`/shop\` of the seeded site from the API in Debian's Chromium; the first-load JavaScript is every script \`/\` loads,
gzipped at level 9. The shop is then topped up to 50 products, and autocannon (${settings.connections} connections,
2 s warm-up, then ${settings.duration} s) measures \`GET /api/products\` and \`GET /api/availability\` for a weekday's Try and Fly
slots, each followed by a bare \`node:http\` server in its own process answering the same bytes with the same
load: the ratio is the share of the machine's ceiling the full API pipeline (helmet, compression check, sessions,
correlation ids, request logs at \`info\`, metrics, rate limits, validation, Postgres) reaches. Requests come from
1,000 client addresses in turn (\`X-Forwarded-For\` from loopback), so the per-address rate limit does not
interfere. Last, ${settings.clients} concurrent clients book ${settings.bookings} distinct slots through the API, each booking being a hold
with its payment intent, a 4242 test-card payment (which confirms the booking as Stripe's webhook would) and the
browser's confirm call; p50/p99 are per booking (all three calls), and the e-mail latency runs from the payment's
answer to the confirmation e-mail reaching the SMTP server (outbox, relay, BullMQ, worker, SMTP). Everything
shares the machine's ${host.cpu.split(' ')[0]} cores with the load generator.
`,
  );
}
