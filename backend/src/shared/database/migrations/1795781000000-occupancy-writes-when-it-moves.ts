import type { MigrationInterface, QueryRunner } from 'typeorm';

const keepsAnInstructor = (row: string) =>
  `(${row}.instructor_id IS NOT NULL AND ${row}.occupied IS NOT NULL AND ${row}.status IN ('held', 'confirmed', 'booked'))`;

/** The booked tables: the columns each one's triggers read, and whether a row (OLD or NEW) takes the simulator's time. */
const BOOKED = [
  {
    table: 'booking',
    owner: 'booking',
    occupancyColumns: '"status", "occupied", "booked_as"',
    pickColumns: '"status", "occupied", "instructor_id", "session_type"',
    takesTheSimulator: (row: string) => `(${row}.status IN ('held', 'confirmed') AND ${row}.booked_as = 'slot')`,
  },
  {
    table: 'fear_of_flying_booking',
    owner: 'course',
    occupancyColumns: '"status", "occupied"',
    pickColumns: '"status", "occupied", "instructor_id"',
    takesTheSimulator: (row: string) => `(${row}.status = 'booked' AND ${row}.occupied IS NOT NULL)`,
  },
];

/**
 * A booking's occupancy rows (the simulator's and its instructor's) are written when it is inserted and then only
 * when an update moves them: a hold confirmed keeps the time it held, so the confirmation no longer writes both rows
 * again (each an INSERT … ON CONFLICT that changed nothing, ~0.1 ms of Postgres). The same for a course. The
 * instructor pick is called only by an update naming a column it reads (it returned at once for the others: an
 * account linked, a payment recorded). What each function writes is unchanged.
 */
export class OccupancyWritesWhenItMoves1795781000000 implements MigrationInterface {
  name = 'OccupancyWritesWhenItMoves1795781000000';

  async up(db: QueryRunner): Promise<void> {
    for (const { table, owner, occupancyColumns, pickColumns, takesTheSimulator } of BOOKED) {
      for (const trigger of ['occupancy', 'instructor_occupancy', 'assign_instructor'])
        await db.query(`DROP TRIGGER "TR_${owner}_${trigger}" ON "${table}"`);
      await db.query(
        `CREATE TRIGGER "TR_${owner}_occupancy" AFTER INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${owner}_occupancy_sync()`,
      );
      await db.query(`
        CREATE TRIGGER "TR_${owner}_occupancy_moved" AFTER UPDATE OF ${occupancyColumns} ON "${table}"
          FOR EACH ROW WHEN (${takesTheSimulator('OLD')} IS DISTINCT FROM ${takesTheSimulator('NEW')} OR OLD.occupied IS DISTINCT FROM NEW.occupied)
          EXECUTE FUNCTION ${owner}_occupancy_sync()`);
      await db.query(
        `CREATE TRIGGER "TR_${owner}_instructor_occupancy" AFTER INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION instructor_occupancy_sync()`,
      );
      await db.query(`
        CREATE TRIGGER "TR_${owner}_instructor_occupancy_moved" AFTER UPDATE OF "status", "occupied", "instructor_id" ON "${table}"
          FOR EACH ROW WHEN (${keepsAnInstructor('OLD')} IS DISTINCT FROM ${keepsAnInstructor('NEW')}
                             OR OLD.occupied IS DISTINCT FROM NEW.occupied OR OLD.instructor_id IS DISTINCT FROM NEW.instructor_id)
          EXECUTE FUNCTION instructor_occupancy_sync()`);
      await db.query(`
        CREATE TRIGGER "TR_${owner}_assign_instructor" BEFORE INSERT OR UPDATE OF ${pickColumns} ON "${table}"
          FOR EACH ROW EXECUTE FUNCTION ${owner}_assign_instructor()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const { table, owner, occupancyColumns } of BOOKED) {
      for (const trigger of [
        'occupancy',
        'occupancy_moved',
        'instructor_occupancy',
        'instructor_occupancy_moved',
        'assign_instructor',
      ])
        await db.query(`DROP TRIGGER "TR_${owner}_${trigger}" ON "${table}"`);
      await db.query(`
        CREATE TRIGGER "TR_${owner}_occupancy" AFTER INSERT OR UPDATE OF ${occupancyColumns} ON "${table}"
          FOR EACH ROW EXECUTE FUNCTION ${owner}_occupancy_sync()`);
      await db.query(`
        CREATE TRIGGER "TR_${owner}_instructor_occupancy" AFTER INSERT OR UPDATE OF "status", "occupied", "instructor_id" ON "${table}"
          FOR EACH ROW EXECUTE FUNCTION instructor_occupancy_sync()`);
      await db.query(
        `CREATE TRIGGER "TR_${owner}_assign_instructor" BEFORE INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${owner}_assign_instructor()`,
      );
    }
  }
}
