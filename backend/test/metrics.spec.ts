import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from './test-app';

describe('GET /api/metrics', () => {
  const token = 'metrics-token-for-tests-0123456789';
  let app: NestExpressApplication;
  beforeAll(async () => (app = await createTestApp({ METRICS_TOKEN: token })));
  afterAll(() => app.close());

  it('refuses a caller without the token or a staff session', async () => {
    const response = await request(app.getHttpServer()).get('/api/metrics').expect(401);
    expect(response.body.code).toBe('METRICS.UNAUTHORIZED');
    await request(app.getHttpServer()).get('/api/metrics').set('Authorization', 'Bearer wrong-token-0123456789').expect(401);
  });

  it('exposes request latency by route, queue depth and age, and outbox lag, as Prometheus text', async () => {
    await request(app.getHttpServer()).get('/api/health/live').expect(200);
    const response = await request(app.getHttpServer()).get('/api/metrics').set('Authorization', `Bearer ${token}`).expect(200);
    expect(response.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="200"\} [1-9]/);
    // The exposition format's type (Prometheus 3 refuses text/html).
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.text).toMatch(/queue_jobs\{queue="email",state="waiting"\} \d+/);
    expect(response.text).toMatch(/queue_oldest_waiting_seconds\{queue="email"\} \d/);
    expect(response.text).toMatch(/outbox_lag_seconds \d/);
  });
});
