import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { adminAgent } from './auth';
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
    app = await createTestApp({ TRUST_PROXY: 'loopback' });
    db = app.get(DataSource);
  });
  beforeEach(() => truncate(app, 'newsletter_subscription', 'outbox'));
  afterAll(() => app.close());

  const confirmationRequests = async (): Promise<number> =>
    Number((await db.query(`SELECT count(*) AS n FROM outbox WHERE type = 'newsletter.confirmation-requested'`))[0].n);
  const tokensOf = async (email: string): Promise<{ confirm: string; unsubscribe: string }> =>
    (await db.query(`SELECT confirm_token AS confirm, unsubscribe_token AS unsubscribe FROM newsletter_subscription WHERE email = $1`, [email]))[0];

  it('subscribes an address, records the consent and asks for one confirmation e-mail', async () => {
    const response = await subscribe({ email: ' pilot@example.com ' }, '198.51.100.7').expect(200);
    expect(response.body).toEqual({ subscribed: true });
    expect(await subscribers()).toEqual(['pilot@example.com']);
    const [consent] = await db.query(`SELECT consent_at, consent_ip, consent_text, confirmed_at FROM newsletter_subscription`);
    expect(consent.consent_ip).toContain('198.51.100.7');
    expect(consent.consent_text).toBe('Newsletter: Special offers and new experiences, straight to your inbox.');
    expect(consent.consent_at).toBeInstanceOf(Date);
    expect(consent.confirmed_at).toBeNull();
    expect(await confirmationRequests()).toBe(1);
  });

  it('sends at most one confirmation an hour to an unconfirmed address, and none once confirmed', async () => {
    await subscribe({ email: 'pilot@example.com' }).expect(200);
    await subscribe({ email: 'PILOT@example.com' }).expect(200);
    expect(await confirmationRequests()).toBe(1);
    await db.query(`UPDATE newsletter_subscription SET confirmation_sent_at = now() - interval '61 minutes'`);
    await subscribe({ email: 'pilot@example.com' }).expect(200);
    expect(await confirmationRequests()).toBe(2);

    await db.query(`UPDATE newsletter_subscription SET confirmation_sent_at = now() - interval '2 hours'`);
    await request(app.getHttpServer()).post('/api/newsletter/confirm').send({ token: (await tokensOf('pilot@example.com')).confirm }).expect(200, { confirmed: true });
    const again = await subscribe({ email: 'pilot@example.com' }).expect(200);
    expect(again.body).toEqual({ subscribed: true });
    expect(await confirmationRequests()).toBe(2);
  });

  it('lists only confirmed subscribers to staff, and unsubscribing in one click removes them', async () => {
    await subscribe({ email: 'confirmed@example.com' }).expect(200);
    await subscribe({ email: 'pending@example.com' }).expect(200);
    await subscribe({ email: '=cmd@example.com' }).expect(200);
    for (const email of ['confirmed@example.com', '=cmd@example.com']) {
      await request(app.getHttpServer()).post('/api/newsletter/confirm').send({ token: (await tokensOf(email)).confirm }).expect(200);
    }
    const staff = await adminAgent(app);
    const listed = await staff.get('/api/admin/newsletter-subscribers').expect(200);
    expect(listed.body.map((row: { email: string }) => row.email)).toEqual(['confirmed@example.com', '=cmd@example.com']);
    const csv = await staff.get('/api/admin/newsletter-subscribers/export.csv').expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toBe('email,consent_given_at,confirmed_at');
    expect(csv.text).toContain('\r\nconfirmed@example.com,');
    expect(csv.text).toContain("\r\n'=cmd@example.com,");
    expect(csv.text).not.toContain('pending@example.com');

    // RFC 8058: the mail client POSTs a form with no Origin and no cookie.
    const { unsubscribe } = await tokensOf('confirmed@example.com');
    await request(app.getHttpServer())
      .post(`/api/newsletter/unsubscribe?token=${unsubscribe}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200, { unsubscribed: true });
    await request(app.getHttpServer()).post(`/api/newsletter/unsubscribe?token=${unsubscribe}`).expect(200, { unsubscribed: true });
    const after = await staff.get('/api/admin/newsletter-subscribers/export.csv').expect(200);
    expect(after.text).not.toContain('confirmed@example.com');
    await request(app.getHttpServer()).get('/api/admin/newsletter-subscribers/export.csv').expect(401);
  });

  it('refuses a confirm link that names no subscription with 404 NEWSLETTER.LINK_INVALID', async () => {
    for (const token of ['f'.repeat(48), "' OR 1=1 --"]) {
      const response = await request(app.getHttpServer()).post('/api/newsletter/confirm').send({ token }).expect(404);
      expect(response.body).toMatchObject({ code: 'NEWSLETTER.LINK_INVALID' });
    }
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
    expect(await confirmationRequests()).toBe(1);
  });

  it.each([
    ['no email', {}, 'Please enter your email address.'],
    ['an empty email', { email: '' }, 'Please enter your email address.'],
    ['an email that is no address', { email: 'not-an-address' }, 'Please enter a valid email address.'],
    ['a number', { email: 42 }, 'Please enter your email address.'],
    ['an array', { email: ['pilot@example.com'] }, 'Please enter your email address.'],
    ['an unknown extra property', { email: 'pilot@example.com', name: 'Pilot' }, 'The request holds a field this form does not take.'],
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
