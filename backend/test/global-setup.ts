import './test-env';
import Redis from 'ioredis';
import { dropDatabase } from './drop-database';
import { migrate } from '../src/shared/database/migrate';

/** Every run starts from an empty test database and empty test queues (no leftovers from earlier runs). */
export default async function globalSetup(): Promise<void> {
  await dropDatabase(process.env.DATABASE_URL as string);
  await migrate(process.env.DATABASE_URL as string);

  const redis = new Redis(process.env.REDIS_URL as string);
  const keys = await redis.keys(`${process.env.QUEUE_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}
