import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import {
  PASSWORD_HASHER,
  PasswordHasher,
  USER_REPOSITORY,
  UserRepository,
} from '../src/modules/account/application/account.ports';
import { normalizeEmail, type Role } from '../src/modules/account/domain/user';
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
