import { dropStatement, onServerOf, quoteIdentifier } from './drop-database';

/** A URL's database name. */
export const databaseNameOf = (databaseUrl: string): string => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

/** The same server, user and options as a URL, with another database name. */
export function databaseUrlNamed(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** A run's template: the migrated database global-setup makes once per run and every test database copies. */
export const templateDatabaseUrl = (runDatabaseUrl: string): string =>
  databaseUrlNamed(runDatabaseUrl, `${databaseNameOf(runDatabaseUrl)}_template`);

/** A Jest worker's database in a run (JEST_WORKER_ID counts from 1 to the run's number of workers). */
export const workerDatabaseUrl = (runDatabaseUrl: string, worker: string | number): string =>
  databaseUrlNamed(runDatabaseUrl, `${databaseNameOf(runDatabaseUrl)}_${worker}`);

/**
 * A fresh database at a URL: dropped if there, then created as a copy of the run's migrated template (a fraction of a
 * second, where migrating an empty database runs every migration).
 */
export function databaseFromTemplate(databaseUrl: string): Promise<void> {
  const template = quoteIdentifier(databaseNameOf(templateDatabaseUrl(process.env.TEST_DATABASE_URL as string)));
  return onServerOf(databaseUrl, (database) => [
    dropStatement(database),
    `CREATE DATABASE ${database} TEMPLATE ${template}`,
  ]);
}
