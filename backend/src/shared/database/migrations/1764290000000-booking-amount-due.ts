import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a customer still owes after staff changed their booking to a dearer option (docs/product.md, Staff panel:
 * BOOKINGS), taken later at the desk by card or cash. Integer pence, never negative.
 */
export class BookingAmountDue1764290000000 implements MigrationInterface {
  name = 'BookingAmountDue1764290000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "booking" ADD COLUMN "amount_due_pence" integer NOT NULL DEFAULT 0 CHECK ("amount_due_pence" >= 0)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "booking" DROP COLUMN "amount_due_pence"`);
  }
}
