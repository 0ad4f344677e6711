import { randomBytes } from 'node:crypto';
import { workerDatabaseUrl } from './test-databases';

/**
 * Environment for every Jest test: its own database, queue prefix and a quiet log. Jest runs test files in several
 * workers at once: each has its own database (`<DATABASE_URL's name>_<worker>`, a copy of the template global-setup
 * migrated) and queue prefix (`<QUEUE_PREFIX>-<worker>`), so a suite shares them only with the files run before it.
 */
process.env.NODE_ENV = 'test';
process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/skyward_test';
process.env.TEST_QUEUE_PREFIX ??= process.env.QUEUE_PREFIX ?? 'skyward-test';
const worker = process.env.JEST_WORKER_ID;
process.env.DATABASE_URL = worker ? workerDatabaseUrl(process.env.TEST_DATABASE_URL, worker) : process.env.TEST_DATABASE_URL;
process.env.QUEUE_PREFIX = worker ? `${process.env.TEST_QUEUE_PREFIX}-${worker}` : process.env.TEST_QUEUE_PREFIX;
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
process.env.LOG_LEVEL = 'silent';
process.env.FRONTEND_DIST = '/nonexistent';
delete process.env.DEV_ACCESS_PASSWORD;
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_PUBLISHABLE_KEY;
// A fresh secret per run, as `npm start` makes one per checkout: nothing signs with a value in the source.
process.env.SESSION_SECRET ??= randomBytes(32).toString('hex');
// The ADMIN_EMAIL owner signs in with a password only, so the suites that are not about two-step sign-in can sign
// in as often as they like (a TOTP code works once); every other staff account still needs it (two-factor.spec.ts).
process.env.ADMIN_2FA_EXEMPT ??= 'true';
