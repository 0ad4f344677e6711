import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts and two-factor sign-in (issue 29): a deactivated account keeps its row (bookings name who made
 * them) but cannot sign in; an invited colleague gets a staff-invite link; each staff member's TOTP secret and
 * their one-time recovery codes (SHA-256 of each; the codes are random, 50 bits, so no slow hash is needed).
 */
export class StaffAccounts1795776209584 implements MigrationInterface {
  name = 'StaffAccounts1795776209584';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "user_account" ADD COLUMN "deactivated_at" timestamptz`);
    await db.query(`ALTER TABLE "password_token" DROP CONSTRAINT "password_token_purpose_check"`);
    await db.query(
      `ALTER TABLE "password_token" ADD CONSTRAINT "password_token_purpose_check" CHECK ("purpose" IN ('set-password', 'reset-password', 'staff-invite'))`,
    );
    // enrolled_at is null while the person has been shown the secret but not yet typed a code from it.
    // last_step: the RFC 6238 time step of the last code accepted, so a code works once (section 5.2).
    await db.query(`
      CREATE TABLE "staff_two_factor" (
        "user_id" uuid PRIMARY KEY REFERENCES "user_account" ("id") ON DELETE CASCADE,
        "secret" text NOT NULL,
        "enrolled_at" timestamptz,
        "last_step" bigint,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE "staff_recovery_code" (
        "user_id" uuid NOT NULL REFERENCES "user_account" ("id") ON DELETE CASCADE,
        "code_hash" text NOT NULL,
        "used_at" timestamptz,
        PRIMARY KEY ("user_id", "code_hash")
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "staff_recovery_code"`);
    await db.query(`DROP TABLE "staff_two_factor"`);
    await db.query(`DELETE FROM "password_token" WHERE "purpose" = 'staff-invite'`);
    await db.query(`ALTER TABLE "password_token" DROP CONSTRAINT "password_token_purpose_check"`);
    await db.query(
      `ALTER TABLE "password_token" ADD CONSTRAINT "password_token_purpose_check" CHECK ("purpose" IN ('set-password', 'reset-password'))`,
    );
    await db.query(`ALTER TABLE "user_account" DROP COLUMN "deactivated_at"`);
  }
}
