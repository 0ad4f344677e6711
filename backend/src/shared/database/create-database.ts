import { Client } from 'pg';

/** Creates the database named in the URL when it does not exist yet (dev start and test set-up). */
export async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch(unlessCreatedMeanwhile);
  } finally {
    await client.end();
  }
}

/** Another process (a second replica migrating at start) created it between the check and the CREATE. */
function unlessCreatedMeanwhile(error: { code?: string }): void {
  if (error.code !== '42P04' && error.code !== '23505') throw error;
}
