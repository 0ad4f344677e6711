import { createHash } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AccountMailComposer } from '../src/modules/account/application/account-mail.composer';
import { AccountService } from '../src/modules/account/application/account.service';
import { PASSWORD_LINK_REQUESTED } from '../src/modules/account/domain/password-link';
import type { OutgoingMail } from '../src/shared/mail/outgoing-mail';
import { createUser, signIn } from './auth';
import { expectBrandedMail } from './branded-mail';
import { createTestApp } from './test-app';
import { composeRow } from './compose-row';

const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
let count = 0;
const uniqueEmail = (label: string) => `${label}+${run}-${++count}@example.com`;
const uniqueIp = () => `203.0.113.${(++count % 250) + 1}`;
const OLD_PASSWORD = 'old password is long';
const NEW_PASSWORD = 'a brand new password';

interface LinkEvent {
  id: string;
  payload: { userId: string; purpose: string; requestedAt: string };
}

describe('set-password and reset links', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const server = () => app.getHttpServer();

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'loopback' });
    db = app.get(DataSource);
    await db.query(`DELETE FROM "rate_limit_counter" WHERE "key" LIKE 'login:ip:203.0.113.%'`);
  });
  afterAll(async () => {
    // Leave no backlog for the suites that relay the shared test database's outbox.
    await db.query(`DELETE FROM outbox WHERE type = $1 AND published_at IS NULL`, [PASSWORD_LINK_REQUESTED.type]);
    await app.close();
  });

  const linkEvents = async (userId: string): Promise<LinkEvent[]> =>
    db.query(`SELECT id, payload FROM outbox WHERE type = $1 AND payload->>'userId' = $2 ORDER BY created_at`, [
      PASSWORD_LINK_REQUESTED.type,
      userId,
    ]);

  /** What the worker does with the event: the composer issues the token and writes the e-mail. */
  const composeMail = async (event: LinkEvent): Promise<OutgoingMail> => {
    const mails = await composeRow(app, AccountMailComposer, { id: event.id, type: PASSWORD_LINK_REQUESTED.type, payload: event.payload });
    expect(mails).toHaveLength(1);
    return mails[0];
  };
  const tokenIn = (mail: OutgoingMail) => {
    const match = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match) throw new Error(`No link in: ${mail.text}`);
    return match[1];
  };
  const requestReset = (email: string, ip = uniqueIp()) =>
    request(server()).post('/api/password-reset').set('X-Forwarded-For', ip).send({ email });
  const confirm = (token: string, password: string, agent = request(server())) =>
    (agent as ReturnType<typeof request.agent>)
      .post('/api/password-reset/confirm')
      .set('X-Forwarded-For', uniqueIp())
      .send({ token, password });

  it('Forgot password: the same answer for a known and an unknown e-mail; only the known one gets an event', async () => {
    const email = uniqueEmail('forgot');
    const userId = await createUser(app, { email, password: OLD_PASSWORD });
    const known = await requestReset(email.toUpperCase()).expect(202);
    const unknown = await requestReset(uniqueEmail('stranger')).expect(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toMatch(/^If an account exists for that email address, we have sent it a link/);

    const [event, ...more] = await linkEvents(userId);
    expect(more).toHaveLength(0);
    expect(event.payload).toEqual({ userId, purpose: 'reset-password', requestedAt: expect.any(String) });
  });

  it('e-mails a one-hour link whose token is stored only as a hash; it sets the password once and signs in', async () => {
    const email = uniqueEmail('reset');
    const userId = await createUser(app, { email, password: OLD_PASSWORD, name: 'Bessie Coleman' });
    const oldSession = await signIn(app, email, OLD_PASSWORD);
    await requestReset(email).expect(202);
    const [event] = await linkEvents(userId);

    const mail = await composeMail(event);
    expect(mail).toMatchObject({
      key: `account:password-link:${event.id}`,
      to: email,
      subject: 'Reset your password - Skyward Flight Simulation',
    });
    expect(mail.text).toContain('Hi Bessie,');
    expect(mail.text).toContain(`Sign-in address: ${email}`);
    expect(mail.text + mail.html).not.toContain(OLD_PASSWORD);
    expectBrandedMail(mail, 'Choose a new password');
    const token = tokenIn(mail);

    // Only the SHA-256 is stored; the token is nowhere in the database or the event.
    const [stored] = await db.query(`SELECT token_hash, purpose, expires_at, used_at FROM password_token WHERE event_id = $1`, [
      event.id,
    ]);
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.purpose).toBe('reset-password');
    const lifetime = new Date(stored.expires_at).getTime() - new Date(event.payload.requestedAt).getTime();
    expect(lifetime).toBe(3600 * 1000);
    expect(JSON.stringify(await db.query(`SELECT * FROM outbox WHERE id = $1`, [event.id]))).not.toContain(token);
    expect(JSON.stringify(await db.query(`SELECT * FROM password_token WHERE event_id = $1`, [event.id]))).not.toContain(token);

    // A retried job gives the same e-mail and one stored token.
    expect(tokenIn(await composeMail(event))).toBe(token);
    expect(await db.query(`SELECT 1 FROM password_token WHERE event_id = $1`, [event.id])).toHaveLength(1);

    const agent = request.agent(server());
    const done = await confirm(token, NEW_PASSWORD, agent).expect(200);
    expect(done.body).toEqual({
      user: { name: 'Bessie Coleman', email, role: 'customer' },
      idleSeconds: 7 * 24 * 3600,
      expiresAt: expect.any(String),
    });
    expect((await agent.get('/api/session').expect(200)).body.user.email).toBe(email);

    // The old password and the sessions opened with it are gone; the new password works.
    await oldSession.get('/api/session').expect(401);
    await request(server())
      .post('/api/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email, password: OLD_PASSWORD })
      .expect(401);
    await signIn(app, email, NEW_PASSWORD);

    // Single use: the same link again changes nothing.
    const reused = await confirm(token, 'yet another password!').expect(400);
    expect(reused.body).toMatchObject({ code: 'AUTH.PASSWORD_LINK_INVALID' });
    expect(reused.body.message).toBe(
      'This link has expired or has already been used. Please request a new one with Forgot password.',
    );
    await signIn(app, email, NEW_PASSWORD);
  });

  it("refuses an expired link, and a used link makes the user's other outstanding links stop working", async () => {
    const email = uniqueEmail('expiry');
    const userId = await createUser(app, { email, password: OLD_PASSWORD });
    await requestReset(email).expect(202);
    await requestReset(email).expect(202);
    const [first, second] = await linkEvents(userId);
    const [firstToken, secondToken] = [tokenIn(await composeMail(first)), tokenIn(await composeMail(second))];
    expect(firstToken).not.toBe(secondToken);

    await db.query(`UPDATE password_token SET expires_at = now() - interval '1 second' WHERE event_id = $1`, [first.id]);
    expect((await confirm(firstToken, NEW_PASSWORD).expect(400)).body.code).toBe('AUTH.PASSWORD_LINK_INVALID');
    await signIn(app, email, OLD_PASSWORD);

    await requestReset(email).expect(202);
    const third = (await linkEvents(userId))[2];
    const thirdToken = tokenIn(await composeMail(third));
    await confirm(secondToken, NEW_PASSWORD).expect(200);
    expect((await confirm(thirdToken, 'another new password').expect(400)).body.code).toBe('AUTH.PASSWORD_LINK_INVALID');
    await signIn(app, email, NEW_PASSWORD);
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    const email = uniqueEmail('race');
    const userId = await createUser(app, { email, password: OLD_PASSWORD });
    await requestReset(email).expect(202);
    const token = tokenIn(await composeMail((await linkEvents(userId))[0]));
    const statuses = (await Promise.all([confirm(token, 'first racer password'), confirm(token, 'second racer password')])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it.each([
    ['11 characters', 'elevenchars', 'Your password needs at least 12 characters.'],
    ['129 characters', 'x'.repeat(129), 'Your password can have at most 128 characters.'],
    ['10 kB', 'x'.repeat(10_000), 'Your password can have at most 128 characters.'],
    ['a number', 123456789012, 'Please enter a password.'],
  ])('refuses a new password of %s (ASVS 2.1: 12 to 128) and keeps the link usable', async (_label, password, message) => {
    const email = uniqueEmail('policy');
    const userId = await createUser(app, { email, password: OLD_PASSWORD });
    await requestReset(email).expect(202);
    const token = tokenIn(await composeMail((await linkEvents(userId))[0]));
    const response = await confirm(token, password as string).expect(400);
    expect(response.body).toMatchObject({ code: 'REQUEST.VALIDATION_FAILED', message });
    // 12 characters of anything (spaces and emoji included) is enough, and the link still works.
    await confirm(token, '🛫 twelve chr').expect(200);
  });

  it.each([
    ['a forged token', { token: 'A'.repeat(43), password: NEW_PASSWORD }, 400],
    ['an SQL injection token', { token: "' OR 1=1 --", password: NEW_PASSWORD }, 400],
    ['a script token', { token: '<script>alert(1)</script>', password: NEW_PASSWORD }, 400],
    ['no token', { password: NEW_PASSWORD }, 400],
    ['an unknown field', { token: 'A'.repeat(43), password: NEW_PASSWORD, role: 'admin' }, 400],
  ])('answers %s with 400 and changes nothing', async (_label, body, status) => {
    const before = await db.query(`SELECT id, password_hash FROM user_account ORDER BY id`);
    await request(server()).post('/api/password-reset/confirm').set('X-Forwarded-For', uniqueIp()).send(body).expect(status);
    expect(await db.query(`SELECT id, password_hash FROM user_account ORDER BY id`)).toEqual(before);
  });

  it.each([
    ['not an e-mail', { email: 'not-an-email' }],
    ['a 10 kB e-mail', { email: `${'a'.repeat(10_000)}@example.com` }],
    ['a number', { email: 42 }],
    ['an unknown field', { email: 'a@example.com', admin: true }],
  ])('answers a reset request with %s with 400', async (_label, body) => {
    const response = await request(server())
      .post('/api/password-reset')
      .set('X-Forwarded-For', uniqueIp())
      .send(body)
      .expect(400);
    expect(response.body.code).toBe('REQUEST.VALIDATION_FAILED');
  });

  it('sends at most 3 reset e-mails per address per hour, with the same answer after that', async () => {
    const email = uniqueEmail('flood');
    const userId = await createUser(app, { email, password: OLD_PASSWORD });
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push((await requestReset(email).expect(202)).body);
    expect(new Set(answers.map((answer) => answer.message)).size).toBe(1);
    expect(await linkEvents(userId)).toHaveLength(3);
  });

  it('rate limits reset requests per client address (429 with Retry-After)', async () => {
    const ip = uniqueIp();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await requestReset(uniqueEmail('ip'), ip)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await requestReset(uniqueEmail('ip'), ip).expect(429);
    expect(limited.body.code).toBe('REQUEST.RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('accounts created by a booking (ensureAccountForBooking)', () => {
    it('creates one account per e-mail in any letter case, with a 7-day set-password link, then returns it as it is', async () => {
      const email = uniqueEmail('Booker').replace('booker', 'Booker');
      const accounts = app.get(AccountService);
      const id = await accounts.ensureAccountForBooking(email.toUpperCase(), '  Jean   Batten ');
      expect(await accounts.ensureAccountForBooking(email.toLowerCase(), 'Someone Else')).toBe(id);
      const [user] = await db.query(`SELECT email, name, role, password_hash FROM user_account WHERE id = $1`, [id]);
      expect(user).toEqual({ email: email.toLowerCase(), name: 'Jean Batten', role: 'customer', password_hash: null });

      const events = await linkEvents(id);
      expect(events).toHaveLength(1);
      expect(events[0].payload.purpose).toBe('set-password');

      // No password yet: signing in fails like a wrong password.
      await request(server())
        .post('/api/login')
        .set('X-Forwarded-For', uniqueIp())
        .send({ email, password: NEW_PASSWORD })
        .expect(401);

      const mail = await composeMail(events[0]);
      expect(mail.subject).toBe('Set your password - Skyward Flight Simulation');
      expect(mail.text).toContain('We have created an account for you');
      expect(mail.text).toContain(`Sign-in address: ${email.toLowerCase()}`);
      const [stored] = await db.query(`SELECT expires_at FROM password_token WHERE event_id = $1`, [events[0].id]);
      expect(new Date(stored.expires_at).getTime() - new Date(events[0].payload.requestedAt).getTime()).toBe(
        7 * 24 * 3600 * 1000,
      );

      await confirm(tokenIn(mail), NEW_PASSWORD).expect(200);
      await signIn(app, email, NEW_PASSWORD);
      expect(await linkEvents(id)).toHaveLength(1);
    });

    it('creates one account when two bookings for a new e-mail race', async () => {
      const email = uniqueEmail('racer');
      const accounts = app.get(AccountService);
      const ids = await Promise.all(Array.from({ length: 4 }, () => accounts.ensureAccountForBooking(email, 'Racing Customer')));
      expect(new Set(ids).size).toBe(1);
      expect(await linkEvents(ids[0])).toHaveLength(1);
    });
  });
});
