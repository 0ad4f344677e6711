import './test-env';
import { migrate } from '../src/shared/database/migrate';

/** Creates the test database once per run and brings its schema up to date. */
export default async function globalSetup(): Promise<void> {
  await migrate(process.env.DATABASE_URL as string);
}
