import { Client } from 'pg';
import { E2E } from './environment';

/** A customer as a booking leaves it: an account with no password yet (set through a reset link). */
export async function customerWithoutPassword(email: string, name: string): Promise<void> {
  const db = new Client({ connectionString: E2E.databaseUrl });
  await db.connect();
  try {
    await db.query(`INSERT INTO user_account (email, name) VALUES ($1, $2)`, [email, name]);
  } finally {
    await db.end();
  }
}
