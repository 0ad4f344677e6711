#!/usr/bin/env node
// `npm run bench`: the benchmark suite in one run on one machine (not a test, not in CI). Prints one table and
// writes it to docs/benchmarks.md. See the "How measured" section it writes for what each figure means.
//
//   npm run bench [-- --duration 10] [--connections 10] [--bookings 1000] [--orders 1000] [--streams 2000] [--clients 20]
//                    [--runs 5] [--no-build]
//
// Its own database (skyward_bench, recreated; BENCH_DATABASE_URL overrides), queue prefix skyward-bench-<port>,
// API on port 3300 (--port), the empty-Nest and bare servers on the next port, SMTP on 1325 (--smtp-port).
// --bookings N books N slots as fast as the clients can, then N more paced at 80% of the ceiling the first run sets;
// --orders N does the same with gift-card orders; --streams N holds N live-availability streams open.
// BENCH_ONLY=lighthouse,api,bookings,giftcards,streams (any of them) runs only those parts. A run of every part rewrites
// docs/benchmarks.md (keeping every hand-written section after "How measured"); BENCH_ONLY=lighthouse alone replaces
// only the page's Lighthouse rows and their method paragraph; any other selection prints its rows and writes nothing.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchBookings } from './bench/bookings.mjs';
import { fillShop, openSlots } from './bench/catalogue.mjs';
import { benchGiftCards } from './bench/giftcards.mjs';
import { compareWithFloors } from './bench/http-throughput.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { startMailSink } from './bench/mail-sink.mjs';
import { assertPortFree, build, BUILT, dropDatabase, PRODUCT_NODE, PRODUCT_NODE_VERSION, productionEnv, root, run, startApi, startNode } from './bench/processes.mjs';
import { lighthouseRows, machine, markdownTable, replaceLighthouseRows, tableRows, writeBenchmarksPage } from './bench/report.mjs';
import { benchStreams } from './bench/streams.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    bookings: { type: 'string', default: '1000' },
    orders: { type: 'string', default: '1000' },
    streams: { type: 'string', default: '2000' },
    clients: { type: 'string', default: '20' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3300' },
    'smtp-port': { type: 'string', default: '1325' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    'no-build': { type: 'boolean', default: false },
  },
});
const settings = {
  duration: Number(options.duration),
  connections: Number(options.connections),
  bookings: Number(options.bookings),
  orders: Number(options.orders),
  streams: Number(options.streams),
  clients: Number(options.clients),
  port: Number(options.port),
  smtpPort: Number(options['smtp-port']),
  pageRuns: Number(options.runs),
};
const base = `http://127.0.0.1:${settings.port}`;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/skyward_bench';
// The goals (docs/benchmarks.md): of the empty-Nest rung's throughput, products ≥ 70% and availability ≥ 50%; p99 < 25 ms for both.
const PRODUCTS_TARGET = { ofEmptyNest: 0.7, p99: 25 };
const AVAILABILITY_TARGET = { ofEmptyNest: 0.5, p99: 25 };
const PAGES = ['/', '/try-and-fly', '/shop', '/book-flight', '/fear-of-flying'];

/** The parts of the bench, in the order they run. */
const PARTS = ['lighthouse', 'api', 'bookings', 'giftcards', 'streams'];

/** The parts BENCH_ONLY names (every part when it is unset). */
function selectedParts(only = '') {
  const named = only.split(',').map((part) => part.trim()).filter(Boolean);
  const unknown = named.filter((part) => !PARTS.includes(part));
  if (unknown.length) throw new Error(`BENCH_ONLY names no part ${unknown.join(', ')}: the parts are ${PARTS.join(', ')}`);
  return new Set(named.length ? named : PARTS);
}

async function main() {
  const host = machine(PRODUCT_NODE_VERSION);
  const parts = selectedParts(process.env.BENCH_ONLY);
  const everyPart = parts.size === PARTS.length;
  if (parts.has('lighthouse') && !existsSync(options.chromium))
    throw new Error(`No Chromium at ${options.chromium}: install Debian's (apt-get install chromium) or pass --chromium`);
  if (!options['no-build']) await build();
  await assertPortFree(settings.port);
  await assertPortFree(settings.port + 1);
  const env = productionEnv({ port: settings.port, databaseUrl, queuePrefix: `skyward-bench-${settings.port}`, smtpPort: settings.smtpPort });
  await dropDatabase(databaseUrl);
  await run(PRODUCT_NODE, [BUILT.migrate], env);
  await run(PRODUCT_NODE, ['backend/dist/shared/database/seed.js'], env);

  const sink = await startMailSink(settings.smtpPort);
  // e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/bench-prof' profiles the API and the worker.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const services = [];
  try {
    const api = await startApi(env, nodeArgs);
    services.push(api);
    const worker = startNode(BUILT.worker, env, nodeArgs);
    services.push(worker);

    const lighthouse = !parts.has('lighthouse')
      ? null
      : await runLighthouse(base, PAGES, {
          chromium: options.chromium,
          reportDir: resolve(root, 'e2e/artifacts/lighthouse'),
          runs: settings.pageRuns,
        });
    if (parts.size === 1 && lighthouse) {
      const rows = lighthouseRows(lighthouse);
      console.log(`\n${host.cpu}, load average ${host.load} at the start\n\n${await markdownTable(rows)}\n`);
      await replaceLighthouseRows(resolve(root, 'docs/benchmarks.md'), rows, { host, settings });
      console.log('Lighthouse rows replaced in docs/benchmarks.md');
      return;
    }
    const processes = { apiPid: api.pid, workerPid: worker.pid, databaseUrl };
    const endpoints = parts.has('api') ? await benchReads(base) : [];
    const bookings = parts.has('bookings') ? await benchBookings(base, sink, settings, processes) : null;
    const giftCards = parts.has('giftcards') ? await benchGiftCards(base, sink, settings, processes) : null;
    const streams = parts.has('streams') ? await benchStreams(base, { streams: settings.streams, apiPid: api.pid }) : null;

    const table = await markdownTable(tableRows({ endpoints, bookings, giftCards, streams, lighthouse, settings }));
    console.log(`\n${host.cpu}, Node ${host.node}, load average ${host.load} at the start\n\n${table}\n`);
    if (everyPart) {
      writeBenchmarksPage(resolve(root, 'docs/benchmarks.md'), { table, host, settings, bookings, giftCards });
      console.log('Written to docs/benchmarks.md');
    }
    const incomplete =
      [bookings, giftCards].flatMap((sales) => (sales ? [sales.full, sales.paced] : [])).some((run) => run.failed > 0 || run.mailsNotOnce > 0) ||
      (streams?.missed ?? 0) > 0 ||
      endpoints.some(({ api, emptyNest, bare }) => api.bad + emptyNest.bad + bare.bad > 0);
    process.exitCode = incomplete ? 1 : 0;
  } finally {
    await Promise.all(services.map((service) => service.stop()));
    await sink.stop();
  }
}

/** The public reads against their floors, on a shop of 50 products and a weekday's slots. */
async function benchReads(base) {
  await fillShop(databaseUrl);
  const [day] = await openSlots(base, 1, 7);
  const load = { floorPort: settings.port + 1, connections: settings.connections, seconds: settings.duration };
  return [
    { ...(await compareWithFloors(base, '/api/products', load)), target: PRODUCTS_TARGET },
    { ...(await compareWithFloors(base, `/api/availability?date=${day.date}&sessionType=tryandfly`, load)), target: AVAILABILITY_TARGET },
  ];
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
