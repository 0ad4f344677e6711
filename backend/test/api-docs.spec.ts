import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AppConfig } from '../src/shared/config/app-config';
import { createUser, signInEnrolling } from './auth';
import { createTestApp } from './test-app';

const production = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'api-docs-test-admin-password',
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
};
const DOCS = ['/api/docs', '/api/docs/openapi.json'];

/**
 * The session cookie of a sign-in over the trusted proxy's https (Secure, so sent by hand over the test's http). Staff
 * enrol in two-step sign-in on the way, as production asks of every owner (ADMIN_2FA_EXEMPT has no effect there).
 */
async function sessionCookie(app: NestExpressApplication, email: string, password: string): Promise<string> {
  const post = (path: string, body: object) =>
    request(app.getHttpServer()).post(path).set('X-Forwarded-Proto', 'https').send(body);
  const response = await signInEnrolling(app, post, email, password);
  expect(response.status).toBe(200);
  return String(response.headers['set-cookie'][0]).split(';')[0];
}

describe('the API description (/api/docs) names every staff route, so production shows it to staff only', () => {
  let app: NestExpressApplication;
  const get = (path: string, cookie?: string) => {
    const call = request(app.getHttpServer()).get(path).set('X-Forwarded-Proto', 'https');
    return cookie ? call.set('Cookie', cookie) : call;
  };

  beforeAll(async () => {
    app = await createTestApp({ ...production, PUBLIC_URL: 'https://skyward.test', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => app.close());

  it('refuses an anonymous visitor (401) and a customer (403)', async () => {
    const email = `docs-${Date.now()}@example.com`;
    await createUser(app, { email, password: 'customer-password-123' });
    const customer = await sessionCookie(app, email, 'customer-password-123');
    for (const path of DOCS) {
      const anonymous = await get(path);
      expect({ path, status: anonymous.status, code: anonymous.body.code }).toEqual({
        path,
        status: 401,
        code: 'AUTH.UNAUTHENTICATED',
      });
      expect(JSON.stringify(anonymous.body)).not.toContain('/api/admin');
      const refused = await get(path, customer);
      expect({ path, status: refused.status, code: refused.body.code }).toEqual({ path, status: 403, code: 'AUTH.FORBIDDEN' });
    }
  });

  it('serves staff the whole description, staff routes included', async () => {
    const config = app.get(AppConfig);
    const admin = await sessionCookie(app, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    const document = await get('/api/docs/openapi.json', admin).expect(200);
    expect(Object.keys(document.body.paths)).toEqual(expect.arrayContaining(['/api/admin/experiences/{id}', '/api/experiences']));
    expect((await get('/api/docs', admin)).status).toBe(200);
  });
});

describe('outside production the description stays open for development', () => {
  it('serves it to anyone', async () => {
    const app = await createTestApp();
    try {
      await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200);
    } finally {
      await app.close();
    }
  });
});
