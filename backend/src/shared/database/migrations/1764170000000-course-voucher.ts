import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A gift voucher pays (part of) a Fear of Flying course (docs/product.md, Fear of Flying course): used once by a paid or booked course. */
export class CourseVoucher1764170000000 implements MigrationInterface {
  name = 'CourseVoucher1764170000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "fear_of_flying_booking" ADD "voucher_id" uuid NULL REFERENCES "gift_voucher" ("id")`);
    await db.query(`ALTER TABLE "fear_of_flying_booking" ADD "voucher_pence" integer NOT NULL DEFAULT 0 CHECK ("voucher_pence" >= 0)`);
    // Nothing is left to pay by card when a voucher paid the whole course.
    await db.query(`ALTER TABLE "fear_of_flying_booking" DROP CONSTRAINT "fear_of_flying_booking_amount_pence_check"`);
    await db.query(
      `ALTER TABLE "fear_of_flying_booking" ADD CONSTRAINT "fear_of_flying_booking_amount_pence_check" CHECK ("amount_pence" > 0 OR ("amount_pence" = 0 AND "voucher_id" IS NOT NULL))`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "UQ_course_voucher_once" ON "fear_of_flying_booking" ("voucher_id") WHERE "voucher_id" IS NOT NULL AND "status" IN ('paid', 'booked')`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "UQ_course_voucher_once"`);
    await db.query(`ALTER TABLE "fear_of_flying_booking" DROP CONSTRAINT "fear_of_flying_booking_amount_pence_check"`);
    await db.query(`ALTER TABLE "fear_of_flying_booking" ADD CONSTRAINT "fear_of_flying_booking_amount_pence_check" CHECK ("amount_pence" > 0)`);
    await db.query(`ALTER TABLE "fear_of_flying_booking" DROP COLUMN "voucher_pence"`);
    await db.query(`ALTER TABLE "fear_of_flying_booking" DROP COLUMN "voucher_id"`);
  }
}
