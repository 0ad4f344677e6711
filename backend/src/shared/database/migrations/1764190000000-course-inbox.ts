import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Fear of Flying courses awaiting a date sit in the staff ENQUIRIES inbox (docs/product.md, Fear of Flying course): their status there and a note. */
export class CourseInbox1764190000000 implements MigrationInterface {
  name = 'CourseInbox1764190000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "fear_of_flying_booking"
        ADD COLUMN "inbox_status" text NOT NULL DEFAULT 'new' CHECK ("inbox_status" IN ('new', 'replied', 'closed')),
        ADD COLUMN "staff_note" text NOT NULL DEFAULT '' CHECK (length("staff_note") <= 2000)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "fear_of_flying_booking" DROP COLUMN "staff_note", DROP COLUMN "inbox_status"`);
  }
}
