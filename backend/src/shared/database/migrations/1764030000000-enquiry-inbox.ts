import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The staff inbox: every contact message gets a status (new → replied → closed) and a staff note. */
export class EnquiryInbox1764030000000 implements MigrationInterface {
  name = 'EnquiryInbox1764030000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "contact_message"
        ADD COLUMN "status" text NOT NULL DEFAULT 'new' CHECK ("status" IN ('new', 'replied', 'closed')),
        ADD COLUMN "note" text NOT NULL DEFAULT '' CHECK (length("note") <= 2000),
        ADD COLUMN "updated_at" timestamptz NOT NULL DEFAULT now()`);
    await db.query(`CREATE INDEX "IDX_contact_message_status_created_at" ON "contact_message" ("status", "created_at" DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "IDX_contact_message_status_created_at"`);
    await db.query(`ALTER TABLE "contact_message" DROP COLUMN "updated_at", DROP COLUMN "note", DROP COLUMN "status"`);
  }
}
