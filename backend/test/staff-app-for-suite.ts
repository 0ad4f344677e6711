import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { Agent, startStaffApp } from './auth';
import { truncate } from './test-app';

/** A staff app as a describe block's tests see it: the app, its database and an agent signed in as the admin. */
export interface StaffSuite {
  app: NestExpressApplication;
  db: DataSource;
  admin: Agent;
}

/**
 * Registers the hooks of a describe block that tests staff routes: starts the staff app before its tests, empties
 * `tables` before each test and closes the app after them. The fields are filled by the beforeAll, so read them
 * inside tests and helpers they call, never while the block is being declared.
 */
export function staffAppForSuite(...tables: string[]): StaffSuite {
  const suite = {} as StaffSuite;
  beforeAll(async () => Object.assign(suite, await startStaffApp()));
  beforeEach(() => truncate(suite.app, ...tables));
  afterAll(() => suite.app.close());
  return suite;
}
