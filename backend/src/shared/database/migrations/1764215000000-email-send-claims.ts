import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `sent_email` becomes the claim on each e-mail key as well as its record: a row is written (claimed) before the
 * e-mail goes to SMTP and marked sent after. A row with no `sent_at` is a send whose outcome is unknown; its claim
 * lasts until `claimed_until`, or until the job that holds it (`claimed_by`) runs again.
 */
export class EmailSendClaims1764215000000 implements MigrationInterface {
  name = 'EmailSendClaims1764215000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "sent_email"
        ALTER COLUMN "sent_at" DROP NOT NULL,
        ALTER COLUMN "sent_at" DROP DEFAULT,
        ADD COLUMN "message_id" text,
        ADD COLUMN "claimed_by" text,
        ADD COLUMN "claimed_until" timestamptz,
        ADD COLUMN "attempts" integer NOT NULL DEFAULT 1`);
    await db.query(`CREATE INDEX "IDX_sent_email_unconfirmed" ON "sent_email" ("claimed_until") WHERE "sent_at" IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "IDX_sent_email_unconfirmed"`);
    // A claim never confirmed may or may not have reached the mailbox; the old table only knows sent e-mails.
    await db.query(`DELETE FROM "sent_email" WHERE "sent_at" IS NULL`);
    await db.query(`
      ALTER TABLE "sent_email"
        DROP COLUMN "attempts",
        DROP COLUMN "claimed_until",
        DROP COLUMN "claimed_by",
        DROP COLUMN "message_id",
        ALTER COLUMN "sent_at" SET DEFAULT now(),
        ALTER COLUMN "sent_at" SET NOT NULL`);
  }
}
