import type { MigrationInterface, QueryRunner } from 'typeorm';

const PICK = `SELECT i.id FROM instructor i, LATERAL (SELECT (lower(p_occupied) AT TIME ZONE 'Europe/London')::date AS day) d
         WHERE instructor_teaches(i.id, p_experience, p_occupied) AND instructor_free(i.id, p_occupied, p_booking, p_course)
         ORDER BY (SELECT count(*) FROM instructor_occupancy o WHERE o.instructor_id = i.id
                     AND o.occupied && tstzrange(d.day::timestamp AT TIME ZONE 'Europe/London', (d.day + 1)::timestamp AT TIME ZONE 'Europe/London')),
                  i.position, i.id
         LIMIT 1`;
const CLOSED = `to_char(day, 'MM-DD') IN ('12-25', '12-26') AND NOT EXISTS (SELECT 1 FROM opened_days WHERE date = day)`;

/**
 * The two SQL functions every hold still called, unchanged, in PL/pgSQL (as InstructorRulesPlannedOnce did for the
 * rules they call): a SQL function whose body reads a table (instructor_pick) or holds EXISTS (closed_by_default) is
 * never inlined, so Postgres parsed and planned it again on every hold (~0.13 and ~0.05 ms of planning a hold);
 * PL/pgSQL keeps each statement's plan for the session.
 */
export class PicksPlannedOnce1795782000000 implements MigrationInterface {
  name = 'PicksPlannedOnce1795782000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION instructor_pick(p_experience text, p_occupied tstzrange, p_booking uuid, p_course uuid)
        RETURNS uuid LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN (${PICK});
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION closed_by_default(day date) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN ${CLOSED};
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION instructor_pick(p_experience text, p_occupied tstzrange, p_booking uuid, p_course uuid)
        RETURNS uuid LANGUAGE sql STABLE AS $$ ${PICK} $$`);
    await db.query(
      `CREATE OR REPLACE FUNCTION closed_by_default(day date) RETURNS boolean LANGUAGE sql STABLE AS $$ SELECT ${CLOSED} $$`,
    );
  }
}
