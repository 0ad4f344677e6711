import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, truncate } from './test-app';

/** Each test speaks as its own client (through a trusted proxy: TRUST_PROXY=loopback), so rate limits do not leak between tests. */
let clientNumber = 0;
const newClient = () => `198.51.100.${++clientNumber}`;

const valid = {
  name: 'Amelia Earhart',
  email: 'amelia@example.com',
  phone: '07700 900123',
  enquiryType: 'gift',
  message: 'Could I buy a Try and Fly voucher for my father?',
};

describe('POST /api/contacts', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const post = (body: unknown, client = newClient()) =>
    request(app.getHttpServer()).post('/api/contacts').set('X-Forwarded-For', client).send(body as object);
  const storedMessages = async () => Number((await db.query(`SELECT count(*) FROM contact_message`))[0].count);

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'loopback' });
    db = app.get(DataSource);
  });
  beforeEach(() => truncate(app, 'contact_message'));
  afterAll(() => app.close());

  it('stores the enquiry, trimmed, and the event that e-mails staff and customer, in one go', async () => {
    const response = await post({ ...valid, name: '  Amelia Earhart ', message: ' Hello\nthere ' }).expect(201);
    expect(response.body).toEqual({ id: expect.any(String), createdAt: expect.any(String) });

    const rows = await db.query(`SELECT name, email, phone, enquiry_type, message FROM contact_message WHERE id = $1`, [response.body.id]);
    expect(rows).toEqual([{ name: 'Amelia Earhart', email: valid.email, phone: valid.phone, enquiry_type: 'gift', message: 'Hello\nthere' }]);

    const events = await db.query(`SELECT type FROM outbox WHERE payload->>'contactMessageId' = $1`, [response.body.id]);
    expect(events).toEqual([{ type: 'enquiry.received' }]);
  });

  it('refuses a NUL character at the edge (400 REQUEST.NUL_CHARACTER) and stores nothing', async () => {
    const response = await post({ ...valid, name: 'Ame\u0000lia' }).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'REQUEST.NUL_CHARACTER' });
    expect(await storedMessages()).toBe(0);
  });

  it('answers a bot that filled the hidden honeypot field like anyone (201), and stores and sends nothing', async () => {
    const outboxBefore = Number((await db.query(`SELECT count(*) FROM outbox`))[0].count);
    const response = await post({ ...valid, website: 'https://cheap-pills.example' }).expect(201);
    expect(response.body).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
    expect(await storedMessages()).toBe(0);
    expect(Number((await db.query(`SELECT count(*) FROM outbox`))[0].count)).toBe(outboxBefore);
  });

  it.each(['booking', 'gift', 'home-sim', 'group', 'general'])('accepts the enquiry type %s', async (enquiryType) => {
    await post({ ...valid, enquiryType }).expect(201);
    expect(await storedMessages()).toBe(1);
  });

  const { name: _name, ...withoutName } = valid;
  const { message: _message, ...withoutMessage } = valid;
  it.each([
    ['a missing name', withoutName, 'Please enter your name.'],
    ['a missing message', withoutMessage, 'Please enter your message.'],
    ['an empty body', {}, 'Please enter your name.'],
    ['a blank phone', { ...valid, phone: '   ' }, 'Please enter your phone number.'],
    ['an email that is no address', { ...valid, email: 'amelia' }, 'Please enter a valid email address.'],
    ['a number for a name', { ...valid, name: 42 }, 'Please enter your name.'],
    ['an array for an email', { ...valid, email: ['amelia@example.com'] }, 'Please enter your email address.'],
    ['an object for a message', { ...valid, message: { text: 'hi' } }, 'Please enter your message.'],
    ['null for the phone', { ...valid, phone: null }, 'Please enter your phone number.'],
    ['an unknown enquiry type', { ...valid, enquiryType: 'complaint' }, 'Please choose an enquiry type'],
    ['an enquiry type from the prototype chain', { ...valid, enquiryType: 'constructor' }, 'Please choose an enquiry type'],
    ['an unknown extra property', { ...valid, isAdmin: true }, 'The request holds a field this form does not take.'],
    ['a 100 kB message', { ...valid, message: 'x'.repeat(100_000) }, 'Your message must be at most 5000 characters.'],
    ['a 100 kB name', { ...valid, name: 'x'.repeat(100_000) }, 'Your name must be at most 120 characters.'],
  ])('answers %s with 400 REQUEST.VALIDATION_FAILED and stores nothing', async (_label, body, message) => {
    const response = await post(body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'REQUEST.VALIDATION_FAILED' });
    expect(response.body.message).toContain(message);
    expect(response.body.correlationId).toEqual(expect.any(String));
    expect(await storedMessages()).toBe(0);
  });

  it.each([
    ['malformed JSON', '{"name": "Amelia", ', 'application/json', 400, 'REQUEST.MALFORMED_JSON'],
    ['a JSON string', '"hello"', 'application/json', 400, 'REQUEST.MALFORMED_JSON'],
    ['a JSON array', JSON.stringify([valid]), 'application/json', 400, 'REQUEST.VALIDATION_FAILED'],
    ['a form-encoded body', new URLSearchParams(valid).toString(), 'application/x-www-form-urlencoded', 415, 'REQUEST.UNSUPPORTED_MEDIA_TYPE'],
    ['a body over the 100 kB limit', JSON.stringify({ ...valid, message: 'x'.repeat(120_000) }), 'application/json', 413, 'REQUEST.TOO_LARGE'],
  ])('answers %s with a stable error code and stores nothing', async (_label, raw, contentType, status, code) => {
    const response = await request(app.getHttpServer())
      .post('/api/contacts')
      .set('X-Forwarded-For', newClient())
      .set('Content-Type', contentType)
      .send(raw);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ statusCode: status, code });
    expect(await storedMessages()).toBe(0);
  });

  it('rate limits each client: the sixth enquiry within ten minutes gets 429, another client is still served', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 5; attempt++) await post(valid, client).expect(201);
    const limited = await post(valid, client).expect(429);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'REQUEST.RATE_LIMITED' });
    expect(await storedMessages()).toBe(5);
    await post(valid, newClient()).expect(201);
  });
});
