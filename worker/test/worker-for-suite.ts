import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { createTestApp, truncate } from '../../backend/test/test-app';
import { databaseFromTemplate } from '../../backend/test/test-databases';
import { TestSmtpServer } from '../../backend/test/test-smtp';
import { CLOCK, type Clock } from '../../backend/src/shared/clock';
import { OutboxRelay } from '../../backend/src/shared/outbox/outbox-relay';
import { WorkerModule } from '../src/worker.module';
import { obliterateQueues } from './test-queues';

/** The worker as the environment configures it, relaying the outbox every 50 ms; on `clock` when one is given. */
export async function startRelayingWorker(clock?: Clock): Promise<INestApplicationContext> {
  const builder = Test.createTestingModule({ imports: [WorkerModule] });
  const moduleRef = await (clock ? builder.overrideProvider(CLOCK).useValue(clock) : builder).compile();
  const worker = await moduleRef.init();
  worker.get(OutboxRelay).start(50);
  return worker;
}

/** The API and the worker as a describe block's tests see them, with the SMTP server they send to and their queues' prefix. */
export interface WorkerSuite {
  api: NestExpressApplication;
  worker: INestApplicationContext;
  smtp: TestSmtpServer;
  prefix: string;
}

interface WorkerSuiteOptions {
  /** Emptied before the worker starts. */
  tables: string[];
  /** Set for both processes (job schedules), removed after. */
  env?: Record<string, string>;
  clock?: Clock;
}

/**
 * Registers the hooks of a describe block that runs the API and the worker end to end, on a database of its own
 * (`<DATABASE_URL>_<name>`, from the template: another suite's relay on a shared one would take its events) with
 * holds unlimited per IP; closes both after its tests and restores the environment. The fields are filled by the
 * beforeAll, so read them inside tests and helpers they call, never while the block is being declared.
 */
export function workerForSuite(name: string, { tables, env = {}, clock }: WorkerSuiteOptions): WorkerSuite {
  const suite = { smtp: new TestSmtpServer(), prefix: `${process.env.QUEUE_PREFIX}-${name}-${Date.now()}` } as WorkerSuite;
  const databaseUrl = `${process.env.DATABASE_URL}_${name}`;
  const sharedEnv = { DATABASE_URL: process.env.DATABASE_URL, QUEUE_PREFIX: process.env.QUEUE_PREFIX };

  beforeAll(async () => {
    await databaseFromTemplate(databaseUrl);
    const smtpPort = String(await suite.smtp.start());
    Object.assign(process.env, { DATABASE_URL: databaseUrl, SMTP_PORT: smtpPort, QUEUE_PREFIX: suite.prefix }, env);
    suite.api = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000' });
    await truncate(suite.api, ...tables);
    suite.worker = await startRelayingWorker(clock);
  });

  afterAll(async () => {
    await suite.worker.close();
    await suite.api.close();
    await obliterateQueues(suite.prefix);
    await suite.smtp.stop();
    Object.assign(process.env, sharedEnv);
    for (const key of Object.keys(env)) delete process.env[key];
  });
  return suite;
}
