import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose committed changes can change what GET /api/availability answers. */
const CALENDAR_TABLES = ['booking', 'slot_closures', 'experience', 'experience_option'];

/**
 * Every committed change to the calendar's tables notifies channel `calendar` (once per statement; Postgres
 * delivers it at commit and folds duplicates within a transaction), so each API process drops the availability
 * it keeps in memory at once, whichever process or worker made the change.
 */
export class CalendarNotify1764200000000 implements MigrationInterface {
  name = 'CalendarNotify1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_calendar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('calendar', '');
        RETURN NULL;
      END $$`);
    for (const table of CALENDAR_TABLES) {
      await db.query(
        `CREATE TRIGGER ${table}_calendar_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION notify_calendar()`,
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of CALENDAR_TABLES) await db.query(`DROP TRIGGER ${table}_calendar_notify ON "${table}"`);
    await db.query(`DROP FUNCTION notify_calendar()`);
  }
}
