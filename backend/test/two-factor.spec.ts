import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { seal } from '../src/shared/crypto/sealed-text';
import { createUser, staffAgent, totpCode } from './auth';
import { createTestApp } from './test-app';

const uniqueEmail = (label: string) => `${label}+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('two-step sign-in for staff (TOTP, RFC 6238, and recovery codes)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const server = () => app.getHttpServer();
  const login = (body: object) => request(server()).post('/api/login').send(body);

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
  });
  afterAll(() => app.close());
  beforeEach(() => db.query(`DELETE FROM "rate_limit_counter" WHERE "key" LIKE 'login:%'`));

  it('an owner cannot sign in with the password alone: enrolment, then a code from the QR code’s secret, then 10 recovery codes', async () => {
    const email = uniqueEmail('owner');
    await createUser(app, { email, password: 'owner-password-123', role: 'owner' });

    const first = await login({ email, password: 'owner-password-123' }).expect(401);
    expect(first.body.code).toBe('AUTH.TWO_FACTOR_ENROLMENT_REQUIRED');
    expect(first.headers['set-cookie'] ?? []).toEqual([]);
    // The enrolment needs the password too.
    expect((await request(server()).post('/api/login/two-factor').send({ email, password: 'wrong-password-123' }).expect(401)).body.code).toBe(
      'AUTH.INVALID_CREDENTIALS',
    );
    const enrolment = await request(server()).post('/api/login/two-factor').send({ email, password: 'owner-password-123' }).expect(200);
    expect(enrolment.body.secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(enrolment.body.uri).toBe(
      `otpauth://totp/Skyward%20Flight%20Simulation:${encodeURIComponent(email)}?secret=${enrolment.body.secret}&issuer=Skyward%20Flight%20Simulation`,
    );
    expect(enrolment.body.qrCode).toMatch(/^data:image\/png;base64,/);

    expect((await login({ email, password: 'owner-password-123', code: '000000' }).expect(401)).body.code).toBe('AUTH.TWO_FACTOR_INVALID');
    const agent = request.agent(server());
    const done = await agent.post('/api/login').send({ email, password: 'owner-password-123', code: await totpCode(enrolment.body.secret) }).expect(200);
    expect(done.body.user).toMatchObject({ email, role: 'owner' });
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect(new Set(done.body.recoveryCodes).size).toBe(10);
    for (const code of done.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await agent.get('/api/admin/staff').expect(200);

    // Stored: the secret and SHA-256 hashes, never the codes themselves.
    const stored = JSON.stringify(await db.query(`SELECT * FROM staff_recovery_code`));
    for (const code of done.body.recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
    // Enrolled: the password alone is answered with a request for the code, and a new enrolment is refused.
    expect((await login({ email, password: 'owner-password-123' }).expect(401)).body.code).toBe('AUTH.TWO_FACTOR_REQUIRED');
    expect((await request(server()).post('/api/login/two-factor').send({ email, password: 'owner-password-123' }).expect(401)).body.code).toBe(
      'AUTH.TWO_FACTOR_REQUIRED',
    );
  });

  it('an authenticator code works once; a recovery code works once; a wrong password with the right code still fails', async () => {
    const owner = await staffAgent(app, 'owner', uniqueEmail('codes'));
    const secret = owner.secret as string;
    const [recovery] = owner.recoveryCodes as string[];
    const { email, password } = owner;

    // The enrolment used this step's code: it does not work again (RFC 6238 section 5.2); the next step's does, once.
    expect((await login({ email, password, code: await totpCode(secret) }).expect(401)).body.code).toBe('AUTH.TWO_FACTOR_INVALID');
    const next = await totpCode(secret, 1);
    expect((await login({ email, password: 'not-the-password', code: next }).expect(401)).body.code).toBe('AUTH.INVALID_CREDENTIALS');
    await login({ email, password, code: next }).expect(200);
    expect((await login({ email, password, code: next }).expect(401)).body.code).toBe('AUTH.TWO_FACTOR_INVALID');

    // A recovery code, typed in capitals with a space, works once.
    const typed = recovery.toUpperCase().replace('-', ' ');
    await login({ email, password, code: typed }).expect(200);
    expect((await login({ email, password, code: recovery }).expect(401)).body.code).toBe('AUTH.TWO_FACTOR_INVALID');
  });

  it('the secret is stored sealed; one that no longer opens (SESSION_SECRET replaced) takes no app code, but a recovery code signs in', async () => {
    const owner = await staffAgent(app, 'owner', uniqueEmail('sealed'));
    const [row]: { secret: string }[] = await db.query(`SELECT secret FROM staff_two_factor WHERE user_id = $1`, [owner.id]);
    expect(row.secret).toMatch(/^v1\./);
    expect(row.secret).not.toContain(owner.secret as string);

    // As if the key had changed: the same secret sealed under another key.
    await db.query(`UPDATE staff_two_factor SET secret = $2 WHERE user_id = $1`, [owner.id, seal(owner.secret as string, randomBytes(32), 'staff_two_factor.secret')]);
    const { email, password } = owner;
    expect((await login({ email, password, code: await totpCode(owner.secret as string, 1) }).expect(401)).body.code).toBe('AUTH.TWO_FACTOR_INVALID');
    await login({ email, password, code: (owner.recoveryCodes as string[])[0] }).expect(200);
  });

  it('wrong codes are throttled like wrong passwords: after 5 failures from one address the answer is 429', async () => {
    const owner = await staffAgent(app, 'staff', uniqueEmail('throttle'));
    await db.query(`DELETE FROM "rate_limit_counter" WHERE "key" LIKE 'login:%'`);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ email: owner.email, password: owner.password, code: '123456' }).expect(401)).body.code).toBe('AUTH.TWO_FACTOR_INVALID');
    }
    const blocked = await login({ email: owner.email, password: owner.password, code: await totpCode(owner.secret as string, 1) }).expect(429);
    expect(blocked.body.code).toBe('AUTH.TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a right password asked for its code costs nothing, so a person is never locked out by the two steps', async () => {
    const staff = await staffAgent(app, 'staff', uniqueEmail('steps'));
    await db.query(`DELETE FROM "rate_limit_counter" WHERE "key" LIKE 'login:%'`);
    for (let attempt = 0; attempt < 8; attempt++) await login({ email: staff.email, password: staff.password }).expect(401);
    await login({ email: staff.email, password: staff.password, code: await totpCode(staff.secret as string, 1) }).expect(200);
  });

  it('customers and (by default) instructors sign in with a password only; enrolment is refused to them', async () => {
    const email = uniqueEmail('customer');
    await createUser(app, { email, password: 'customer-password-123' });
    expect((await login({ email, password: 'customer-password-123' }).expect(200)).body.recoveryCodes).toBeUndefined();
    expect((await request(server()).post('/api/login/two-factor').send({ email, password: 'customer-password-123' }).expect(403)).body.code).toBe(
      'AUTH.FORBIDDEN',
    );
    const instructor = await staffAgent(app, 'instructor', uniqueEmail('instructor'));
    expect(instructor.secret).toBeUndefined();
  });

  it('a staff member’s password link sets the password but opens no session: they sign in on the staff page with their code', async () => {
    const staff = await staffAgent(app, 'staff', uniqueEmail('link'));
    const [{ id: eventId }] = await db.query(
      `INSERT INTO outbox (type, payload) VALUES ('account.password-link-requested', $1) RETURNING id`,
      [{ userId: staff.id, purpose: 'reset-password', requestedAt: new Date().toISOString() }],
    );
    const { PasswordLinkService } = await import('../src/modules/account/application/password-link.service');
    const link = await app.get(PasswordLinkService).issuePasswordLink({ eventId, userId: staff.id, purpose: 'reset-password', requestedAt: new Date() });
    await db.query(`DELETE FROM outbox WHERE id = $1`, [eventId]);
    const answer = await request(server())
      .post('/api/password-reset/confirm')
      .send({ token: link?.token, password: 'a brand new password' })
      .expect(403);
    expect(answer.body.code).toBe('AUTH.STAFF_SIGN_IN_REQUIRED');
    // No session: the answer sets no cookie, and the staff routes still see nobody signed in.
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect((await login({ email: staff.email, password: 'a brand new password' }).expect(401)).body.code).toBe('AUTH.TWO_FACTOR_REQUIRED');
  });

  it('STAFF_2FA_FOR_INSTRUCTORS=true: instructors enrol too', async () => {
    const strict = await createTestApp({ STAFF_2FA_FOR_INSTRUCTORS: 'true' });
    try {
      const instructor = await staffAgent(strict, 'instructor', uniqueEmail('strict'));
      expect(instructor.recoveryCodes).toHaveLength(10);
    } finally {
      await strict.close();
    }
  });
});
