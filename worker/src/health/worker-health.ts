import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { failFastRedis } from '../../../backend/src/shared/health/redis.health';

/** How long a dependency may take to answer before the check calls it down. */
const CHECK_TIMEOUT_MS = 1500;

export type DependencyStatus = 'up' | 'down';

/** Whether the worker's Postgres and Redis answer, each within CHECK_TIMEOUT_MS. */
export class WorkerHealth {
  private readonly redis: Redis;

  constructor(
    private readonly dataSource: DataSource,
    redisUrl: string,
  ) {
    this.redis = failFastRedis(redisUrl);
  }

  async check(): Promise<{ healthy: boolean; database: DependencyStatus; redis: DependencyStatus }> {
    const [database, redis] = await Promise.all([answers(this.dataSource.query('SELECT 1')), answers(this.redis.ping())]);
    return { healthy: database === 'up' && redis === 'up', database, redis };
  }

  close(): void {
    this.redis.disconnect();
  }
}

async function answers(probe: Promise<unknown>): Promise<DependencyStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS)));
  try {
    await Promise.race([probe, timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
