import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose committed changes can change what GET /api/availability answers (the earlier migrations' triggers). */
const CALENDAR_TABLES = ['booking', 'slot_closures', 'experience', 'experience_option', 'calendar_occupancy', 'opened_days'];
/**
 * What of a booking availability reads (its occupancy, a hold's expiry, its instructor): the many other updates a
 * booking goes through (its payment, e-mails, reminders, notes) notify nobody, so open pages do not ask again for each.
 */
const BOOKING_CALENDAR_COLUMNS = ['status', 'occupied', 'booked_as', 'hold_expires_at', 'instructor_id'];
const changed = (columns: string[]) =>
  `(${columns.map((column) => `OLD."${column}"`).join(', ')}) IS DISTINCT FROM (${columns.map((column) => `NEW."${column}"`).join(', ')})`;

/**
 * Channel `calendar` says which London day changed, so a page watching a day (GET /api/availability/stream) is told
 * only of its own: the payload is 'YYYY-MM-DD', or '*' when the change is not one day's (the catalogue, a TRUNCATE, or a
 * table whose trigger stays per statement). `notify_calendar()` stays generic: on a row trigger it reads the row's
 * `occupied` range (the day it starts) or its `date`, before and after an update; on a statement trigger, or for a row
 * with neither, it says '*'. Postgres delivers at commit and folds identical payloads within a transaction, so a
 * statement touching many rows of one day notifies once.
 */
export class CalendarNotifyDays1795775959233 implements MigrationInterface {
  name = 'CalendarNotifyDays1795775959233';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION calendar_day_of(row_values jsonb) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT CASE
          WHEN row_values->>'occupied' IS NOT NULL
            THEN to_char((lower((row_values->>'occupied')::tstzrange) AT TIME ZONE 'Europe/London')::date, 'YYYY-MM-DD')
          WHEN row_values->>'date' ~ '^\\d{4}-\\d{2}-\\d{2}' THEN left(row_values->>'date', 10)
          ELSE '*'
        END
      $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION notify_calendar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_LEVEL = 'STATEMENT' THEN
          PERFORM pg_notify('calendar', '*');
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM pg_notify('calendar', calendar_day_of(to_jsonb(OLD))); END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM pg_notify('calendar', calendar_day_of(to_jsonb(NEW))); END IF;
        RETURN NULL;
      END $$`);
    for (const table of CALENDAR_TABLES) {
      await db.query(`DROP TRIGGER ${table}_calendar_notify ON "${table}"`);
      const rowEvents = table === 'booking' ? 'INSERT OR DELETE' : 'INSERT OR UPDATE OR DELETE';
      await db.query(
        `CREATE TRIGGER ${table}_calendar_notify AFTER ${rowEvents} ON "${table}" FOR EACH ROW EXECUTE FUNCTION notify_calendar()`,
      );
      await db.query(
        `CREATE TRIGGER ${table}_calendar_truncate AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION notify_calendar()`,
      );
    }
    await db.query(
      `CREATE TRIGGER booking_calendar_notify_update AFTER UPDATE ON "booking" FOR EACH ROW WHEN (${changed(BOOKING_CALENDAR_COLUMNS)}) EXECUTE FUNCTION notify_calendar()`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER booking_calendar_notify_update ON "booking"`);
    for (const table of CALENDAR_TABLES) {
      await db.query(`DROP TRIGGER ${table}_calendar_truncate ON "${table}"`);
      await db.query(`DROP TRIGGER ${table}_calendar_notify ON "${table}"`);
      await db.query(
        `CREATE TRIGGER ${table}_calendar_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION notify_calendar()`,
      );
    }
    await db.query(`
      CREATE OR REPLACE FUNCTION notify_calendar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('calendar', '');
        RETURN NULL;
      END $$`);
    await db.query(`DROP FUNCTION calendar_day_of(jsonb)`);
  }
}
