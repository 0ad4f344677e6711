import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';
import { PreparingClient } from './preparing-client';

/** One definition of the Postgres connection for the API, the worker, the migration script and the tests. */
export function dataSourceOptions(config: Pick<AppConfig, 'DATABASE_URL'>): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    synchronize: false,
    migrationsRun: false,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    // No JIT compilation: every query here is short, and on small or never-analysed tables the planner's estimates can
    // pass jit_above_cost, when compiling the plan takes ~0.5 s for a query that runs in 5 ms (a day's instructors
    // did, delaying every availability answer after a change). A pooler in front must pass the `options` parameter.
    // Statements with values are prepared once per connection (preparing-client.ts): a pooler in front must keep
    // prepared statements (PgBouncer 1.21+: max_prepared_statements) or run in session mode.
    extra: { max: 10, connectionTimeoutMillis: 5000, options: '-c jit=off', Client: PreparingClient },
  };
}
