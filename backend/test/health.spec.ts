import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from './test-app';
import { TcpProxy } from './tcp-proxy';
import { waitUntil } from './wait-until';

describe('health endpoints', () => {
  const redis = TcpProxy.inFrontOf(process.env.REDIS_URL as string);
  const postgres = TcpProxy.inFrontOf(process.env.DATABASE_URL as string);
  let app: NestExpressApplication;

  beforeAll(async () => {
    await Promise.all([redis.up(), postgres.up()]);
    app = await createTestApp({
      REDIS_URL: redis.via(process.env.REDIS_URL as string),
      DATABASE_URL: postgres.via(process.env.DATABASE_URL as string),
    });
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([redis.down(), postgres.down()]);
  });

  const ready = () => request(app.getHttpServer()).get('/api/health/ready');

  it('is live', async () => {
    await request(app.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });
  });

  it('is ready with Postgres and Redis up', async () => {
    const response = await waitUntil(async () => {
      const answer = await ready();
      return answer.status === 200 ? answer : undefined;
    });
    expect(response.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' }, redis: { status: 'up' } } });
  });

  it('answers 503 while Redis is down and recovers without a restart', async () => {
    await redis.down();
    const down = await ready();
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('SERVICE.UNAVAILABLE');
    await redis.up();
    await waitUntil(async () => (await ready()).status === 200, 15_000, 'Redis to be ready again');
  });

  it('answers 503 while Postgres is down and recovers without a restart', async () => {
    await postgres.down();
    expect((await ready()).status).toBe(503);
    await postgres.up();
    await waitUntil(async () => (await ready()).status === 200, 15_000, 'Postgres to be ready again');
  });
});
