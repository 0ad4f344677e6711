#!/usr/bin/env node
// `npm run bench`: the benchmark suite in one run on one machine (not a test, not in CI). Prints one table and
// writes it to docs/benchmarks.md. See the "How measured" section it writes for what each figure means.
//
//   npm run bench [-- --duration 10] [--connections 10] [--bookings 1000] [--clients 20] [--runs 3] [--no-build] [--api-only]
//
// Its own database (skyward_bench, recreated; BENCH_DATABASE_URL overrides), queue prefix skyward-bench-<port>,
// API on port 3300 (--port), the empty-Nest and bare servers on the next port, SMTP on 1325 (--smtp-port).
// --bookings N books N slots as fast as the clients can, then N more paced at 80% of the ceiling the first run sets.
// --api-only leaves out the Lighthouse rows (and prints the table without writing docs/benchmarks.md).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchBookings, startConfirmationSink } from './bench/bookings.mjs';
import { fillShop, openSlots } from './bench/catalogue.mjs';
import { compareWithFloors } from './bench/http-throughput.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { assertPortFree, build, BUILT, dropDatabase, productionEnv, root, run, startApi, startNode } from './bench/processes.mjs';
import { machine, markdownTable, tableRows, writeBenchmarksPage } from './bench/report.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    bookings: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3300' },
    'smtp-port': { type: 'string', default: '1325' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    'no-build': { type: 'boolean', default: false },
    'api-only': { type: 'boolean', default: false },
  },
});
const settings = {
  duration: Number(options.duration),
  connections: Number(options.connections),
  bookings: Number(options.bookings),
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

async function main() {
  const host = machine();
  const apiOnly = options['api-only'];
  if (!apiOnly && !existsSync(options.chromium))
    throw new Error(`No Chromium at ${options.chromium}: install Debian's (apt-get install chromium) or pass --chromium`);
  if (!options['no-build']) await build();
  await assertPortFree(settings.port);
  await assertPortFree(settings.port + 1);
  const env = productionEnv({ port: settings.port, databaseUrl, queuePrefix: `skyward-bench-${settings.port}`, smtpPort: settings.smtpPort });
  await dropDatabase(databaseUrl);
  await run(process.execPath, [BUILT.migrate], env);
  await run(process.execPath, ['backend/dist/shared/database/seed.js'], env);

  const sink = await startConfirmationSink(settings.smtpPort);
  // e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/bench-prof' profiles the API and the worker.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const services = [];
  try {
    const api = await startApi(env, nodeArgs);
    services.push(api);
    const worker = startNode(BUILT.worker, env, nodeArgs);
    services.push(worker);

    const lighthouse = apiOnly
      ? null
      : await runLighthouse(base, ['/', '/try-and-fly', '/shop', '/book-flight'], {
          chromium: options.chromium,
          reportDir: resolve(root, 'e2e/artifacts/lighthouse'),
          runs: Number(options.runs),
        });
    await fillShop(databaseUrl);
    const [day] = await openSlots(base, 1, 7);
    const load = { floorPort: settings.port + 1, connections: settings.connections, seconds: settings.duration };
    const endpoints = [
      { ...(await compareWithFloors(base, '/api/products', load)), target: PRODUCTS_TARGET },
      { ...(await compareWithFloors(base, `/api/availability?date=${day.date}&sessionType=tryandfly`, load)), target: AVAILABILITY_TARGET },
    ];
    const bookings = await benchBookings(base, sink, settings, { apiPid: api.pid, workerPid: worker.pid, databaseUrl });

    const table = await markdownTable(tableRows({ endpoints, bookings, lighthouse, settings }));
    console.log(`\n${host.cpu}, Node ${host.node}, load average ${host.load} at the start\n\n${table}\n`);
    if (!apiOnly) {
      writeBenchmarksPage(resolve(root, 'docs/benchmarks.md'), { table, host, settings, bookings });
      console.log('Written to docs/benchmarks.md');
    }
    const incomplete =
      Object.values(bookings).some((run) => run.failed > 0 || run.mailsNotOnce > 0) ||
      endpoints.some(({ api, emptyNest, bare }) => api.bad + emptyNest.bad + bare.bad > 0);
    process.exitCode = incomplete ? 1 : 0;
  } finally {
    await Promise.all(services.map((service) => service.stop()));
    await sink.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
