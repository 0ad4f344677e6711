import type { RedisOptions } from 'ioredis';

/** ioredis options from a redis:// URL (BullMQ takes options, not URLs). */
export function redisConnection(redisUrl: string, extra: RedisOptions = {}): RedisOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    ...extra,
  };
}
