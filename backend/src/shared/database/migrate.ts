import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { createDatabaseIfMissing } from './create-database';
import { dataSourceOptions } from './data-source-options';

/** Creates the database if needed and applies every pending migration. */
export async function migrate(databaseUrl: string): Promise<string[]> {
  await createDatabaseIfMissing(databaseUrl);
  const dataSource = await new DataSource(dataSourceOptions({ DATABASE_URL: databaseUrl })).initialize();
  try {
    const applied = await dataSource.runMigrations();
    return applied.map((migration) => migration.name);
  } finally {
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
