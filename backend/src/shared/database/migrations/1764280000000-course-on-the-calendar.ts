import type { MigrationInterface, QueryRunner } from 'typeorm';

const SLOT_TIMES = `('09:00', '10:30', '12:00', '13:30', '15:00', '16:30', '18:00')`;

/**
 * The Fear of Flying course on the simulator's calendar (docs/product.md, Fear of Flying course). Staff give a course its
 * date and start time; from then it keeps the simulator for its 4 hours under the same exclusion constraint as slot
 * bookings. That constraint moves to one table, `calendar_occupancy`: a row per held or confirmed booking and per dated,
 * booked course, kept by triggers on both tables, so whatever the application does no two of them overlap on one
 * calendar (the simulator's, or online coaching's). A dated course also refuses closed time (SKC01) as a booking does.
 */
export class CourseOnTheCalendar1764280000000 implements MigrationInterface {
  name = 'CourseOnTheCalendar1764280000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "fear_of_flying_booking"
        ADD COLUMN "course_date" date,
        ADD COLUMN "start_time" text CHECK ("start_time" IN ${SLOT_TIMES}),
        ADD COLUMN "starts_at" timestamptz,
        ADD COLUMN "ends_at" timestamptz,
        ADD COLUMN "occupied" tstzrange CHECK (NOT isempty("occupied")),
        ADD COLUMN "cancelled_at" timestamptz,
        ADD COLUMN "refund_pence" integer CHECK ("refund_pence" >= 0),
        ADD COLUMN "refunded_at" timestamptz,
        ADD COLUMN "voucher_forfeited" boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT "CK_course_dated_whole" CHECK (
          ("course_date" IS NULL) = ("start_time" IS NULL) AND ("course_date" IS NULL) = ("starts_at" IS NULL)
          AND ("course_date" IS NULL) = ("ends_at" IS NULL) AND ("course_date" IS NULL) = ("occupied" IS NULL))`);
    await db.query(`ALTER TABLE "fear_of_flying_booking" DROP CONSTRAINT "fear_of_flying_booking_status_check"`);
    await db.query(`
      ALTER TABLE "fear_of_flying_booking" ADD CONSTRAINT "fear_of_flying_booking_status_check"
        CHECK ("status" IN ('awaiting_payment', 'paid', 'booked', 'cancelled'))`);
    // A voucher not given back on cancellation stays used.
    await db.query(`DROP INDEX "UQ_course_voucher_once"`);
    await db.query(`
      CREATE UNIQUE INDEX "UQ_course_voucher_once" ON "fear_of_flying_booking" ("voucher_id")
        WHERE "voucher_id" IS NOT NULL AND ("status" IN ('paid', 'booked') OR "voucher_forfeited")`);
    await db.query(`CREATE INDEX "IDX_course_date" ON "fear_of_flying_booking" ("course_date") WHERE "course_date" IS NOT NULL`);

    await db.query(`
      CREATE TABLE "calendar_occupancy" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "booking_id" uuid UNIQUE REFERENCES "booking" ("id") ON DELETE CASCADE,
        "course_id" uuid UNIQUE REFERENCES "fear_of_flying_booking" ("id") ON DELETE CASCADE,
        "calendar" text NOT NULL CHECK ("calendar" IN ('slot', 'online')),
        "occupied" tstzrange NOT NULL CHECK (NOT isempty("occupied")),
        CONSTRAINT "CK_calendar_occupancy_one_owner" CHECK (("booking_id" IS NULL) <> ("course_id" IS NULL)),
        CONSTRAINT "EX_calendar_occupancy_once" EXCLUDE USING gist ("calendar" WITH =, "occupied" WITH &&)
      )`);

    await db.query(`
      CREATE FUNCTION booking_occupancy_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status IN ('held', 'confirmed') THEN
          INSERT INTO calendar_occupancy ("booking_id", "calendar", "occupied") VALUES (NEW.id, NEW.booked_as, NEW.occupied)
            ON CONFLICT ("booking_id") DO UPDATE SET "calendar" = EXCLUDED."calendar", "occupied" = EXCLUDED."occupied"
            WHERE (calendar_occupancy."calendar", calendar_occupancy."occupied") IS DISTINCT FROM (EXCLUDED."calendar", EXCLUDED."occupied");
        ELSE
          DELETE FROM calendar_occupancy WHERE "booking_id" = NEW.id;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER "TR_booking_occupancy" AFTER INSERT OR UPDATE OF "status", "occupied", "booked_as" ON "booking"
        FOR EACH ROW EXECUTE FUNCTION booking_occupancy_sync()`);

    await db.query(`
      CREATE FUNCTION course_occupancy_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'booked' AND NEW.occupied IS NOT NULL THEN
          INSERT INTO calendar_occupancy ("course_id", "calendar", "occupied") VALUES (NEW.id, 'slot', NEW.occupied)
            ON CONFLICT ("course_id") DO UPDATE SET "occupied" = EXCLUDED."occupied"
            WHERE calendar_occupancy."occupied" IS DISTINCT FROM EXCLUDED."occupied";
        ELSE
          DELETE FROM calendar_occupancy WHERE "course_id" = NEW.id;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER "TR_course_occupancy" AFTER INSERT OR UPDATE OF "status", "occupied" ON "fear_of_flying_booking"
        FOR EACH ROW EXECUTE FUNCTION course_occupancy_sync()`);
    // Closed time is refused to a course as to a booking (the slot-closures migration's function and day lock).
    await db.query(`
      CREATE TRIGGER "TR_course_insert_not_closed" BEFORE INSERT ON "fear_of_flying_booking"
        FOR EACH ROW WHEN (NEW.status = 'booked' AND NEW.occupied IS NOT NULL)
        EXECUTE FUNCTION booking_refuse_closed_time()`);
    await db.query(`
      CREATE TRIGGER "TR_course_update_not_closed" BEFORE UPDATE ON "fear_of_flying_booking"
        FOR EACH ROW WHEN (NEW.status = 'booked' AND NEW.occupied IS NOT NULL AND OLD.occupied IS DISTINCT FROM NEW.occupied)
        EXECUTE FUNCTION booking_refuse_closed_time()`);
    // Availability drops what it keeps when a course takes or gives back time (the calendar-notify migration's function).
    await db.query(
      `CREATE TRIGGER calendar_occupancy_calendar_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_occupancy" FOR EACH STATEMENT EXECUTE FUNCTION notify_calendar()`,
    );

    await db.query(`
      INSERT INTO calendar_occupancy ("booking_id", "calendar", "occupied")
        SELECT "id", "booked_as", "occupied" FROM "booking" WHERE "status" IN ('held', 'confirmed')`);
    await db.query(`ALTER TABLE "booking" DROP CONSTRAINT "EX_booking_slot_once"`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "booking" ADD CONSTRAINT "EX_booking_slot_once"
        EXCLUDE USING gist ("booked_as" WITH =, "occupied" WITH &&) WHERE ("status" IN ('held', 'confirmed'))`);
    await db.query(`DROP TABLE "calendar_occupancy"`);
    await db.query(`DROP TRIGGER "TR_booking_occupancy" ON "booking"`);
    await db.query(`DROP FUNCTION booking_occupancy_sync()`);
    await db.query(`DROP TRIGGER "TR_course_occupancy" ON "fear_of_flying_booking"`);
    await db.query(`DROP TRIGGER "TR_course_insert_not_closed" ON "fear_of_flying_booking"`);
    await db.query(`DROP TRIGGER "TR_course_update_not_closed" ON "fear_of_flying_booking"`);
    await db.query(`DROP FUNCTION course_occupancy_sync()`);
    await db.query(`DELETE FROM "fear_of_flying_booking" WHERE "status" = 'cancelled'`);
    await db.query(`DROP INDEX "UQ_course_voucher_once"`);
    await db.query(
      `CREATE UNIQUE INDEX "UQ_course_voucher_once" ON "fear_of_flying_booking" ("voucher_id") WHERE "voucher_id" IS NOT NULL AND "status" IN ('paid', 'booked')`,
    );
    await db.query(`ALTER TABLE "fear_of_flying_booking" DROP CONSTRAINT "fear_of_flying_booking_status_check"`);
    await db.query(
      `ALTER TABLE "fear_of_flying_booking" ADD CONSTRAINT "fear_of_flying_booking_status_check" CHECK ("status" IN ('awaiting_payment', 'paid', 'booked'))`,
    );
    await db.query(`
      ALTER TABLE "fear_of_flying_booking" DROP CONSTRAINT "CK_course_dated_whole",
        DROP COLUMN "voucher_forfeited", DROP COLUMN "refunded_at", DROP COLUMN "refund_pence", DROP COLUMN "cancelled_at",
        DROP COLUMN "occupied", DROP COLUMN "ends_at", DROP COLUMN "starts_at", DROP COLUMN "start_time", DROP COLUMN "course_date"`);
  }
}
