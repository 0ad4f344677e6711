import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The desk's record of a booking (docs/product.md, Staff panel: DAY SHEET): whether the customer checked in or
 * did not come, and when staff said so; a price staff set below the catalogue's, with the reason.
 */
export class BookingDesk1764260300000 implements MigrationInterface {
  name = 'BookingDesk1764260300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "booking"
        ADD COLUMN "attendance" text CHECK ("attendance" IN ('checked_in', 'no_show')),
        ADD COLUMN "attendance_at" timestamptz,
        ADD COLUMN "discount_pence" integer NOT NULL DEFAULT 0 CHECK ("discount_pence" >= 0),
        ADD COLUMN "price_reason" text CHECK (length(btrim("price_reason")) BETWEEN 1 AND 200),
        ADD CONSTRAINT "CK_booking_attendance_at" CHECK (("attendance" IS NULL) = ("attendance_at" IS NULL)),
        ADD CONSTRAINT "CK_booking_discount_reason" CHECK ("discount_pence" = 0 OR "price_reason" IS NOT NULL)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "booking"
        DROP CONSTRAINT "CK_booking_discount_reason",
        DROP CONSTRAINT "CK_booking_attendance_at",
        DROP COLUMN "price_reason",
        DROP COLUMN "discount_pence",
        DROP COLUMN "attendance_at",
        DROP COLUMN "attendance"`);
  }
}
