import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, truncate } from './test-app';

let clientNumber = 0;
const newClient = () => `203.0.113.${++clientNumber}`;

describe('POST /api/newsletter', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const subscribe = (body: unknown, client = newClient()) =>
    request(app.getHttpServer()).post('/api/newsletter').set('X-Forwarded-For', client).send(body as object);
  const subscribers = async (): Promise<string[]> =>
    (await db.query(`SELECT email FROM newsletter_subscription ORDER BY created_at`)).map((row: { email: string }) => row.email);

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
  });
  beforeEach(() => truncate(app, 'newsletter_subscription'));
  afterAll(() => app.close());

  it('subscribes an address', async () => {
    const response = await subscribe({ email: ' pilot@example.com ' }).expect(200);
    expect(response.body).toEqual({ subscribed: true });
    expect(await subscribers()).toEqual(['pilot@example.com']);
  });

  it('answers a repeat subscription, in any letter case, exactly like the first and keeps one row', async () => {
    const first = await subscribe({ email: 'pilot@example.com' }).expect(200);
    const again = await subscribe({ email: 'pilot@example.com' }).expect(200);
    const shouted = await subscribe({ email: 'PILOT@Example.COM' }).expect(200);
    expect(again.body).toEqual(first.body);
    expect(shouted.body).toEqual(first.body);
    expect(await subscribers()).toEqual(['pilot@example.com']);
  });

  it('keeps one row when the same address is subscribed many times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email: 'race@example.com' })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await subscribers()).toEqual(['race@example.com']);
  });

  it.each([
    ['no email', {}, 'Please enter your email address.'],
    ['an empty email', { email: '' }, 'Please enter your email address.'],
    ['an email that is no address', { email: 'not-an-address' }, 'Please enter a valid email address.'],
    ['a number', { email: 42 }, 'Please enter your email address.'],
    ['an array', { email: ['pilot@example.com'] }, 'Please enter your email address.'],
    ['an unknown extra property', { email: 'pilot@example.com', name: 'Pilot' }, 'property name should not exist'],
    ['a 100 kB email', { email: `${'x'.repeat(100_000)}@example.com` }, 'at most 254 characters'],
  ])('answers %s with 400 REQUEST.VALIDATION_FAILED and stores nothing', async (_label, body, message) => {
    const response = await subscribe(body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'REQUEST.VALIDATION_FAILED' });
    expect(response.body.message).toContain(message);
    expect(await subscribers()).toEqual([]);
  });

  it('answers malformed JSON with 400 REQUEST.MALFORMED_JSON and stores nothing', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/newsletter')
      .set('X-Forwarded-For', newClient())
      .set('Content-Type', 'application/json')
      .send('{"email": "pilot@');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'REQUEST.MALFORMED_JSON' });
    expect(await subscribers()).toEqual([]);
  });

  it('rate limits each client', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 5; attempt++) await subscribe({ email: `reader${attempt}@example.com` }, client).expect(200);
    const limited = await subscribe({ email: 'reader5@example.com' }, client).expect(429);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'REQUEST.RATE_LIMITED' });
    expect(await subscribers()).toHaveLength(5);
    await subscribe({ email: 'reader5@example.com' }, newClient()).expect(200);
  });
});
