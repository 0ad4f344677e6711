#!/usr/bin/env node
// `npm run bench`: the benchmark suite in one run on one machine (not a test, not in CI). Prints one table and
// writes it to docs/benchmarks.md. See the "How measured" section it writes for what each figure means.
//
//   npm run bench [-- --duration 10] [--connections 10] [--bookings 200] [--clients 20] [--runs 1] [--no-build]
//
// Its own database (skyward_bench, recreated; BENCH_DATABASE_URL overrides), queue prefix skyward-bench,
// API on port 3300 (--port), the bare server on the next port, SMTP on 1325 (--smtp-port).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchBookings, startConfirmationSink } from './bench/bookings.mjs';
import { fillShop, openSlots } from './bench/catalogue.mjs';
import { compareWithBare } from './bench/http-throughput.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { assertPortFree, build, BUILT, dropDatabase, productionEnv, root, run, startApi, startNode } from './bench/processes.mjs';
import { machine, markdownTable, tableRows, writeBenchmarksPage } from './bench/report.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    bookings: { type: 'string', default: '200' },
    clients: { type: 'string', default: '20' },
    runs: { type: 'string', default: '1' },
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
  clients: Number(options.clients),
  port: Number(options.port),
  smtpPort: Number(options['smtp-port']),
};
const base = `http://127.0.0.1:${settings.port}`;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/skyward_bench';
// The goals for the shop's product list: at least 40% of the bare server's throughput, p99 under 50 ms.
const ENDPOINT_TARGET = { ratio: 0.4, p99: 50 };

async function main() {
  const host = machine();
  if (!existsSync(options.chromium))
    throw new Error(`No Chromium at ${options.chromium}: install Debian's (apt-get install chromium) or pass --chromium`);
  if (!options['no-build']) await build();
  await assertPortFree(settings.port);
  await assertPortFree(settings.port + 1);
  const env = productionEnv({ port: settings.port, databaseUrl, queuePrefix: 'skyward-bench', smtpPort: settings.smtpPort });
  await dropDatabase(databaseUrl);
  await run(process.execPath, [BUILT.migrate], env);
  await run(process.execPath, ['backend/dist/shared/database/seed.js'], env);

  const sink = await startConfirmationSink(settings.smtpPort);
  // e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/bench-prof' profiles the API and the worker.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const services = [];
  try {
    services.push(await startApi(env, nodeArgs));
    services.push(startNode(BUILT.worker, env, nodeArgs));

    const lighthouse = await runLighthouse(base, ['/', '/book-flight', '/shop'], {
      chromium: options.chromium,
      reportDir: resolve(root, 'e2e/artifacts/lighthouse'),
      runs: Number(options.runs),
    });
    await fillShop(databaseUrl);
    const [day] = await openSlots(base, 1, 7);
    const load = { barePort: settings.port + 1, connections: settings.connections, seconds: settings.duration };
    const endpoints = [
      { ...(await compareWithBare(base, '/api/products', load)), target: ENDPOINT_TARGET },
      await compareWithBare(base, `/api/availability?date=${day.date}&sessionType=tryandfly`, load),
    ];
    const bookings = await benchBookings(base, sink, settings);

    const table = await markdownTable(tableRows({ endpoints, bookings, lighthouse, settings }));
    console.log(`\n${host.cpu}, Node ${host.node}, load average ${host.load} at the start\n\n${table}\n`);
    writeBenchmarksPage(resolve(root, 'docs/benchmarks.md'), { table, host, settings });
    console.log('Written to docs/benchmarks.md');
    const incomplete =
      bookings.failed > 0 || bookings.mails < bookings.booked || endpoints.some(({ api, bare }) => api.bad + bare.bad > 0);
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
