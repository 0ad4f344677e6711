import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Bookings staff make on a customer's behalf (docs/product.md, Booking rules): how they were paid and which staff user made them. */
export class StaffBookings1764180000000 implements MigrationInterface {
  name = 'StaffBookings1764180000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "booking"
        ADD COLUMN "payment_method" text CHECK ("payment_method" IN ('card_by_phone', 'cash_on_arrival', 'voucher', 'complimentary')),
        ADD COLUMN "terminal_reference" text CHECK (length(btrim("terminal_reference")) BETWEEN 1 AND 100),
        ADD COLUMN "booked_by" uuid REFERENCES "user_account"("id") ON DELETE SET NULL,
        ADD CONSTRAINT "CK_booking_card_by_phone_reference" CHECK ("payment_method" IS DISTINCT FROM 'card_by_phone' OR "terminal_reference" IS NOT NULL)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "booking" DROP COLUMN "booked_by", DROP COLUMN "terminal_reference", DROP COLUMN "payment_method"`,
    );
  }
}
