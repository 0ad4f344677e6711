import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A deleted customer's bookings and courses are kept for the accounts with their phone cleared (docs/product.md, Newsletter and personal data): '' is allowed. */
export class ErasablePhone1764040200000 implements MigrationInterface {
  name = 'ErasablePhone1764040200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_phone_check"`);
    await db.query(`ALTER TABLE "booking" ADD CONSTRAINT "booking_phone_check" CHECK ("phone" = '' OR length(btrim("phone")) BETWEEN 1 AND 40)`);
    await db.query(`ALTER TABLE "fear_of_flying_booking" DROP CONSTRAINT "fear_of_flying_booking_phone_check"`);
    await db.query(
      `ALTER TABLE "fear_of_flying_booking" ADD CONSTRAINT "fear_of_flying_booking_phone_check" CHECK ("phone" = '' OR length(btrim("phone")) BETWEEN 1 AND 40)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "fear_of_flying_booking" DROP CONSTRAINT "fear_of_flying_booking_phone_check"`);
    await db.query(`ALTER TABLE "fear_of_flying_booking" ADD CONSTRAINT "fear_of_flying_booking_phone_check" CHECK (length(btrim("phone")) BETWEEN 1 AND 40)`);
    await db.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_phone_check"`);
    await db.query(`ALTER TABLE "booking" ADD CONSTRAINT "booking_phone_check" CHECK (length(btrim("phone")) BETWEEN 1 AND 40)`);
  }
}
