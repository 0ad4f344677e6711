import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { createDatabaseIfMissing } from './create-database';
import { dataSourceOptions } from './data-source-options';

/** The advisory lock every migration run takes on its database: one key, derived from a fixed name. */
const MIGRATION_LOCK = `hashtext('skyward.migrations')`;

/**
 * Creates the database if needed and applies every pending migration. Runs are serialised by a PostgreSQL
 * advisory lock held on a connection of their own, so any number of replicas, jobs and API starts may migrate at
 * once: the first applies, the others wait for it and then find nothing pending. TypeORM's bookkeeping (creating
 * its migrations table, reading what ran) happens under the lock too, which is where two racing runs collided.
 */
export async function migrate(databaseUrl: string): Promise<string[]> {
  await createDatabaseIfMissing(databaseUrl);
  const dataSource = await new DataSource(dataSourceOptions({ DATABASE_URL: databaseUrl })).initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    // The lock ends with its session too (a crashed run leaves none behind); unlocking lets the next run go at once.
    try {
      const applied = await dataSource.runMigrations();
      return applied.map((migration) => migration.name);
    } finally {
      await lock.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}

if (require.main === module) {
  migrate(loadConfig().DATABASE_URL)
    .then((applied) => console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.'))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
