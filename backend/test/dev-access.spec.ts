import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from './test-app';

describe('pre-launch gate (/api/dev-auth)', () => {
  describe('when DEV_ACCESS_PASSWORD is not set', () => {
    let app: NestExpressApplication;
    beforeAll(async () => (app = await createTestApp()));
    afterAll(() => app.close());

    it('reports that no password is required', async () => {
      const response = await request(app.getHttpServer()).get('/api/dev-auth/status').expect(200);
      expect(response.body).toEqual({ requiresAuth: false, authenticated: true });
    });

    it('lets any verify through and records nothing (no outbox row per anonymous call)', async () => {
      const before = new Date();
      await request(app.getHttpServer()).post('/api/dev-auth/verify').send({ password: 'anything' }).expect(200, { authenticated: true });
      expect(await app.get(DataSource).query(`SELECT type FROM outbox WHERE created_at >= $1`, [before])).toEqual([]);
    });
  });

  describe('when DEV_ACCESS_PASSWORD is set', () => {
    let app: NestExpressApplication;
    beforeAll(async () => (app = await createTestApp({ DEV_ACCESS_PASSWORD: 'cleared-for-takeoff' })));
    afterAll(() => app.close());

    it('requires the password, refuses a wrong one and remembers a right one in the session', async () => {
      const agent = request.agent(app.getHttpServer());
      expect((await agent.get('/api/dev-auth/status').expect(200)).body).toEqual({ requiresAuth: true, authenticated: false });

      const wrong = await agent.post('/api/dev-auth/verify').send({ password: 'nope' }).expect(401);
      expect(wrong.body).toMatchObject({ statusCode: 401, code: 'DEV_ACCESS.DENIED' });
      expect(wrong.body.correlationId).toEqual(expect.any(String));

      await agent.post('/api/dev-auth/verify').send({ password: 'cleared-for-takeoff' }).expect(200, { authenticated: true });
      expect((await agent.get('/api/dev-auth/status').expect(200)).body).toEqual({ requiresAuth: true, authenticated: true });
    });

    it('writes a staff notice to the outbox in the same transaction as a successful verify', async () => {
      const before = new Date();
      await request(app.getHttpServer()).post('/api/dev-auth/verify').send({ password: 'cleared-for-takeoff' }).expect(200);
      const rows = await app.get(DataSource).query(`SELECT type FROM outbox WHERE created_at >= $1`, [before]);
      expect(rows).toEqual([{ type: 'dev-access.granted' }]);
    });

    it.each([
      ['no password', {}],
      ['an empty password', { password: '' }],
      ['a number', { password: 42 }],
      ['an array', { password: ['a'] }],
      ['an unknown field', { password: 'x', admin: true }],
    ])('answers %s with 400 and a stable code', async (_label, body) => {
      const response = await request(app.getHttpServer()).post('/api/dev-auth/verify').send(body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'REQUEST.VALIDATION_FAILED' });
    });

    it('answers malformed JSON with 400 and a 10 kB body with 400 or 413, never 500', async () => {
      const malformed = await request(app.getHttpServer())
        .post('/api/dev-auth/verify')
        .set('Content-Type', 'application/json')
        .send('{"password": ');
      expect(malformed.status).toBe(400);
      expect(malformed.body.code).toBe('REQUEST.MALFORMED_JSON');

      const huge = await request(app.getHttpServer())
        .post('/api/dev-auth/verify')
        .send({ password: 'x'.repeat(10_000) });
      expect(huge.status).toBe(400);
      expect(huge.body.code).toBe('REQUEST.VALIDATION_FAILED');

      const tooLarge = await request(app.getHttpServer())
        .post('/api/dev-auth/verify')
        .send({ password: 'x'.repeat(200_000) });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.code).toBe('REQUEST.TOO_LARGE');
    });

    it('rate limits guesses', async () => {
      const server = app.getHttpServer();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt++) {
        statuses.push(
          (
            await request(server)
              .post('/api/dev-auth/verify')
              .send({ password: `guess-${attempt}` })
          ).status,
        );
      }
      expect(statuses).toContain(429);
      const limited = await request(server).post('/api/dev-auth/verify').send({ password: 'cleared-for-takeoff' });
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('REQUEST.RATE_LIMITED');
    });
  });
});

describe("the site's pages carry the gate status (no status call before the first render)", () => {
  const site = mkdtempSync(join(tmpdir(), 'skyward-site-'));
  writeFileSync(
    join(site, 'index.html'),
    '<!doctype html><html><head><title>Skyward</title></head><body><div id="root"></div></body></html>',
  );
  const statusOf = (html: string) => {
    const content = /<meta name="dev-access-status" content="([^"]*)" \/>/.exec(html)?.[1];
    return content === undefined ? null : JSON.parse(content.replace(/&quot;/g, '"'));
  };

  it('says the site is open when no password is set', async () => {
    const app = await createTestApp({ FRONTEND_DIST: site });
    try {
      const page = await request(app.getHttpServer()).get('/book-flight').set('Accept', 'text/html').expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(statusOf(page.text)).toEqual({ requiresAuth: false, authenticated: true });
    } finally {
      await app.close();
    }
  });

  it('says the gate is closed to a new visitor and open once this session gave the password', async () => {
    const app = await createTestApp({ FRONTEND_DIST: site, DEV_ACCESS_PASSWORD: 'cleared-for-takeoff' });
    try {
      const agent = request.agent(app.getHttpServer());
      expect(statusOf((await agent.get('/').set('Accept', 'text/html').expect(200)).text)).toEqual({
        requiresAuth: true,
        authenticated: false,
      });
      await agent.post('/api/dev-auth/verify').send({ password: 'cleared-for-takeoff' }).expect(200);
      expect(statusOf((await agent.get('/shop').set('Accept', 'text/html').expect(200)).text)).toEqual({
        requiresAuth: true,
        authenticated: true,
      });
    } finally {
      await app.close();
    }
  });
});
