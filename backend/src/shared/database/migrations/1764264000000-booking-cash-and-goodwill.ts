import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The desk's money on a booking (docs/product.md, Refunds and cancellation): when cash on arrival was taken and by
 * whom (until then it is owed, not paid), and why staff refunded another amount than the Terms' (goodwill).
 */
export class BookingCashAndGoodwill1764264000000 implements MigrationInterface {
  name = 'BookingCashAndGoodwill1764264000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "booking"
        ADD COLUMN "cash_received_at" timestamptz,
        ADD COLUMN "cash_received_by" uuid,
        ADD COLUMN "refund_reason" text CHECK (length(btrim("refund_reason")) BETWEEN 1 AND 200),
        ADD CONSTRAINT "CK_booking_cash_received" CHECK ("cash_received_at" IS NULL OR "payment_method" = 'cash_on_arrival')`);
    await db.query(`CREATE INDEX "IDX_booking_cash_received_at" ON "booking" ("cash_received_at") WHERE "cash_received_at" IS NOT NULL`);
    await db.query(`CREATE INDEX "IDX_booking_refunded_at" ON "booking" ("refunded_at") WHERE "refunded_at" IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "IDX_booking_refunded_at"`);
    await db.query(`DROP INDEX "IDX_booking_cash_received_at"`);
    await db.query(`ALTER TABLE "booking"
        DROP CONSTRAINT "CK_booking_cash_received",
        DROP COLUMN "refund_reason",
        DROP COLUMN "cash_received_by",
        DROP COLUMN "cash_received_at"`);
  }
}
