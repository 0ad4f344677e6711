import { queryDatabase } from './database';

/** A customer as a booking leaves it: an account with no password yet (set through a reset link). */
export async function customerWithoutPassword(email: string, name: string): Promise<void> {
  await queryDatabase(`INSERT INTO user_account (email, name) VALUES ($1, $2)`, [email, name]);
}
