import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { accountHttpOptions } from '../src/modules/account/http/account-http-options';
import { configureApp } from '../src/shared/http/configure-app';

/** The real API (real Postgres and Redis) with the same HTTP pipeline as main.ts. */
export async function createTestApp(env: Record<string, string | undefined> = {}): Promise<NestExpressApplication> {
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
    const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: false });
    configureApp(app, accountHttpOptions(app));
    await app.init();
    return app;
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** Empties the given tables (and what references them) between tests. */
export async function truncate(app: INestApplication, ...tables: string[]): Promise<void> {
  await app.get(DataSource).query(`TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')} CASCADE`);
}
