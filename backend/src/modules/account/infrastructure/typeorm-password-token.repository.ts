import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { NewPasswordToken, PasswordTokenRepository } from '../application/account.ports';
import type { PasswordLinkPurpose } from '../domain/password-link';

/** Stored token hashes; single use is enforced by one conditional UPDATE. */
@Injectable()
export class TypeOrmPasswordTokenRepository implements PasswordTokenRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  async saveOnce(token: NewPasswordToken): Promise<void> {
    await this.txHost.tx.query(
      `INSERT INTO "password_token" ("user_id", "purpose", "token_hash", "event_id", "expires_at")
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT ("event_id") DO NOTHING`,
      [token.userId, token.purpose, token.tokenHash, token.eventId, token.expiresAt],
    );
  }

  async consume(tokenHash: string, now: Date): Promise<{ userId: string; purpose: PasswordLinkPurpose } | null> {
    // Two requests with one token: the row lock lets exactly one of them see used_at IS NULL.
    const [rows]: [{ user_id: string; purpose: PasswordLinkPurpose }[], number] = await this.txHost.tx.query(
      `UPDATE "password_token" SET "used_at" = $2
        WHERE "token_hash" = $1 AND "used_at" IS NULL AND "expires_at" > $2
        RETURNING "user_id", "purpose"`,
      [tokenHash, now],
    );
    return rows.length ? { userId: rows[0].user_id, purpose: rows[0].purpose } : null;
  }

  async revokeAllFor(userId: string, now: Date): Promise<void> {
    await this.txHost.tx.query(`UPDATE "password_token" SET "used_at" = $2 WHERE "user_id" = $1 AND "used_at" IS NULL`, [
      userId,
      now,
    ]);
  }
}
