import { createHash, createHmac } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/shared/config/app-config';
import { SESSION_COOKIE } from '../src/shared/http/configure-app';
import { Agent, createUser, signIn } from './auth';
import { createTestApp } from './test-app';
import { waitUntil } from './wait-until';

const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
let count = 0;
const uniqueEmail = (label: string) => `${label}+${run}-${++count}@example.com`;
/** A client address of its own, as the trusted proxy of the `proxied` app reports it in X-Forwarded-For. */
const uniqueIp = () => `198.51.100.${(++count % 250) + 1}`;
const PASSWORD = 'correct horse battery';

/** How express-session (cookie-signature) signs a session id: '<sid>.<base64 HMAC-SHA256 without padding>'. */
const signSessionId = (sid: string, secret: string) =>
  `${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`;

/** The session id inside a Set-Cookie header ('s:<sid>.<signature>', URL-encoded). */
function sessionIdOf(setCookie: string[] | string | undefined): string | undefined {
  const cookie = ([] as string[]).concat(setCookie ?? []).find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) return undefined;
  const value = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]);
  return value.startsWith('s:') ? value.slice(2, value.lastIndexOf('.')) : undefined;
}

describe('accounts: sign-in, sessions and hardening', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const server = () => app.getHttpServer();

  beforeAll(async () => {
    // Every request of this suite comes from loopback: the per-address limit across accounts is raised for it
    // by configuration (the rate-limit tests below use their own app behind a trusted proxy).
    app = await createTestApp({ LOGIN_FAILURES_PER_IP: '1000' });
    db = app.get(DataSource);
    await db.query(`DELETE FROM "rate_limit_counter"`);
  });
  afterAll(() => app.close());

  describe('login, session and logout', () => {
    it('signs in (any letter case), shows the session, and logs out destroying the session', async () => {
      const email = uniqueEmail('amelia');
      await createUser(app, { email, password: PASSWORD, name: 'Amelia Earhart' });
      const agent = request.agent(server());

      await agent.get('/api/session').expect(401);
      const login = await agent
        .post('/api/login')
        .send({ email: `  ${email.toUpperCase()} `, password: PASSWORD })
        .expect(200);
      expect(login.body).toEqual({ user: { name: 'Amelia Earhart', email, role: 'customer' }, idleSeconds: 7 * 24 * 3600, expiresAt: expect.any(String) });
      const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((value) => value.startsWith(SESSION_COOKIE));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const sid = sessionIdOf(login.headers['set-cookie']);
      expect((await db.query(`SELECT 1 FROM session WHERE sid = $1`, [sid])).length).toBe(1);

      const session = await agent.get('/api/session').expect(200);
      expect(session.body).toEqual({ user: { name: 'Amelia Earhart', email, role: 'customer' }, idleSeconds: 7 * 24 * 3600, expiresAt: expect.any(String) });
      expect(session.headers['cache-control']).toBe('no-store');

      await agent.post('/api/logout').expect(204);
      expect(await db.query(`SELECT 1 FROM session WHERE sid = $1`, [sid])).toEqual([]);
      const after = await agent.get('/api/session').expect(401);
      expect(after.body).toMatchObject({ statusCode: 401, code: 'AUTH.UNAUTHENTICATED' });
      // The old cookie, replayed by hand, no longer works either.
      await request(server()).get('/api/session').set('Cookie', cookie!.split(';')[0]).expect(401);
    });

    it('a request still running when its session signs out does not put the ended session back (cookie or row)', async () => {
      // The dashboard's reads are in flight when the customer presses Log Out and signs in again: with rolling sessions,
      // the late answer would set the ended session's cookie over the new one, and the customer would look signed out.
      const email = uniqueEmail('inflight');
      await createUser(app, { email, password: PASSWORD });
      const login = await request(server()).post('/api/login').send({ email, password: PASSWORD }).expect(200);
      const first = sessionIdOf(login.headers['set-cookie']);
      const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((value) => value.startsWith(SESSION_COOKIE))!.split(';')[0];

      // The bookings table held by another transaction: the customer's upcoming bookings wait on it, session loaded.
      const runner = db.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      try {
        await runner.query(`LOCK TABLE booking IN ACCESS EXCLUSIVE MODE`);
        const late = request(server()).get('/api/my-bookings').set('Cookie', cookie).then((response) => response);
        await waitUntil(
          async () => (await db.query(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`)).length > 0,
          5_000,
          'the bookings read to wait on the lock',
        );
        await request(server()).post('/api/logout').set('Cookie', cookie).expect(204);
        const again = await request(server()).post('/api/login').send({ email, password: PASSWORD }).expect(200);
        expect(sessionIdOf(again.headers['set-cookie'])).not.toBe(first);
        await runner.commitTransaction();

        const answer = await late;
        expect(answer.status).toBe(200);
        expect(sessionIdOf(answer.headers['set-cookie'])).toBeUndefined();
        expect(await db.query(`SELECT 1 FROM session WHERE sid = $1`, [first])).toEqual([]);
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
    });

    it('answers an unknown e-mail and a wrong password the same way, and sets no session', async () => {
      const email = uniqueEmail('known');
      await createUser(app, { email, password: PASSWORD });
      const ip = uniqueIp();
      const unknown = await request(server())
        .post('/api/login')
        .set('X-Forwarded-For', ip)
        .send({ email: uniqueEmail('nobody'), password: PASSWORD })
        .expect(401);
      const wrong = await request(server())
        .post('/api/login')
        .set('X-Forwarded-For', ip)
        .send({ email, password: 'not the password' })
        .expect(401);
      expect(unknown.body.code).toBe('AUTH.INVALID_CREDENTIALS');
      expect(unknown.body.message).toBe('Invalid credentials');
      expect({ ...wrong.body, correlationId: '' }).toEqual({ ...unknown.body, correlationId: '' });
      expect(unknown.headers['set-cookie']).toBeUndefined();
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('refuses an account that has no password yet (created by a booking) like any wrong password', async () => {
      const email = uniqueEmail('nopassword');
      await request(server())
        .post('/api/login')
        .send({ email, password: PASSWORD })
        .set('X-Forwarded-For', uniqueIp())
        .expect(401);
    });

    it('gives a new session id at sign-in (no fixation) and keeps only the pre-launch grant', async () => {
      const gated = await createTestApp({ DEV_ACCESS_PASSWORD: 'cleared-for-takeoff' });
      try {
        const email = uniqueEmail('fixation');
        await createUser(gated, { email, password: PASSWORD });
        const agent = request.agent(gated.getHttpServer());
        const gate = await agent.post('/api/dev-auth/verify').send({ password: 'cleared-for-takeoff' }).expect(200);
        const before = sessionIdOf(gate.headers['set-cookie']);
        expect(before).toBeDefined();

        const login = await agent.post('/api/login').send({ email, password: PASSWORD }).expect(200);
        const after = sessionIdOf(login.headers['set-cookie']);
        expect(after).toBeDefined();
        expect(after).not.toBe(before);
        const rows = await gated.get(DataSource).query(`SELECT sid FROM session WHERE sid = ANY($1)`, [[before, after]]);
        expect(rows).toEqual([{ sid: after }]);
        // Signed in, and still past the gate.
        await agent.get('/api/session').expect(200);
        expect((await agent.get('/api/dev-auth/status').expect(200)).body).toEqual({ requiresAuth: true, authenticated: true });

        // Logging out keeps the visitor past the gate, in a new session.
        const logout = await agent.post('/api/logout').expect(204);
        const fresh = sessionIdOf(logout.headers['set-cookie']);
        expect(fresh).toBeDefined();
        expect(fresh).not.toBe(after);
        expect((await agent.get('/api/dev-auth/status').expect(200)).body).toEqual({ requiresAuth: true, authenticated: true });
        await agent.get('/api/session').expect(401);
      } finally {
        await gated.close();
      }
    });

    it('ignores a session id the visitor chose: a validly signed cookie for an unknown id is not a session, and login replaces it', async () => {
      const email = uniqueEmail('chosen');
      await createUser(app, { email, password: PASSWORD });
      const secret = app.get(AppConfig).SESSION_SECRET;
      const chosen = `attacker-chosen-${run}`;
      const cookie = `${SESSION_COOKIE}=${encodeURIComponent(`s:${signSessionId(chosen, secret)}`)}`;
      await request(server()).get('/api/session').set('Cookie', cookie).expect(401);
      const login = await request(server())
        .post('/api/login')
        .set('Cookie', cookie)
        .send({ email, password: PASSWORD })
        .expect(200);
      const assigned = sessionIdOf(login.headers['set-cookie']) as string;
      expect(assigned).not.toBe(chosen);
      expect(await db.query(`SELECT 1 FROM session WHERE sid = $1`, [chosen])).toEqual([]);
      // The signing above is the real one: the same recipe on the assigned id is a working session.
      await request(server())
        .get('/api/session')
        .set('Cookie', `${SESSION_COOKIE}=${encodeURIComponent(`s:${signSessionId(assigned, secret)}`)}`)
        .expect(200);
    });

    it('treats a forged or expired session cookie as no session', async () => {
      await request(server()).get('/api/session').set('Cookie', `${SESSION_COOKIE}=s%3Aforged.c2lnbmF0dXJl`).expect(401);
      await request(server()).get('/api/session').set('Cookie', `${SESSION_COOKIE}=garbage`).expect(401);

      const email = uniqueEmail('expired');
      await createUser(app, { email, password: PASSWORD });
      const agent = request.agent(server());
      const login = await agent.post('/api/login').send({ email, password: PASSWORD }).expect(200);
      await db.query(`UPDATE session SET expire = now() - interval '1 minute' WHERE sid = $1`, [
        sessionIdOf(login.headers['set-cookie']),
      ]);
      await agent.get('/api/session').expect(401);
    });

    it('gives staff sessions 30 minutes idle and 12 hours in all, customers 7 days rolling (ASVS 3.3.2)', async () => {
      // Seconds until the cookie's Expires, rounded to the minute (the request itself takes a moment).
      const maxAgeOf = (setCookie: string[] | string | undefined) => {
        const cookie = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith(SESSION_COOKIE)) ?? '';
        const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
        return Math.round((expires - Date.now()) / 60_000) * 60;
      };
      const staffEmail = uniqueEmail('staff');
      await createUser(app, { email: staffEmail, password: PASSWORD, role: 'instructor' });
      const staff = request.agent(server());
      const staffLogin = await staff.post('/api/login').send({ email: staffEmail, password: PASSWORD }).expect(200);
      expect(maxAgeOf(staffLogin.headers['set-cookie'])).toBe(30 * 60);
      const rolled = await staff.get('/api/session').expect(200);
      expect(maxAgeOf(rolled.headers['set-cookie'])).toBe(30 * 60);

      const customerEmail = uniqueEmail('customer');
      await createUser(app, { email: customerEmail, password: PASSWORD });
      const customerLogin = await request(server()).post('/api/login').send({ email: customerEmail, password: PASSWORD }).expect(200);
      expect(maxAgeOf(customerLogin.headers['set-cookie'])).toBe(7 * 24 * 3600);

      // Busy all day: 12 hours after sign-in the staff session ends anyway.
      await db.query(`UPDATE session SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($2::bigint))::json WHERE sid = $1`, [
        sessionIdOf(staffLogin.headers['set-cookie']),
        Date.now() - 12 * 3600 * 1000,
      ]);
      await staff.get('/api/session').expect(401);
      expect(await db.query(`SELECT 1 FROM session WHERE sid = $1`, [sessionIdOf(staffLogin.headers['set-cookie'])])).toEqual([]);
    });

    it('signs out a session whose account was deleted', async () => {
      const email = uniqueEmail('deleted');
      const userId = await createUser(app, { email, password: PASSWORD });
      const agent = await signIn(app, email, PASSWORD);
      await db.query(`DELETE FROM user_account WHERE id = $1`, [userId]);
      await agent.get('/api/session').expect(401);
    });
  });

  describe('bad input: a clear 4xx and nothing changes', () => {
    const users = async () => Number((await db.query(`SELECT count(*) AS n FROM user_account`))[0].n);
    const sessions = async () => Number((await db.query(`SELECT count(*) AS n FROM session`))[0].n);

    it.each([
      ['no body', undefined],
      ['no password', { email: 'a@example.com' }],
      ['empty fields', { email: '', password: '' }],
      ['a number as e-mail', { email: 42, password: PASSWORD }],
      ['an object as password', { email: 'a@example.com', password: { $gt: '' } }],
      ['an array as e-mail', { email: ['a@example.com'], password: PASSWORD }],
      ['an unknown field', { email: 'a@example.com', password: PASSWORD, role: 'admin' }],
      ['a 10 kB e-mail', { email: `${'a'.repeat(10_000)}@example.com`, password: PASSWORD }],
      ['a 10 kB password', { email: 'a@example.com', password: 'p'.repeat(10_000) }],
    ])('answers %s with 400 and sets no session', async (_label, body) => {
      const [usersBefore, sessionsBefore] = [await users(), await sessions()];
      const response = await request(server())
        .post('/api/login')
        .send(body as object)
        .expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'REQUEST.VALIDATION_FAILED' });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect([await users(), await sessions()]).toEqual([usersBefore, sessionsBefore]);
    });

    it('says what is missing in the words of the login form', async () => {
      const response = await request(server()).post('/api/login').send({ email: 'a@example.com', password: '' }).expect(400);
      expect(response.body.message).toBe('Please enter both email and password.');
    });

    it.each([
      ["' OR '1'='1' --", "' OR '1'='1' --"],
      ["admin@skywardsim.co.uk' --", 'x'],
      ['<script>alert(1)</script>@example.com', '<img src=x onerror=alert(1)>'],
    ])('answers the injection string %s with 401 and leaves the data alone', async (email, password) => {
      const before = await users();
      const response = await request(server()).post('/api/login').send({ email, password }).expect(401);
      expect(response.body.code).toBe('AUTH.INVALID_CREDENTIALS');
      expect(await users()).toBe(before);
    });

    it('answers malformed JSON with 400 and a body over 100 kB with 413, never a stack trace', async () => {
      const malformed = await request(server())
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .send('{"email": ')
        .expect(400);
      expect(malformed.body.code).toBe('REQUEST.MALFORMED_JSON');
      const huge = await request(server())
        .post('/api/login')
        .send({ email: 'a@example.com', password: 'x'.repeat(200_000) })
        .expect(413);
      expect(huge.body.code).toBe('REQUEST.TOO_LARGE');
      for (const body of [malformed.body, huge.body]) {
        expect(Object.keys(body).sort()).toEqual(['code', 'correlationId', 'message', 'statusCode']);
        expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
      }
    });
  });

  describe('rate limits on sign-in: throttled, never locked out by a stranger (ASVS 2.2.1)', () => {
    // Behind a proxy the API trusts (TRUST_PROXY), X-Forwarded-For names the client: here the test is that proxy.
    let proxied: NestExpressApplication;
    beforeAll(async () => {
      proxied = await createTestApp({ TRUST_PROXY: 'loopback' });
    });
    afterAll(() => proxied.close());
    const attempt = (email: string, password: string, ip: string) =>
      request(proxied.getHttpServer()).post('/api/login').set('X-Forwarded-For', ip).send({ email, password });
    const accountKey = (email: string) => `login:account:${createHash('sha256').update(email).digest('hex')}`;

    it("a stranger's 50 failures from one address earn 429 after 5 (with Retry-After); the owner elsewhere signs in at once", async () => {
      const email = uniqueEmail('guessed');
      await createUser(proxied, { email, password: PASSWORD });
      const stranger = uniqueIp();
      const statuses: number[] = [];
      for (let failure = 0; failure < 50; failure++) statuses.push((await attempt(email, `wrong-${failure}`, stranger)).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

      const limited = await attempt(email, PASSWORD, stranger).expect(429);
      expect(limited.body).toMatchObject({ statusCode: 429, code: 'AUTH.TOO_MANY_ATTEMPTS' });
      expect(limited.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(limited.headers['set-cookie']).toBeUndefined();

      const startedAt = Date.now();
      await attempt(email, PASSWORD, uniqueIp()).expect(200);
      expect(Date.now() - startedAt).toBeLessThan(1000);
    });

    it('allows 20 failed sign-ins per client address in 15 minutes, whatever the e-mails; other addresses are not affected', async () => {
      const ip = uniqueIp();
      for (let failure = 0; failure < 20; failure++) {
        expect((await attempt(uniqueEmail('spray'), 'wrong password', ip)).status).toBe(401);
      }
      const email = uniqueEmail('victim');
      await createUser(proxied, { email, password: PASSWORD });
      const limited = await attempt(email, PASSWORD, ip).expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await attempt(email, PASSWORD, uniqueIp()).expect(200);
    });

    it('slows an account failed from many addresses (a delay before every check, success or not), never blocks it', async () => {
      const email = uniqueEmail('distributed');
      await createUser(proxied, { email, password: PASSWORD });
      for (let failure = 0; failure < 6; failure++) await attempt(email, `wrong-${failure}`, uniqueIp()).expect(401);
      const startedAt = Date.now();
      await attempt(email, PASSWORD, uniqueIp()).expect(200);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1000); // 6 failures: 1 s (doubling up to 30 s)
      // The owner's success ends the slow-down.
      expect(Number((await db.query(`SELECT count(*) AS n FROM rate_limit_counter WHERE key = $1`, [accountKey(email)]))[0].n)).toBe(0);
    });

    it('does not count successful sign-ins, and a success forgives the account its earlier failures', async () => {
      const email = uniqueEmail('forgetful');
      await createUser(proxied, { email, password: PASSWORD });
      const ip = uniqueIp();
      for (let round = 0; round < 2; round++) {
        for (let failure = 0; failure < 4; failure++) await attempt(email, 'wrong password', ip).expect(401);
        await attempt(email, PASSWORD, ip).expect(200);
      }
      for (let success = 0; success < 8; success++) await attempt(email, PASSWORD, ip).expect(200);
    });

    it('holds under parallel guessing from one address: no more than 5 failures are checked', async () => {
      const email = uniqueEmail('parallel');
      await createUser(proxied, { email, password: PASSWORD });
      const ip = uniqueIp();
      const statuses = (await Promise.all(Array.from({ length: 12 }, (_, index) => attempt(email, `wrong-${index}`, ip)))).map(
        (r) => r.status,
      );
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    });

    it('believes no X-Forwarded-For under the default configuration: a new address per request does not evade the limit', async () => {
      const email = uniqueEmail('spoofer');
      await createUser(app, { email, password: PASSWORD });
      const statuses: number[] = [];
      for (let guess = 0; guess < 8; guess++) {
        const response = await request(server()).post('/api/login').set('X-Forwarded-For', uniqueIp()).send({ email, password: `wrong-${guess}` });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    });
  });

  describe('CSRF: cookie-authenticated writes from another site are refused', () => {
    it('refuses a state-changing request whose Origin or Referer names another site (403 REQUEST.CROSS_SITE)', async () => {
      const email = uniqueEmail('csrf');
      await createUser(app, { email, password: PASSWORD });
      const agent: Agent = await signIn(app, email, PASSWORD);
      for (const [header, value] of [
        ['Origin', 'https://evil.example'],
        ['Origin', 'null'],
        ['Referer', 'https://evil.example/page'],
        ['Origin', 'http://localhost:3000.evil.example'],
      ]) {
        const response = await agent.post('/api/logout').set(header, value).expect(403);
        expect(response.body).toMatchObject({ statusCode: 403, code: 'REQUEST.CROSS_SITE' });
      }
      await agent.get('/api/session').expect(200); // still signed in: none of the forged logouts ran
    });

    it('accepts the site itself: PUBLIC_URL, the Host the request came to, or no Origin at all (not a browser)', async () => {
      const email = uniqueEmail('same-site');
      await createUser(app, { email, password: PASSWORD });
      const publicUrl = app.get(AppConfig).PUBLIC_URL;
      await request(server())
        .post('/api/login')
        .set('Origin', new URL(publicUrl).origin)
        .send({ email, password: PASSWORD })
        .expect(200);
      const agent = request.agent(server());
      const host = 'skyward.test:8080';
      await agent
        .post('/api/login')
        .set('Host', host)
        .set('Origin', `http://${host}`)
        .send({ email, password: PASSWORD })
        .expect(200);
      await agent.post('/api/logout').set('Referer', `${publicUrl}/dashboard`).expect(204);
    });

    it('takes JSON bodies only on writes (415 for forms and text, which other sites can post)', async () => {
      const email = uniqueEmail('form');
      await createUser(app, { email, password: PASSWORD });
      const form = await request(server()).post('/api/login').type('form').send({ email, password: PASSWORD }).expect(415);
      expect(form.body).toMatchObject({ statusCode: 415, code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE' });
      await request(server())
        .post('/api/login')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ email, password: PASSWORD }))
        .expect(415);
      await request(server()).post('/api/login').set('Content-Type', 'multipart/form-data; boundary=x').send('--x--').expect(415);
      // Without a body, a write needs no content type (the site sends none on logout).
      await request(server()).post('/api/logout').expect(204);
    });

    it('leaves the Stripe webhook to its signature check', async () => {
      const response = await request(server())
        .post('/api/stripe/webhook')
        .set('Origin', 'https://evil.example')
        .set('Content-Type', 'text/plain')
        .send('{}');
      expect(response.body.code).not.toBe('REQUEST.CROSS_SITE');
      expect(response.status).not.toBe(415);
    });
  });

  describe('security headers', () => {
    it('sends helmet headers and a CSP that allows scripts and frames only from the site and Stripe', async () => {
      const response = await request(server()).get('/api/session');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      const csp = Object.fromEntries(
        String(response.headers['content-security-policy'])
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
      expect(csp['frame-src'].filter((origin: string) => !/stripe\.com$/.test(origin) && origin !== "'self'")).toEqual([
        'https://www.google.com',
      ]);
      expect(csp['default-src']).toEqual(["'self'"]);
    });
  });
});

describe('GET /api/my-bookings', () => {
  it('answers 401 without a session and [] for a customer with no bookings (until the booking module implements the port)', async () => {
    const app = await createTestApp();
    try {
      await request(app.getHttpServer()).get('/api/my-bookings').expect(401);
      const email = uniqueEmail('nobookings');
      await createUser(app, { email, password: PASSWORD });
      const agent = await signIn(app, email, PASSWORD);
      const response = await agent.get('/api/my-bookings').expect(200);
      expect(response.body).toEqual([]);
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});
