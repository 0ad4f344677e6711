#!/usr/bin/env node
// Benchmark of GET /api/products with 50 products: the built API (full production pipeline: helmet,
// sessions, correlation ids, pino request logs, metrics, guards) against a bare node:http server
// answering the same bytes, in the same run. Target: at least 40% of the bare throughput, p99 < 50 ms.
//
//   npm run build -w backend && node scripts/bench-products.mjs [--duration 10] [--connections 10]
//
// Uses its own database (skyward_bench), rebuilt with exactly 50 active products each run.
/* global fetch, setTimeout, Buffer */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3290' },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const apiPort = Number(options.port);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/skyward_bench';

const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  PORT: String(apiPort),
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  QUEUE_PREFIX: 'skyward-bench',
  SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789',
  ADMIN_PASSWORD: 'bench-admin-password-123',
  // No Stripe keys here: production mode needs this to start with the built-in test payment provider.
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
  PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
  FRONTEND_DIST: '/nonexistent',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  // PRODUCT_CACHE_TTL_MS=0 measures the uncached path (one database query per request).
  ...(process.env.PRODUCT_CACHE_TTL_MS ? { PRODUCT_CACHE_TTL_MS: process.env.PRODUCT_CACHE_TTL_MS } : {}),
};

const BARE_SERVER = `
const payload = require('node:fs').readFileSync(process.argv[1]);
require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': payload.length });
  response.end(payload);
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

function run(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function fiftyProducts() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('DELETE FROM product');
    const categories = ['Simulator Experience', 'Gift Card', 'Training', 'Merchandise'];
    for (let index = 1; index <= 50; index++) {
      await client.query(`INSERT INTO product (name, description, price, category, image) VALUES ($1, $2, $3, $4, $5)`, [
        `Benchmark Product ${String(index).padStart(2, '0')}`,
        `Product number ${index}: a description of typical length for the shop card, a sentence or two about what the customer gets.`,
        999 + index * 500,
        categories[index % categories.length],
        `/images/products/product-${index}.svg`,
      ]);
    }
    await client.query('COMMIT');
  } finally {
    await client.end();
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

function cannon(url, seconds) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) => (error ? reject(error) : resolvePromise(result)));
  });
}

async function measure(label, url) {
  await cannon(url, 2); // warm-up: JIT, connection pools, caches
  const result = await cannon(url, duration);
  const bad = result.non2xx + result.errors + result.timeouts;
  const row = { label, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad };
  console.log(
    `${label.padEnd(32)} ${row.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(row.p50).padStart(3)} ms   p99 ${String(row.p99).padStart(3)} ms   non-2xx/errors ${bad}`,
  );
  return row;
}

async function main() {
  if (!existsSync(resolve(root, 'backend/dist/main.js'))) throw new Error('backend/dist is missing: run `npm run build -w backend` first');
  await run('node', ['backend/dist/shared/database/migrate.js']);
  await fiftyProducts();

  const api = spawn('node', ['backend/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: false });
  let bare;
  try {
    await waitForUrl(`http://127.0.0.1:${apiPort}/api/health/ready`);
    const sample = await fetch(`http://127.0.0.1:${apiPort}/api/products`);
    const payload = Buffer.from(await sample.arrayBuffer());
    const products = JSON.parse(payload.toString('utf8'));
    if (!Array.isArray(products) || products.length !== 50) throw new Error(`expected 50 products, got ${products.length}`);

    // The same bytes from a bare node:http server in its own process (as the API is): the ceiling for this payload here.
    const payloadFile = join(mkdtempSync(join(tmpdir(), 'bench-products-')), 'payload.json');
    writeFileSync(payloadFile, payload);
    const barePort = apiPort + 1;
    bare = spawn('node', ['-e', BARE_SERVER, payloadFile, String(barePort)], { stdio: ['ignore', 'ignore', 'inherit'] });
    await waitForUrl(`http://127.0.0.1:${barePort}/`);

    console.log(
      `\nGET /api/products, 50 products (${payload.length} bytes), ${connections} connections, ${duration} s each, LOG_LEVEL=${env.LOG_LEVEL}, PRODUCT_CACHE_TTL_MS=${env.PRODUCT_CACHE_TTL_MS ?? 'default'}\n`,
    );
    const apiRow = await measure('API (NestJS, full pipeline)', `http://127.0.0.1:${apiPort}/api/products`);
    const bareRow = await measure('bare node:http, same payload', `http://127.0.0.1:${barePort}/`);
    const ratio = apiRow.requestsPerSecond / bareRow.requestsPerSecond;
    const pass = ratio >= 0.4 && apiRow.p99 < 50 && apiRow.bad === 0;
    console.log(`\nratio API / bare: ${(ratio * 100).toFixed(1)}%  (target ≥ 40%)   API p99: ${apiRow.p99} ms (target < 50 ms)   ${pass ? 'PASS' : 'FAIL'}\n`);
    process.exitCode = pass ? 0 : 1;
  } finally {
    bare?.kill('SIGTERM');
    api.kill('SIGTERM');
    await once(api, 'exit');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
