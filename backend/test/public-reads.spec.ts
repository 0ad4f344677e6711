import type { NestExpressApplication } from '@nestjs/platform-express';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { ClsService } from 'nestjs-cls';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PUBLIC_CACHE_CONTROL } from '../src/shared/http/public-read';
import { customerAgent } from './auth';
import { weekdayAhead } from './booking-fixtures';
import { createTestApp } from './test-app';

const sessionRows = async (app: NestExpressApplication): Promise<number> =>
  (await app.get(DataSource).query(`SELECT count(*)::int AS count FROM session`))[0].count;

/** docs/product.md, Caching and logs: public reads are cacheable and cost no session work while the gate is off. */
describe('public reads of the catalogue', () => {
  const availability = `/api/availability?date=${weekdayAhead(20)}&sessionType=tryandfly`;

  describe('with the pre-launch gate off', () => {
    let app: NestExpressApplication;
    beforeAll(async () => (app = await createTestApp()));
    afterAll(() => app.close());

    it.each(['/api/products', '/api/experiences', '/api/refund-terms', availability])(
      'GET %s is publicly cacheable with an ETag, and If-None-Match answers 304 without a body',
      async (path) => {
        const first = await request(app.getHttpServer()).get(path).expect(200);
        expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
        expect(first.headers.etag).toEqual(expect.any(String));
        expect(first.headers['set-cookie']).toBeUndefined();

        const again = await request(app.getHttpServer()).get(path).set('If-None-Match', first.headers.etag).expect(304);
        expect(again.text).toBe('');
        expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      },
    );

    it('starts no session for anonymous reads and does not touch a signed-in visitor’s session on a public read', async () => {
      const before = await sessionRows(app);
      await request(app.getHttpServer()).get('/api/products').expect(200);
      await request(app.getHttpServer()).get('/api/session').expect(401);
      expect(await sessionRows(app)).toBe(before);

      const customer = await customerAgent(app);
      const read = await customer.get('/api/products').expect(200);
      expect(read.headers['set-cookie']).toBeUndefined(); // a CDN never stores someone's cookie with the list
      await customer.get('/api/session').expect(200); // the session still works where it is needed
    });

    it('counts no GET against the rate limits, and still counts writes', async () => {
      const counters = (app.get(ThrottlerStorage) as ThrottlerStorageService).storage;
      const before = counters.size;
      await request(app.getHttpServer()).get(availability).expect(200);
      await request(app.getHttpServer()).get('/api/session').expect(401);
      expect(counters.size).toBe(before);
      await request(app.getHttpServer()).post('/api/newsletter').send({ email: `reads+${Date.now()}@example.com` });
      expect(counters.size).toBeGreaterThan(before);
    });

    it('compresses for a client that accepts gzip, and sends plain bytes to one that accepts no encoding', async () => {
      const gzipped = await request(app.getHttpServer()).get('/api/experiences').set('Accept-Encoding', 'gzip').expect(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      const plain = await request(app.getHttpServer()).get('/api/experiences').set('Accept-Encoding', '').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toEqual(gzipped.body);
      expect(plain.headers.etag).toBe(gzipped.headers.etag);
    });

    it('never marks an error publicly cacheable', async () => {
      const bad = await request(app.getHttpServer()).get('/api/availability?date=not-a-date&sessionType=tryandfly').expect(400);
      expect(bad.headers['cache-control']).toBe('no-store');
    });

    it('opens a request context for a write (its events carry the request’s id) and none for a public read', async () => {
      await request(app.getHttpServer())
        .post('/api/newsletter')
        .set('X-Request-Id', 'context-of-a-write')
        .send({ email: `context+${Date.now()}@example.com` })
        .expect(200);
      const published = await app.get(DataSource).query(`SELECT count(*)::int AS count FROM outbox WHERE correlation_id = 'context-of-a-write'`);
      expect(published[0].count).toBe(1);

      const contextsOpened = jest.spyOn(app.get(ClsService), 'run');
      await request(app.getHttpServer()).get('/api/products').expect(200);
      await request(app.getHttpServer()).get(availability).expect(200);
      expect(contextsOpened).not.toHaveBeenCalled();
      await request(app.getHttpServer()).get('/api/session').expect(401);
      expect(contextsOpened).toHaveBeenCalledTimes(1);
      contextsOpened.mockRestore();
    });

    it('sets the security headers on every answer', async () => {
      const response = await request(app.getHttpServer()).get('/api/products').expect(200);
      expect(response.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    });
  });

  describe('with the pre-launch gate on', () => {
    let app: NestExpressApplication;
    beforeAll(async () => (app = await createTestApp({ DEV_ACCESS_PASSWORD: 'cleared-for-takeoff' })));
    afterAll(() => app.close());

    it('keeps reads private: refused before the gate, never publicly cacheable after it', async () => {
      const refused = await request(app.getHttpServer()).get('/api/products');
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.headers['cache-control']).not.toContain('public');

      const visitor = request.agent(app.getHttpServer());
      await visitor.post('/api/dev-auth/verify').send({ password: 'cleared-for-takeoff' }).expect(200);
      const read = await visitor.get('/api/products').expect(200);
      expect(read.headers['cache-control'] ?? '').not.toContain('public');
    });
  });
});
