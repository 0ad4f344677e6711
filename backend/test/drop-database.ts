import { Client } from 'pg';

/** A database name as an SQL identifier. */
export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs statements about the database a URL names (given its quoted name) through its server's `postgres` database:
 * such a database cannot be dropped or created from a connection to itself.
 */
export async function onServerOf(databaseUrl: string, statements: (database: string) => string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    for (const statement of statements(quoteIdentifier(name))) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Drops the database a URL names, through its server's `postgres` database: a suite's fresh start or clean-up. */
export const dropDatabase = (databaseUrl: string): Promise<void> => onServerOf(databaseUrl, (database) => [dropStatement(database)]);

/** Drops a database (its quoted name) if it exists, closing the connections to it. */
export const dropStatement = (database: string): string => `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`;
