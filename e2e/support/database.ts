import { Client } from 'pg';
import { E2E } from './environment';

/** Runs one statement against the e2e stack's database, on a connection of its own; its rows. */
export async function queryDatabase<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const db = new Client({ connectionString: E2E.databaseUrl });
  await db.connect();
  try {
    return (await db.query(sql, params)).rows as Row[];
  } finally {
    await db.end();
  }
}
