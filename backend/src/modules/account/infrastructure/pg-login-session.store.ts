import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { LoginSessionStore } from '../application/account.ports';

/**
 * Login sessions in the express-session table (`session`, written by connect-pg-simple): a signed-in visitor's row
 * holds passport's `{ passport: { user: <id> } }`. Joins the caller's transaction when there is one.
 */
@Injectable()
export class PgLoginSessionStore implements LoginSessionStore {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  async endAllOf(userId: string): Promise<void> {
    await this.txHost.tx.query(`DELETE FROM "session" WHERE ("sess"::jsonb -> 'passport' ->> 'user') = $1`, [userId]);
  }
}
