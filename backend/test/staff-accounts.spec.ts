import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AccountMailComposer } from '../src/modules/account/application/account-mail.composer';
import { PASSWORD_LINK_REQUESTED } from '../src/modules/account/domain/password-link';
import { adminAgent, Agent, staffAgent, totpCode } from './auth';
import { createTestApp } from './test-app';
import { composeRow } from './compose-row';

const uniqueEmail = (label: string) => `${label}+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('staff accounts (the owner’s STAFF tab)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let owner: Agent;
  const server = () => app.getHttpServer();

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    owner = await adminAgent(app);
  });
  afterAll(async () => {
    await db.query(`DELETE FROM outbox WHERE type = $1 AND published_at IS NULL`, [PASSWORD_LINK_REQUESTED.type]);
    await app.close();
  });

  /** The invitation e-mail the worker would send for this account's newest link event. */
  const invitationFor = async (userId: string) => {
    const [event] = await db.query(
      `SELECT id, payload FROM outbox WHERE type = $1 AND payload->>'userId' = $2 ORDER BY created_at DESC LIMIT 1`,
      [PASSWORD_LINK_REQUESTED.type, userId],
    );
    const [mail] = await composeRow(app, AccountMailComposer, { id: event.id, type: PASSWORD_LINK_REQUESTED.type, payload: event.payload });
    return mail;
  };

  it('invite → set-password link → sign in → enrol → the colleague reaches the operations, not the owner’s routes', async () => {
    const email = uniqueEmail('amy');
    const invited = await owner
      .post('/api/admin/staff')
      .send({ name: ' Amy Johnson ', email: email.toUpperCase(), role: 'staff' })
      .expect(201);
    expect(invited.body).toMatchObject({
      name: 'Amy Johnson',
      email,
      role: 'staff',
      active: true,
      passwordSet: false,
      twoFactorEnrolled: false,
    });
    expect((await owner.get('/api/admin/staff').expect(200)).body).toContainEqual(invited.body);

    const mail = await invitationFor(invited.body.id);
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Your staff account - Skyward Flight Simulation');
    expect(mail.text).toContain('set up two-step sign-in');
    expect(mail.text).toMatch(/\/adminE3F/);
    const token = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const setPassword = await request(server())
      .post('/api/password-reset/confirm')
      .send({ token, password: 'amy-staff-password-1' })
      .expect(403);
    expect(setPassword.body.code).toBe('AUTH.STAFF_SIGN_IN_REQUIRED');

    const amy = request.agent(server());
    expect((await amy.post('/api/login').send({ email, password: 'amy-staff-password-1' }).expect(401)).body.code).toBe(
      'AUTH.TWO_FACTOR_ENROLMENT_REQUIRED',
    );
    const { secret } = (await amy.post('/api/login/two-factor').send({ email, password: 'amy-staff-password-1' }).expect(200))
      .body;
    const signedIn = await amy
      .post('/api/login')
      .send({ email, password: 'amy-staff-password-1', code: await totpCode(secret) })
      .expect(200);
    expect(signedIn.body.user).toMatchObject({ email, role: 'staff' });
    await amy.get('/api/admin/overview').expect(200);
    await amy.get('/api/admin/staff').expect(403);
    expect(
      (await owner.get('/api/admin/staff').expect(200)).body.find((member: { id: string }) => member.id === invited.body.id),
    ).toMatchObject({
      passwordSet: true,
      twoFactorEnrolled: true,
    });

    // Made an owner, the next request already reaches the owner's routes (the role is read on every request).
    await owner.put(`/api/admin/staff/${invited.body.id}/role`).send({ role: 'owner' }).expect(200);
    await amy.get('/api/admin/staff').expect(200);
    await owner.put(`/api/admin/staff/${invited.body.id}/role`).send({ role: 'instructor' }).expect(200);
    await amy.get('/api/admin/overview').expect(403);
  });

  it('an e-mail that already has an account cannot be invited; bad input is a 400 with the field named', async () => {
    const email = uniqueEmail('twice');
    await owner.post('/api/admin/staff').send({ name: 'Bessie Coleman', email, role: 'instructor' }).expect(201);
    expect(
      (await owner.post('/api/admin/staff').send({ name: 'Bessie Again', email, role: 'staff' }).expect(409)).body.code,
    ).toBe('STAFF.EMAIL_TAKEN');
    const bad = await owner.post('/api/admin/staff').send({ name: '', email: 'not-an-email', role: 'admin' }).expect(400);
    expect(bad.body.code).toBe('REQUEST.VALIDATION_FAILED');
    expect(JSON.stringify(bad.body)).toContain('Please choose a role: owner, staff or instructor.');
  });

  it('deactivating ends an open session at once and refuses sign-in; reactivating lets them in again', async () => {
    const colleague = await staffAgent(app, 'staff', uniqueEmail('leaver'));
    await colleague.agent.get('/api/admin/enquiries').expect(200);

    const deactivated = await owner.put(`/api/admin/staff/${colleague.id}/access`).send({ active: false }).expect(200);
    expect(deactivated.body.active).toBe(false);
    expect((await colleague.agent.get('/api/admin/enquiries').expect(401)).body.code).toBe('AUTH.UNAUTHENTICATED');
    const refused = await request(server())
      .post('/api/login')
      .send({ email: colleague.email, password: colleague.password, code: await totpCode(colleague.secret as string, 1) })
      .expect(401);
    expect(refused.body.code).toBe('AUTH.INVALID_CREDENTIALS');

    await owner.put(`/api/admin/staff/${colleague.id}/access`).send({ active: true }).expect(200);
    await request(server())
      .post('/api/login')
      .send({ email: colleague.email, password: colleague.password, code: await totpCode(colleague.secret as string, 1) })
      .expect(200);
  });

  it('nobody changes themselves; two owners demoting each other at once leave one owner (STAFF.LAST_OWNER for the other)', async () => {
    const [me] = (await owner.get('/api/admin/staff').expect(200)).body.filter(
      (member: { email: string }) => member.email === 'admin@skywardsim.co.uk',
    );
    expect((await owner.put(`/api/admin/staff/${me.id}/role`).send({ role: 'staff' }).expect(409)).body.code).toBe(
      'STAFF.SELF_CHANGE',
    );
    expect((await owner.put(`/api/admin/staff/${me.id}/access`).send({ active: false }).expect(409)).body.code).toBe(
      'STAFF.SELF_CHANGE',
    );
    expect((await owner.delete(`/api/admin/staff/${me.id}/two-factor`).expect(409)).body.code).toBe('STAFF.SELF_CHANGE');

    const second = await staffAgent(app, 'owner', uniqueEmail('second-owner'));
    const others = await db.query(
      `UPDATE user_account SET deactivated_at = now() WHERE role = 'owner' AND deactivated_at IS NULL AND id NOT IN ($1, $2) RETURNING id`,
      [me.id, second.id],
    );
    try {
      const answers = await Promise.all([
        owner.put(`/api/admin/staff/${second.id}/role`).send({ role: 'staff' }),
        second.agent.put(`/api/admin/staff/${me.id}/role`).send({ role: 'staff' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('STAFF.LAST_OWNER');
      const [{ owners }] = await db.query(
        `SELECT count(*)::int AS owners FROM user_account WHERE role = 'owner' AND deactivated_at IS NULL`,
      );
      expect(owners).toBe(1);
    } finally {
      await db.query(`UPDATE user_account SET role = 'owner' WHERE id = $1`, [me.id]);
      await db.query(`UPDATE user_account SET deactivated_at = NULL WHERE id = ANY($1)`, [
        others.map((row: { id: string }) => row.id),
      ]);
    }
  });

  it('the owner resets a colleague’s two-step sign-in (a lost phone): their sessions end and they enrol again', async () => {
    const colleague = await staffAgent(app, 'staff', uniqueEmail('lost-phone'));
    const reset = await owner.delete(`/api/admin/staff/${colleague.id}/two-factor`).expect(200);
    expect(reset.body.twoFactorEnrolled).toBe(false);
    await colleague.agent.get('/api/admin/enquiries').expect(401);
    const again = await request(server())
      .post('/api/login')
      .send({ email: colleague.email, password: colleague.password })
      .expect(401);
    expect(again.body.code).toBe('AUTH.TWO_FACTOR_ENROLMENT_REQUIRED');
    expect(
      (await owner.put('/api/admin/staff/00000000-0000-4000-8000-000000000000/role').send({ role: 'staff' }).expect(404)).body
        .code,
    ).toBe('STAFF.NOT_FOUND');
  });

  it('each change leaves one audit entry naming the colleague by id, with before and after', async () => {
    const email = uniqueEmail('audited');
    const { body: member } = await owner
      .post('/api/admin/staff')
      .send({ name: 'Jean Batten', email, role: 'instructor' })
      .expect(201);
    await owner.put(`/api/admin/staff/${member.id}/role`).send({ role: 'staff' }).expect(200);
    await owner.put(`/api/admin/staff/${member.id}/access`).send({ active: false }).expect(200);
    const entries = await db.query(`SELECT kind, before, after FROM audit_entry WHERE subject = $1 ORDER BY at`, [member.id]);
    expect(entries).toEqual([
      { kind: 'staff.invited', before: null, after: { role: 'instructor', active: true, twoFactorEnrolled: false } },
      { kind: 'staff.role-changed', before: { role: 'instructor' }, after: { role: 'staff' } },
      { kind: 'staff.deactivated', before: { active: true }, after: { active: false } },
    ]);
    expect(JSON.stringify(entries)).not.toContain(email);
  });
});
