import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { redisConnection } from '../queue/redis-connection';

/** Pings Redis on a connection that fails fast instead of queueing commands while Redis is away. */
@Injectable()
export class RedisHealthIndicator implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(
    config: AppConfig,
    private readonly indicator: HealthIndicatorService,
  ) {
    this.redis = new Redis(
      redisConnection(config.REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000 }),
    );
    this.redis.on('error', () => undefined);
    this.redis.connect().catch(() => undefined);
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
