import { randomBytes } from 'node:crypto';

/** Environment for every Jest test: its own database, queue prefix and a quiet log. */
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/skyward_test';
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
process.env.QUEUE_PREFIX ??= 'skyward-test';
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
