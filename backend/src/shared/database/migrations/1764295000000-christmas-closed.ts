import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Christmas Day and 26 December are closed unless staff open them (docs/product.md, Booking rules: Closures).
 * `opened_days` keeps the days staff opened (who, when); `closed_by_default(day)` is the rule, shared by the
 * closed-time trigger on `booking` (which now also refuses such a day, SQLSTATE SKC01) and the availability read.
 */
export class ChristmasClosed1764295000000 implements MigrationInterface {
  name = 'ChristmasClosed1764295000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "opened_days" (
        "date" date PRIMARY KEY CHECK (to_char("date", 'MM-DD') IN ('12-25', '12-26')),
        "opened_by" uuid NOT NULL,
        "opened_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE FUNCTION closed_by_default(day date) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT to_char(day, 'MM-DD') IN ('12-25', '12-26') AND NOT EXISTS (SELECT 1 FROM opened_days WHERE date = day)
      $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION booking_refuse_closed_time() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        day date := (lower(NEW.occupied) AT TIME ZONE 'Europe/London')::date;
      BEGIN
        PERFORM lock_calendar_day(day);
        -- A statement after the lock sees every closure (and opened day) committed while this one waited for it.
        IF closed_by_default(day) OR EXISTS (SELECT 1 FROM slot_closures WHERE occupied && NEW.occupied) THEN
          RAISE EXCEPTION 'booking % overlaps a slot closure', NEW.id USING ERRCODE = 'SKC01';
        END IF;
        RETURN NEW;
      END
      $$`);
    await db.query(
      `CREATE TRIGGER opened_days_calendar_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "opened_days" FOR EACH STATEMENT EXECUTE FUNCTION notify_calendar()`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER opened_days_calendar_notify ON "opened_days"`);
    await db.query(`
      CREATE OR REPLACE FUNCTION booking_refuse_closed_time() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM lock_calendar_day((lower(NEW.occupied) AT TIME ZONE 'Europe/London')::date);
        IF EXISTS (SELECT 1 FROM slot_closures WHERE occupied && NEW.occupied) THEN
          RAISE EXCEPTION 'booking % overlaps a slot closure', NEW.id USING ERRCODE = 'SKC01';
        END IF;
        RETURN NEW;
      END
      $$`);
    await db.query(`DROP FUNCTION closed_by_default(date)`);
    await db.query(`DROP TABLE "opened_days"`);
  }
}
