import { hkdfSync } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { AppConfig } from '../../../shared/config/app-config';
import { seal, unseal } from '../../../shared/crypto/sealed-text';
import type { TwoFactorRepository, TwoFactorSecret } from '../application/account.ports';

/** What a sealed secret is bound to: a value copied into another sealed column does not open there. */
const PURPOSE = 'staff_two_factor.secret';

/**
 * Tables staff_two_factor and staff_recovery_code; joins the caller's transaction when there is one. The TOTP secret
 * is sealed (AES-256-GCM, `shared/crypto/sealed-text.ts`) under a key derived from SESSION_SECRET, as the signed links'
 * keys are: a copy of the database alone does not give anyone the codes of the staff's authenticator apps.
 */
@Injectable()
export class TypeOrmTwoFactorRepository implements TwoFactorRepository {
  private readonly key: Buffer;

  constructor(
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    config: AppConfig,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', config.SESSION_SECRET, 'skyward-two-factor', 'totp-secret-v1', 32));
  }

  async find(userId: string): Promise<TwoFactorSecret | null> {
    const [row]: { secret: string; enrolled_at: Date | null; last_step: string | null }[] = await this.txHost.tx.query(
      `SELECT "secret", "enrolled_at", "last_step" FROM "staff_two_factor" WHERE "user_id" = $1`,
      [userId],
    );
    return row
      ? { secret: unseal(row.secret, this.key, PURPOSE), enrolledAt: row.enrolled_at, lastStep: row.last_step === null ? null : Number(row.last_step) }
      : null;
  }

  async savePending(userId: string, secret: string): Promise<void> {
    await this.txHost.tx.query(
      `INSERT INTO "staff_two_factor" ("user_id", "secret") VALUES ($1, $2)
       ON CONFLICT ("user_id") DO UPDATE SET "secret" = EXCLUDED."secret", "created_at" = now()
       WHERE "staff_two_factor"."enrolled_at" IS NULL`,
      [userId, seal(secret, this.key, PURPOSE)],
    );
  }

  async confirm(userId: string, step: number, recoveryCodeHashes: readonly string[]): Promise<void> {
    await this.txHost.tx.query(`UPDATE "staff_two_factor" SET "enrolled_at" = now(), "last_step" = $2 WHERE "user_id" = $1`, [
      userId,
      step,
    ]);
    await this.txHost.tx.query(`DELETE FROM "staff_recovery_code" WHERE "user_id" = $1`, [userId]);
    await this.txHost.tx.query(`INSERT INTO "staff_recovery_code" ("user_id", "code_hash") SELECT $1, unnest($2::text[])`, [
      userId,
      recoveryCodeHashes,
    ]);
  }

  async advanceStep(userId: string, step: number): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.txHost.tx.query(
      `UPDATE "staff_two_factor" SET "last_step" = $2 WHERE "user_id" = $1 AND ("last_step" IS NULL OR "last_step" < $2)`,
      [userId, step],
    );
    return affected === 1;
  }

  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.txHost.tx.query(
      `UPDATE "staff_recovery_code" SET "used_at" = now() WHERE "user_id" = $1 AND "code_hash" = $2 AND "used_at" IS NULL`,
      [userId, codeHash],
    );
    return affected === 1;
  }

  async remove(userId: string): Promise<void> {
    await this.txHost.tx.query(`DELETE FROM "staff_recovery_code" WHERE "user_id" = $1`, [userId]);
    await this.txHost.tx.query(`DELETE FROM "staff_two_factor" WHERE "user_id" = $1`, [userId]);
  }
}
