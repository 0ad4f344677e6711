import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Closures: staff block a whole day or some slots (maintenance, training, bank holiday). The database
 * refuses a booking in closed time whatever the application does: a trigger on `booking` raises
 * SQLSTATE SKC01 when a row that keeps the simulator (held or confirmed) is inserted, or updated into
 * that state or onto another time, over a closure. Closing and booking the same London day are
 * serialised by a transaction-scoped advisory lock per day (`lock_calendar_day`), which the trigger
 * and the closure use case both take before they look at the other table.
 */
export class SlotClosures1763900800000 implements MigrationInterface {
  name = 'SlotClosures1763900800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "slot_closures" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "date" date NOT NULL,
        "time_slot" text CHECK ("time_slot" IN ('09:00', '10:30', '12:00', '13:30', '15:00', '16:30', '18:00')),
        "occupied" tstzrange NOT NULL CHECK (NOT isempty("occupied")),
        "reason" text NOT NULL CHECK (length(btrim("reason")) BETWEEN 1 AND 200),
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "EX_slot_closures_once" EXCLUDE USING gist ("occupied" WITH &&)
      )`);
    await db.query(`CREATE INDEX "IDX_slot_closures_date" ON "slot_closures" ("date", "time_slot")`);

    // One lock per London day: 0x534B ('SK') names the lock space, the key is the day number.
    await db.query(`
      CREATE FUNCTION lock_calendar_day(day date) RETURNS void LANGUAGE sql VOLATILE AS $$
        SELECT pg_advisory_xact_lock(21323, day - DATE '2000-01-01')
      $$`);

    await db.query(`
      CREATE FUNCTION booking_refuse_closed_time() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM lock_calendar_day((lower(NEW.occupied) AT TIME ZONE 'Europe/London')::date);
        -- A statement after the lock sees every closure committed while this one waited for it.
        IF EXISTS (SELECT 1 FROM slot_closures WHERE occupied && NEW.occupied) THEN
          RAISE EXCEPTION 'booking % overlaps a slot closure', NEW.id USING ERRCODE = 'SKC01';
        END IF;
        RETURN NEW;
      END
      $$`);
    await db.query(`
      CREATE TRIGGER "TR_booking_insert_not_closed" BEFORE INSERT ON "booking"
        FOR EACH ROW WHEN (NEW.status IN ('held', 'confirmed'))
        EXECUTE FUNCTION booking_refuse_closed_time()`);
    await db.query(`
      CREATE TRIGGER "TR_booking_update_not_closed" BEFORE UPDATE ON "booking"
        FOR EACH ROW WHEN (
          NEW.status IN ('held', 'confirmed')
          AND (OLD.status NOT IN ('held', 'confirmed') OR OLD.occupied IS DISTINCT FROM NEW.occupied)
        )
        EXECUTE FUNCTION booking_refuse_closed_time()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "TR_booking_update_not_closed" ON "booking"`);
    await db.query(`DROP TRIGGER "TR_booking_insert_not_closed" ON "booking"`);
    await db.query(`DROP FUNCTION booking_refuse_closed_time()`);
    await db.query(`DROP FUNCTION lock_calendar_day(date)`);
    await db.query(`DROP TABLE "slot_closures"`);
  }
}
