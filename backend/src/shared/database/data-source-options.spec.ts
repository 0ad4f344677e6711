import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { PREPARED_PER_CONNECTION, statementName } from './preparing-client';

describe('dataSourceOptions', () => {
  const dataSource = new DataSource(dataSourceOptions({ DATABASE_URL: process.env.DATABASE_URL as string }));
  beforeAll(() => dataSource.initialize());
  afterAll(() => dataSource.destroy());

  it('opens sessions without JIT compilation (compiling a plan took ~0.5 s of a 5 ms availability read)', async () => {
    const pooled = await Promise.all([1, 2, 3].map(() => dataSource.query(`SELECT current_setting('jit') AS jit`)));
    expect(pooled.map(([session]) => session.jit)).toEqual(['off', 'off', 'off']);
  });

  it('prepares a statement with values once per connection, but not one without values or one answering *', async () => {
    // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
    const prepared = await dataSource.transaction(async (manager) => {
      expect(await manager.query('SELECT $1::int + 1 AS n', [1])).toEqual([{ n: 2 }]);
      expect(await manager.query('SELECT $1::int + 1 AS n', [2])).toEqual([{ n: 3 }]);
      await manager.query('SELECT * FROM (SELECT $1::int + 2 AS n) answer', [3]);
      await manager.query('SELECT 1 + 3 AS n');
      return manager.query(`SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT %+%'`);
    });
    expect(prepared).toEqual([{ name: statementName('SELECT $1::int + 1 AS n'), statement: 'SELECT $1::int + 1 AS n' }]);
  });

  it(`keeps at most ${PREPARED_PER_CONNECTION} statements prepared on a connection; the rest run unnamed`, async () => {
    // A pool of its own: a new connection, with nothing prepared yet.
    const fresh = await new DataSource(dataSourceOptions({ DATABASE_URL: process.env.DATABASE_URL as string })).initialize();
    const counts = await fresh.transaction(async (manager) => {
      for (let k = 0; k <= PREPARED_PER_CONNECTION + 5; k++) await manager.query(`SELECT $1::int + ${k} AS n`, [k]);
      expect(await manager.query(`SELECT $1::int + ${PREPARED_PER_CONNECTION + 5} AS n`, [1])).toEqual([{ n: PREPARED_PER_CONNECTION + 6 }]);
      return manager.query(`SELECT count(*)::int AS prepared FROM pg_prepared_statements`);
    });
    await fresh.destroy();
    expect(counts).toEqual([{ prepared: PREPARED_PER_CONNECTION }]);
  });
});
