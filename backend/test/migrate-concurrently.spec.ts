import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/shared/database/data-source-options';
import { migrate } from '../src/shared/database/migrate';
import { MIGRATIONS } from '../src/shared/database/migrations';
import { dropDatabase } from './drop-database';

/** A database of its own beside the suite's (named after it), dropped before and after. */
const url = new URL(process.env.DATABASE_URL as string);
url.pathname = `${url.pathname}_migrate_race`;
const databaseUrl = url.toString();

const dropThisDatabase = () => dropDatabase(databaseUrl);

describe('migrations run by several processes at once (every API replica migrates at start)', () => {
  beforeEach(dropThisDatabase);
  afterAll(dropThisDatabase);

  it('five runs on a database that does not exist yet all succeed, and the schema is applied once, completely', async () => {
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => migrate(databaseUrl)));
    expect(results.map((result) => result.status)).toEqual(Array(5).fill('fulfilled'));
    const applied = results.map((result) => (result as PromiseFulfilledResult<string[]>).value);
    // One run applied every migration; the others waited for it and found nothing pending.
    expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
    expect(applied.flat()).toHaveLength(MIGRATIONS.length);

    const dataSource = await new DataSource(dataSourceOptions({ DATABASE_URL: databaseUrl })).initialize();
    try {
      expect(await dataSource.showMigrations()).toBe(false);
      const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM migrations');
      expect(count).toBe(MIGRATIONS.length);
    } finally {
      await dataSource.destroy();
    }
  });

  it('a run after them finds the database up to date', async () => {
    await migrate(databaseUrl);
    expect(await migrate(databaseUrl)).toEqual([]);
  });
});
