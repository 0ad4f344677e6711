import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig, loadConfig } from '../src/shared/config/app-config';
import { plainHttpRefusal } from '../src/shared/http/https-only';
import { createTestApp } from './test-app';
import { signInEnrolling } from './auth';

const production = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'https-test-admin-password',
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
};

describe('a production API refuses to start where browsers would reach it over plain http', () => {
  const refusal = (env: Record<string, string>) => plainHttpRefusal(loadConfig({ ...process.env, ...production, ...env }));

  it('starts behind a trusted TLS proxy at an https address', () => {
    expect(refusal({ PUBLIC_URL: 'https://www.skywardsim.co.uk', TRUST_PROXY: '10.0.0.0/8' })).toBeUndefined();
  });

  it('says why it refuses an http address or an untrusted proxy', () => {
    expect(refusal({ PUBLIC_URL: 'http://www.skywardsim.co.uk', TRUST_PROXY: '10.0.0.0/8' })).toBe(
      'Refusing to serve production over plain http: PUBLIC_URL must be an https:// address (it is http://www.skywardsim.co.uk). ' +
        'Browsers drop Secure session cookies on http.',
    );
    expect(refusal({ PUBLIC_URL: 'https://www.skywardsim.co.uk', TRUST_PROXY: 'false' })).toMatch(
      /TRUST_PROXY must name the TLS proxy/,
    );
  });

  it('lets a production build run on localhost (a secure context to browsers) and never checks outside production', () => {
    expect(refusal({ PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: 'false' })).toBeUndefined();
    expect(refusal({ PUBLIC_URL: 'http://127.0.0.1:3510', TRUST_PROXY: 'false' })).toBeUndefined();
    expect(
      plainHttpRefusal(Object.assign(new AppConfig(), { NODE_ENV: 'test', PUBLIC_URL: 'http://skyward.test' })),
    ).toBeUndefined();
  });
});

describe('a production API behind its TLS proxy serves only what came over https', () => {
  let app: NestExpressApplication;
  const server = () => app.getHttpServer();
  const enquiry = {
    name: 'Amelia Earhart',
    email: 'amelia@example.com',
    phone: '07700 900123',
    enquiryType: 'gift',
    message: 'Hello there.',
  };

  beforeAll(async () => {
    app = await createTestApp({ ...production, PUBLIC_URL: 'https://skyward.test', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => app.close());

  it('sends a read over http to the same path on the https address (308)', async () => {
    const page = await request(server()).get('/shop?category=Merchandise').expect(308);
    expect(page.headers.location).toBe('https://skyward.test/shop?category=Merchandise');
    // The Host header does not choose where the redirect goes.
    const forged = await request(server()).head('/api/experiences').set('Host', 'evil.example').expect(308);
    expect(forged.headers.location).toBe('https://skyward.test/api/experiences');
  });

  it('refuses a write over http with 403 REQUEST.HTTPS_REQUIRED and stores nothing', async () => {
    const sender = { ...enquiry, email: `http-${Date.now()}@example.com` };
    const refused = await request(server()).post('/api/contacts').send(sender).expect(403);
    expect(refused.body).toMatchObject({ code: 'REQUEST.HTTPS_REQUIRED', correlationId: expect.any(String) });
    expect(await app.get(DataSource).query('SELECT id FROM contact_message WHERE email = $1', [sender.email])).toEqual([]);
  });

  it('serves what the trusted proxy says came over https, and only then', async () => {
    await request(server()).get('/api/experiences').set('X-Forwarded-Proto', 'https').expect(200);
    await request(server()).post('/api/contacts').set('X-Forwarded-Proto', 'https').send(enquiry).expect(201);
    await request(server()).get('/api/experiences').set('X-Forwarded-Proto', 'http').expect(308);
  });

  it('answers health checks and metrics scrapes that reach the process directly', async () => {
    await request(server()).get('/api/health/live').expect(200);
    await request(server()).get('/api/metrics').expect(401);
  });

  it('sets the Secure session cookie on a sign-in that came over https', async () => {
    const config = app.get(AppConfig);
    const post = (path: string, body: object) => request(server()).post(path).set('X-Forwarded-Proto', 'https').send(body);
    const signedIn = await signInEnrolling(app, post, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['set-cookie']).toEqual([expect.stringMatching(/^skyward\.sid=.*; Secure; SameSite=Lax$/)]);
  });
});

describe('an X-Forwarded-Proto from a proxy that is not trusted', () => {
  it('is not believed: the request is still redirected', async () => {
    const app = await createTestApp({ ...production, PUBLIC_URL: 'https://skyward.test', TRUST_PROXY: '10.0.0.0/8' });
    try {
      await request(app.getHttpServer()).get('/api/experiences').set('X-Forwarded-Proto', 'https').expect(308);
    } finally {
      await app.close();
    }
  });
});
