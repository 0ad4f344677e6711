import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from './test-app';

/** The built site (run `npx nx run frontend:build` first), as site-pages.spec.ts serves it. */
const dist = resolve(__dirname, '../../frontend/dist');

describe('HEAD answers as GET does, without a body (monitors and `curl -I`)', () => {
  let app: NestExpressApplication;
  beforeAll(async () => (app = await createTestApp({ FRONTEND_DIST: dist, PUBLIC_URL: 'https://skyward.test' })));
  afterAll(() => app.close());

  const asset = `/assets/${readdirSync(resolve(dist, 'assets')).find((file) => file.endsWith('.js'))}`;

  it.each(['/', '/book-flight', '/shop', '/robots.txt', '/sitemap.xml', asset, '/favicon.svg'])('%s', async (path) => {
    const get = await request(app.getHttpServer()).get(path).expect(200);
    const head = await request(app.getHttpServer()).head(path);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
    expect(head.text ?? '').toBe('');
    expect(get.text || get.body.length).toBeTruthy();
  });

  it('answers an unknown page 404, as GET does', async () => {
    const get = await request(app.getHttpServer()).get('/no-such-page').set('Accept', 'text/html');
    const head = await request(app.getHttpServer()).head('/no-such-page').set('Accept', 'text/html');
    expect([get.status, head.status]).toEqual([404, 404]);
    expect(head.text ?? '').toBe('');
  });
});
