import './test-env';
import Redis from 'ioredis';
import { dropDatabase } from './drop-database';
import { databaseFromTemplate, templateDatabaseUrl, workerDatabaseUrl } from './test-databases';
import { migrate } from '../src/shared/database/migrate';

/**
 * Every run starts from empty test databases and empty test queues (no leftovers from earlier runs): the template is
 * migrated once, and each Jest worker's database (test-env.ts) starts as a copy of it.
 */
export default async function globalSetup({ maxWorkers }: { maxWorkers: number }): Promise<void> {
  const runDatabaseUrl = process.env.TEST_DATABASE_URL as string;
  await dropDatabase(templateDatabaseUrl(runDatabaseUrl));
  await migrate(templateDatabaseUrl(runDatabaseUrl));
  const workers = Array.from({ length: maxWorkers }, (_, index) => index + 1);
  await Promise.all(workers.map((worker) => databaseFromTemplate(workerDatabaseUrl(runDatabaseUrl, worker))));

  const redis = new Redis(process.env.REDIS_URL as string);
  const keys = await redis.keys(`${process.env.TEST_QUEUE_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}
