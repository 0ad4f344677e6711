import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gift vouchers redeemed at booking. Each voucher records the experience it was issued for (the
 * session and duration its gift card names; none for a card that names no bookable session), and a
 * booking records the voucher that paid for it. A voucher is in use exactly while its booking is held
 * or confirmed, or after it was forfeited by a late cancellation: a partial unique index makes that a
 * rule of the database, so two browsers redeeming one code at the same moment cannot both win.
 */
export class VoucherRedemption1763900600000 implements MigrationInterface {
  name = 'VoucherRedemption1763900600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "gift_voucher" ADD COLUMN "session_type" text, ADD COLUMN "duration_minutes" integer`);
    await db.query(`
      ALTER TABLE "gift_voucher" ADD CONSTRAINT "CK_gift_voucher_experience"
        CHECK (("session_type" IS NULL) = ("duration_minutes" IS NULL) AND ("duration_minutes" IS NULL OR "duration_minutes" BETWEEN 30 AND 480))`);
    // Existing vouchers, from the name of the gift card they were sold as (the shop groups gift cards by
    // the same names); a session with a duration choice takes the duration whose price the card cost.
    await db.query(`
      UPDATE "gift_voucher" SET ("session_type", "duration_minutes") = (
        SELECT e."session_type",
               CASE e."session_type"
                 WHEN 'intro' THEN CASE WHEN "value_pence" = 24900 THEN 120 ELSE 60 END
                 WHEN 'scenario' THEN CASE "value_pence" WHEN 24900 THEN 120 WHEN 34900 THEN 180 ELSE 60 END
                 ELSE e."minutes"
               END
          FROM (VALUES
                  ('%try and fly%', 'tryandfly', 60),
                  ('%fear of flying%', 'fearofflying', 240),
                  ('%intro to%airbus%', 'intro', 60),
                  ('%scenario flight%', 'scenario', 60),
                  ('%home sim%', 'homesim60', 60),
                  ('%aspiring pilot%', 'aspiringpilot', 60),
                  ('%full experience%', 'skill', 60),
                  ('%extended adventure%', 'rating', 90),
                  ('%ultimate session%', 'custom', 120)
               ) AS e("pattern", "session_type", "minutes")
         WHERE lower("gift_voucher"."product_name") LIKE e."pattern"
         LIMIT 1)`);

    await db.query(`
      ALTER TABLE "booking"
        ADD COLUMN "voucher_id" uuid REFERENCES "gift_voucher" ("id"),
        ADD COLUMN "voucher_pence" integer NOT NULL DEFAULT 0 CHECK ("voucher_pence" >= 0),
        ADD COLUMN "voucher_forfeited" boolean NOT NULL DEFAULT false`);
    // A booking the voucher paid in full costs nothing by card.
    await db.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_total_price_check"`);
    await db.query(`ALTER TABLE "booking" ADD CONSTRAINT "booking_total_price_check" CHECK ("total_price" >= 0)`);
    await db.query(`
      ALTER TABLE "booking" ADD CONSTRAINT "CK_booking_voucher"
        CHECK (("voucher_id" IS NULL AND "voucher_pence" = 0 AND NOT "voucher_forfeited") OR ("voucher_id" IS NOT NULL AND "voucher_pence" > 0))`);
    await db.query(`
      CREATE UNIQUE INDEX "UQ_booking_voucher_once" ON "booking" ("voucher_id")
       WHERE "voucher_id" IS NOT NULL AND ("status" IN ('held', 'confirmed') OR "voucher_forfeited")`);
    await db.query(`CREATE INDEX "IDX_booking_voucher" ON "booking" ("voucher_id") WHERE "voucher_id" IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "IDX_booking_voucher"`);
    await db.query(`DROP INDEX "UQ_booking_voucher_once"`);
    await db.query(`ALTER TABLE "booking" DROP CONSTRAINT "CK_booking_voucher"`);
    await db.query(`ALTER TABLE "booking" DROP CONSTRAINT "booking_total_price_check"`);
    await db.query(`ALTER TABLE "booking" ADD CONSTRAINT "booking_total_price_check" CHECK ("total_price" > 0)`);
    await db.query(
      `ALTER TABLE "booking" DROP COLUMN "voucher_forfeited", DROP COLUMN "voucher_pence", DROP COLUMN "voucher_id"`,
    );
    await db.query(`ALTER TABLE "gift_voucher" DROP CONSTRAINT "CK_gift_voucher_experience"`);
    await db.query(`ALTER TABLE "gift_voucher" DROP COLUMN "duration_minutes", DROP COLUMN "session_type"`);
  }
}
