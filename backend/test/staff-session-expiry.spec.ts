import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { adminAgent, customerAgent, type Agent } from './auth';
import { createTestApp } from './test-app';

/** The id of the agent's session row, from its signed cookie (`s:<id>.<signature>`). */
const sessionId = (response: request.Response) =>
  decodeURIComponent(String(response.headers['set-cookie']?.[0]).split(';')[0].split('=')[1]).replace(/^s:/, '').split('.')[0];

/** The staff panel warns before the session ends (docs/product.md, Staff panel): the API says when that is. */
describe('GET /api/session says how long the session lasts unused', () => {
  let app: NestExpressApplication;
  beforeAll(async () => (app = await createTestApp({ STAFF_SESSION_IDLE_SECONDS: '90' })));
  afterAll(() => app.close());

  it("gives staff their idle time (STAFF_SESSION_IDLE_SECONDS) and renews it with every answer", async () => {
    const admin = await adminAgent(app);
    const before = Date.now();
    const first = await admin.get('/api/session').expect(200);
    expect(first.body).toMatchObject({ user: { role: 'owner' }, idleSeconds: 90 });
    const expiresAt = Date.parse(first.body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 90_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 90_000);
    expect(first.headers['set-cookie']?.[0]).toMatch(/Expires=/);
    // The stored session ends when the answer said: the row's expiry is the one the browser was told.
    const [row] = await app.get(DataSource).query(`SELECT expire FROM session WHERE sid = $1`, [sessionId(first)]);
    expect(Math.abs(new Date(row.expire).getTime() - expiresAt)).toBeLessThan(2_000);

    // Any later answer moves the stored expiry on again (from 10 s left back to the whole idle time).
    await app.get(DataSource).query(`UPDATE session SET expire = now() + interval '10 seconds' WHERE sid = $1`, [sessionId(first)]);
    await admin.get('/api/admin/enquiries').expect(200);
    const [rolled] = await app.get(DataSource).query(`SELECT expire FROM session WHERE sid = $1`, [sessionId(first)]);
    expect(new Date(rolled.expire).getTime()).toBeGreaterThan(Date.now() + 85_000);
  });

  it('gives a customer the customer idle time (7 days)', async () => {
    const customer = await customerAgent(app);
    const session = await customer.get('/api/session').expect(200);
    expect(session.body.idleSeconds).toBe(7 * 24 * 3600);
  });

  it('answers 401 once the session is gone (the panel then asks to sign in again)', async () => {
    const admin: Agent = await adminAgent(app);
    const alive = await admin.get('/api/session').expect(200);
    await app.get(DataSource).query('DELETE FROM session WHERE sid = $1', [sessionId(alive)]);
    const gone = await admin.get('/api/admin/enquiries');
    expect({ status: gone.status, code: gone.body.code }).toEqual({ status: 401, code: 'AUTH.UNAUTHENTICATED' });
    await request(app.getHttpServer()).get('/api/session').expect(401);
  });
});
