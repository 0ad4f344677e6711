import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import {
  PASSWORD_HASHER,
  PasswordHasher,
  USER_REPOSITORY,
  UserRepository,
} from '../src/modules/account/application/account.ports';
import { TwoFactorService } from '../src/modules/account/application/two-factor.service';
import { normalizeEmail, type Role, type StaffRole } from '../src/modules/account/domain/user';
import { generate } from 'otplib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/shared/config/app-config';
import { createTestApp } from './test-app';

export type Agent = ReturnType<typeof request.agent>;

/** A supertest agent holding the session cookie of a successful sign-in (fails the test otherwise). */
export async function signIn(app: INestApplication, email: string, password: string): Promise<Agent> {
  const agent = request.agent(app.getHttpServer());
  const response = await agent.post('/api/login').send({ email, password });
  if (response.status !== 200) throw new Error(`Sign-in as ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return agent;
}

/** A test app for staff routes: the app, its database and an agent signed in as the admin. */
export async function startStaffApp(): Promise<{ app: NestExpressApplication; db: DataSource; admin: Agent }> {
  const app = await createTestApp();
  return { app, db: app.get(DataSource), admin: await adminAgent(app) };
}

/** An agent signed in as the admin from ADMIN_EMAIL / ADMIN_PASSWORD (created at API start). */
export function adminAgent(app: INestApplication): Promise<Agent> {
  const config = app.get(AppConfig);
  return signIn(app, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
}

/**
 * A user with this password (a customer unless told otherwise), created or, when the e-mail already
 * exists from an earlier run, given this password. Returns its id.
 */
export async function createUser(
  app: INestApplication,
  user: { email: string; password: string; name?: string; role?: Role },
): Promise<string> {
  const users = app.get<UserRepository>(USER_REPOSITORY);
  const passwordHash = await app.get<PasswordHasher>(PASSWORD_HASHER).hash(user.password);
  const email = normalizeEmail(user.email);
  const name = user.name ?? 'Test Customer';
  if (user.role === 'owner') return (await users.upsertAdmin({ email, name, passwordHash })).id;
  const { user: created } = await users.createIfAbsent({ email, name, role: user.role ?? 'customer', passwordHash });
  await users.setPasswordHash(created.id, passwordHash);
  return created.id;
}

/** A customer agent: creates the user and signs in. */
export async function customerAgent(
  app: INestApplication,
  email = `customer+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<Agent> {
  const password = 'customer-password-123';
  await createUser(app, { email, password, name: 'Casey Customer' });
  return signIn(app, email, password);
}

/** The authenticator app's code for this secret, `stepsAhead` 30-second steps from now (a code is accepted once; the next step's is accepted too). */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
}

export interface SignedInStaff {
  agent: Agent;
  id: string;
  email: string;
  password: string;
  /** The TOTP secret their enrolment gave (absent when the role signs in without a second factor). */
  secret?: string;
  recoveryCodes?: string[];
}

/**
 * A staff member of this role, signed in; when the role needs two-step sign-in they enrol as a person would
 * (password, then the QR code's secret, then a code from it) and get their recovery codes.
 */
export async function staffAgent(
  app: INestApplication,
  role: StaffRole,
  email = `${role}+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<SignedInStaff> {
  const password = `${role}-password-123`;
  const id = await createUser(app, { email, password, name: `Test ${role}`, role });
  const agent = request.agent(app.getHttpServer());
  const first = await agent.post('/api/login').send({ email, password });
  if (first.status === 200) return { agent, id, email, password };
  if (first.body.code !== 'AUTH.TWO_FACTOR_ENROLMENT_REQUIRED')
    throw new Error(`Sign-in as ${email}: ${first.status} ${JSON.stringify(first.body)}`);
  const enrolment = await agent.post('/api/login/two-factor').send({ email, password });
  if (enrolment.status !== 200) throw new Error(`Enrolment of ${email}: ${enrolment.status} ${JSON.stringify(enrolment.body)}`);
  const secret: string = enrolment.body.secret;
  const done = await agent.post('/api/login').send({ email, password, code: await totpCode(secret) });
  if (done.status !== 200) throw new Error(`Second factor of ${email}: ${done.status} ${JSON.stringify(done.body)}`);
  return { agent, id, email, password, secret, recoveryCodes: done.body.recoveryCodes };
}

/**
 * A sign-in's final answer through `post` (which may add headers, such as the proxy's https): a staff member enrols
 * afresh in two-step sign-in on the way (an earlier suite's enrolment is forgotten first), as production asks of every
 * owner. Returns the answer, whatever it is.
 */
export async function signInEnrolling(
  app: INestApplication,
  post: (path: string, body: object) => request.Test,
  email: string,
  password: string,
): Promise<request.Response> {
  const user = await app.get<UserRepository>(USER_REPOSITORY).findByEmail(normalizeEmail(email));
  if (user) await app.get(TwoFactorService).reset(user.id);
  const first = await post('/api/login', { email, password });
  if (first.body.code !== 'AUTH.TWO_FACTOR_ENROLMENT_REQUIRED') return first;
  const { secret } = (await post('/api/login/two-factor', { email, password }).expect(200)).body;
  return post('/api/login', { email, password, code: await totpCode(secret) });
}
