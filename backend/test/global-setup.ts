import './test-env';
import Redis from 'ioredis';
import { Client } from 'pg';
import { migrate } from '../src/shared/database/migrate';

/** Every run starts from an empty test database and empty test queues (no leftovers from earlier runs). */
export default async function globalSetup(): Promise<void> {
  const url = new URL(process.env.DATABASE_URL as string);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  await admin.end();
  await migrate(process.env.DATABASE_URL as string);

  const redis = new Redis(process.env.REDIS_URL as string);
  const keys = await redis.keys(`${process.env.QUEUE_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}
