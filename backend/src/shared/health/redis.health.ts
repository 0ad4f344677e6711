import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { redisConnection } from '../queue/redis-connection';

/**
 * A Redis connection for health checks: a command fails at once while Redis is away instead of queueing until it
 * is back, and a connection error is the check's answer, not an unhandled event.
 */
export function failFastRedis(redisUrl: string): Redis {
  const redis = new Redis(redisConnection(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000 }));
  redis.on('error', () => undefined);
  redis.connect().catch(() => undefined);
  return redis;
}

/** Pings Redis on a connection that fails fast instead of queueing commands while Redis is away. */
@Injectable()
export class RedisHealthIndicator implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(
    config: AppConfig,
    private readonly indicator: HealthIndicatorService,
  ) {
    this.redis = failFastRedis(config.REDIS_URL);
  }

  async isHealthy(key: string) {
    const check = this.indicator.check(key);
    try {
      await this.redis.ping();
      return check.up();
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}
