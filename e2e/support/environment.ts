import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/** Lets two checkouts run their browser tests side by side: E2E_INSTANCE=2 shifts every port and renames the database. */
const instance = Number(process.env.E2E_INSTANCE ?? 0);
const suffix = instance ? `_${instance}` : '';

/** The database server DATABASE_URL names (its database name aside), or the local default. */
const databaseServer = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database on that server, with the server's user, password and options. */
function databaseUrlNamed(name: string): string {
  const url = new URL(databaseServer);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** Ports and settings of the e2e stack: its own database, queue prefix, API ports and dev mailbox. */
export const E2E = {
  root: resolve(__dirname, '../..'),
  databaseName: `skyward_e2e${suffix}`,
  databaseUrl: databaseUrlNamed(`skyward_e2e${suffix}`),
  /** Where the e2e database is dropped before each run: the server's maintenance database. */
  maintenanceDatabaseUrl: databaseUrlNamed('postgres'),
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  apiPort: 3100 + instance * 10,
  gatedApiPort: 3101 + instance * 10,
  smtpPort: 1125 + instance * 10,
  mailboxPort: 1180 + instance * 10,
  devAccessPassword: 'cleared-for-takeoff',
  adminEmail: 'admin@skywardsim.co.uk',
  adminPassword: 'e2e-admin-password-123',
} as const;

/** One secret per run for the API and worker alike (nothing signs with a value in the source). */
const sessionSecret = process.env.E2E_SESSION_SECRET ?? randomBytes(32).toString('hex');
process.env.E2E_SESSION_SECRET = sessionSecret;

export const baseUrl = `http://127.0.0.1:${E2E.apiPort}`;
export const gatedBaseUrl = `http://127.0.0.1:${E2E.gatedApiPort}`;

/** Environment of the API and worker processes under test. */
export function serverEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    DATABASE_URL: E2E.databaseUrl,
    REDIS_URL: E2E.redisUrl,
    QUEUE_PREFIX: `skyward-e2e${suffix}`,
    SMTP_PORT: String(E2E.smtpPort),
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: E2E.adminEmail,
    ADMIN_PASSWORD: E2E.adminPassword,
    // The suites sign in as the ADMIN_EMAIL owner with a password only (a TOTP code works once); every other staff
    // account still needs two-step sign-in (staff-accounts.spec enrols one).
    ADMIN_2FA_EXEMPT: 'true',
    UPLOADS_DIR: resolve(E2E.root, 'var/e2e-uploads'),
    LOG_LEVEL: 'warn',
    // The browser tests probe no worker; 0 keeps its HTTP server off the default port another run may hold.
    WORKER_HTTP_PORT: '0',
    // Every test books from 127.0.0.1, as one customer would: the per-connection hold limit (its own backend test) is
    // lifted so that the suite's bookings together never trip it.
    BOOKING_HOLDS_PER_IP: '1000',
    SESSION_SECRET: sessionSecret,
    PORT: String(E2E.apiPort),
    ...extra,
  };
}
