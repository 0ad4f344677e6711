#!/usr/bin/env node
// Lighthouse benchmark of the built site (mobile emulation, Lighthouse's defaults) on Debian's Chromium:
// performance, accessibility, best practices and SEO for /, /intro-experience and /shop, plus the gzip
// size of the JavaScript the browser loads for /. Targets: performance ≥ 95 and accessibility ≥ 95;
// first-load JS ≤ 170 kB gzip. A benchmark, not a test: it prints figures and exits 1 when a target is missed.
//
//   npm run build && node scripts/lighthouse.mjs [--base http://127.0.0.1:3100] [--path /team ...] [--runs 1] [--gzip-proxy]
//
// Without --base it starts the built API (which serves the built site) on its own database, skyward_lighthouse.
// --gzip-proxy measures through a gzip-compressing reverse proxy in front of it (what nginx or a CDN does in
// production), to tell the app's own cost from the missing compression of the bare API.
/* global fetch, setTimeout, Buffer, URL */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer, request as httpRequest } from 'node:http';
import { createGzip, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    base: { type: 'string' },
    path: { type: 'string', multiple: true },
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '3390' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    'gzip-proxy': { type: 'boolean', default: false },
  },
});
const paths = options.path?.length ? options.path : ['/', '/intro-experience', '/shop'];
const runs = Math.max(1, Number(options.runs));
const apiPort = Number(options.port);
const databaseUrl = process.env.LIGHTHOUSE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/skyward_lighthouse';
const reportDir = resolve(root, 'e2e/artifacts/lighthouse');
const TARGETS = { performance: 95, accessibility: 95, firstLoadJsGzipKb: 170 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  PORT: String(apiPort),
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  QUEUE_PREFIX: 'skyward-lighthouse',
  SESSION_SECRET: 'lighthouse-session-secret-0123456789abcdef012345',
  ADMIN_PASSWORD: 'lighthouse-admin-password-123',
  PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
  UPLOADS_DIR: resolve(root, 'var/lighthouse-uploads'),
  LOG_LEVEL: 'warn',
  // Production mode, as a real visitor would get it; no Stripe keys here, so the built-in test provider.
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
};

function run(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
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

/** Starts the built API serving the built site, on its own migrated (and seeded, when a seed exists) database. */
async function startSite() {
  for (const built of ['backend/dist/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(resolve(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  await run('node', ['backend/dist/shared/database/migrate.js']);
  if (existsSync(resolve(root, 'backend/dist/shared/database/seed.js'))) await run('node', ['backend/dist/shared/database/seed.js']);
  const api = spawn('node', ['backend/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = once(api, 'exit').then(([code]) => {
    throw new Error(`the API exited with code ${code} before it was ready`);
  });
  await Promise.race([waitForUrl(`http://127.0.0.1:${apiPort}/api/health/ready`), exited]);
  exited.catch(() => {});
  return {
    base: `http://127.0.0.1:${apiPort}`,
    stop: async () => {
      api.kill('SIGTERM');
      await once(api, 'exit');
    },
  };
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

/** A reverse proxy that gzips text responses, as nginx or a CDN would in front of the API. */
async function startGzipProxy(target, port) {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: upstream.host } },
      (response) => {
        const headers = { ...response.headers };
        const compress = /\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '') && COMPRESSIBLE.test(headers['content-type'] ?? '') && !headers['content-encoding'];
        if (!compress) {
          outgoing.writeHead(response.statusCode ?? 502, headers);
          response.pipe(outgoing);
          return;
        }
        delete headers['content-length'];
        outgoing.writeHead(response.statusCode ?? 502, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
        response.pipe(createGzip({ level: 6 })).pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise((resolveListen) => server.listen(port, '127.0.0.1', resolveListen));
  return { base: `http://127.0.0.1:${port}`, stop: () => new Promise((resolveClose) => server.close(resolveClose)) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Kilobytes of 1000 bytes, as Vite and Lighthouse report them. */
const kb = (bytes) => (bytes / 1000).toFixed(1);

/** The scripts a page loaded (same origin), with what was transferred and what they weigh gzipped (level 9). */
async function scriptSizes(lhr, base) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(base));
  const sizes = [];
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    sizes.push({ url: script.url.slice(base.length), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, transferred: script.transferSize });
  }
  return sizes;
}

async function main() {
  const origin = options.base ? { base: options.base.replace(/\/$/, ''), stop: async () => {} } : await startSite();
  const proxy = options['gzip-proxy'] ? await startGzipProxy(origin.base, apiPort + 1) : null;
  const site = proxy ? { base: proxy.base, stop: async () => (await proxy.stop(), await origin.stop()) } : origin;
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  mkdirSync(reportDir, { recursive: true });
  const rows = [];
  let homeScripts = [];
  try {
    for (const path of paths) {
      const url = `${site.base}${path}`;
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
      let lastLhr;
      for (let attempt = 0; attempt < runs; attempt++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        lastLhr = result.lhr;
        if (lastLhr.runtimeError) throw new Error(`${url}: ${lastLhr.runtimeError.code} ${lastLhr.runtimeError.message}`);
        for (const category of CATEGORIES) scores[category].push(Math.round((lastLhr.categories[category]?.score ?? 0) * 100));
        const name = path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9-]+/gi, '-');
        writeFileSync(resolve(reportDir, `${name}.html`), result.report);
      }
      const metrics = Object.fromEntries(
        ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [
          id,
          lastLhr.audits[id]?.displayValue ?? '-',
        ]),
      );
      const row = { path, ...Object.fromEntries(CATEGORIES.map((category) => [category, median(scores[category])])), metrics };
      rows.push(row);
      if (path === '/') homeScripts = await scriptSizes(lastLhr, site.base);
      const failing = Object.values(lastLhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
        .map((audit) => audit.id);
      row.failingAudits = failing;
    }
  } finally {
    await chrome.kill();
    await site.stop();
  }

  const via = proxy ? ` through a gzip proxy in front of ${origin.base}` : '';
  console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}on ${site.base}${via}, mobile emulation, Chromium ${options.chromium}\n`);
  console.log(`${'page'.padEnd(20)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'seo'.padStart(5)}   FCP / LCP / TBT / CLS / SI`);
  for (const row of rows) {
    const m = row.metrics;
    console.log(
      `${row.path.padEnd(20)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${String(row['best-practices']).padStart(5)} ${String(row.seo).padStart(5)}   ` +
        `${m['first-contentful-paint']} / ${m['largest-contentful-paint']} / ${m['total-blocking-time']} / ${m['cumulative-layout-shift']} / ${m['speed-index']}`,
    );
    if (row.failingAudits.length) console.log(`${''.padEnd(20)} audits below 0.9: ${row.failingAudits.join(', ')}`);
  }

  const gzipTotal = homeScripts.reduce((sum, script) => sum + script.gzip, 0);
  const transferred = homeScripts.reduce((sum, script) => sum + (script.transferred ?? 0), 0);
  console.log(`\nJavaScript loaded on / (${homeScripts.length} files):`);
  for (const script of homeScripts) console.log(`  ${script.url.padEnd(52)} ${kb(script.raw).padStart(8)} kB raw ${kb(script.gzip).padStart(7)} kB gzip`);
  console.log(`  total: ${kb(gzipTotal)} kB gzip (target ≤ ${TARGETS.firstLoadJsGzipKb} kB); transferred as served: ${kb(transferred)} kB`);
  console.log(`\nHTML reports: ${reportDir}\n`);

  const missed = [
    ...rows.filter((row) => row.performance < TARGETS.performance).map((row) => `performance ${row.performance} on ${row.path}`),
    ...rows.filter((row) => row.accessibility < TARGETS.accessibility).map((row) => `accessibility ${row.accessibility} on ${row.path}`),
    ...(gzipTotal / 1000 > TARGETS.firstLoadJsGzipKb ? [`first-load JS ${kb(gzipTotal)} kB gzip`] : []),
  ];
  console.log(missed.length ? `Targets missed: ${missed.join('; ')}` : 'All targets met.');
  process.exitCode = missed.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
