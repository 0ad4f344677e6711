import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { dropDatabase } from '../../backend/test/drop-database';
import { obliterateQueues } from '../../worker/test/test-queues';

/** This suite's own database and queue prefix on the machine's PostgreSQL and Redis. */
export const DATABASE_URL = process.env.IMAGE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/skyward_image';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const QUEUE_PREFIX = 'skyward-image';
export const ADMIN = { email: 'admin@skywardsim.co.uk', password: 'image-test-admin-password' };
const SESSION_SECRET = randomBytes(32).toString('hex');

/** What a production deployment sets (the image itself sets NODE_ENV=production), pointed at this suite's services. */
export function productionEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL,
    REDIS_URL,
    QUEUE_PREFIX,
    SESSION_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // No Stripe keys: the built-in test card provider, allowed in production for a demo site.
    ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
    SMTP_HOST: '127.0.0.1',
    SHUTDOWN_TIMEOUT_MS: '10000',
    ...overrides,
  };
}

/** An empty database (dropped, so the image's migrate command creates it) and no jobs of this prefix. */
export async function resetServices(): Promise<void> {
  await dropDatabase(DATABASE_URL);
  await clearQueues();
}

export async function clearQueues(): Promise<void> {
  await obliterateQueues(QUEUE_PREFIX);
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${QUEUE_PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}
