import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The instructor rules of the Instructors migration, unchanged, in PL/pgSQL: a SQL function whose body holds
 * EXISTS cannot be inlined, so Postgres planned each of them again on every hold (once per call of instructor_pick,
 * ~0.3 ms a hold with three instructors); PL/pgSQL keeps each statement's plan for the session (~0.08 ms). The
 * instructor-occupancy trigger writes with static statements instead of EXECUTE format(…), also planned every time.
 */
export class InstructorRulesPlannedOnce1795779000000 implements MigrationInterface {
  name = 'InstructorRulesPlannedOnce1795779000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION instructor_on_duty(p_instructor uuid, p_occupied tstzrange) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN EXISTS (
          SELECT 1 FROM instructor_roster r, LATERAL (SELECT (lower(p_occupied) AT TIME ZONE 'Europe/London')::date AS day) d
           WHERE r.instructor_id = p_instructor AND r.weekday = extract(isodow FROM d.day)
             AND p_occupied <@ tstzrange((d.day + r.starts) AT TIME ZONE 'Europe/London', (d.day + r.ends) AT TIME ZONE 'Europe/London', '[]')
        ) AND NOT EXISTS (SELECT 1 FROM instructor_leave l WHERE l.instructor_id = p_instructor AND l.period && p_occupied);
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION instructor_teaches(p_instructor uuid, p_experience text, p_occupied tstzrange) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN EXISTS (
          SELECT 1 FROM instructor i JOIN instructor_qualification q ON q.instructor_id = i.id AND q.experience_id = instructor_experience(p_experience)
           WHERE i.id = p_instructor AND i.active
        ) AND instructor_on_duty(p_instructor, p_occupied);
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION instructor_free(p_instructor uuid, p_occupied tstzrange, p_booking uuid, p_course uuid) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN NOT EXISTS (
          SELECT 1 FROM instructor_occupancy o
           WHERE o.instructor_id = p_instructor AND o.occupied && p_occupied
             AND NOT coalesce(o.booking_id = p_booking, false) AND NOT coalesce(o.course_id = p_course, false));
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION instructor_occupancy_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        keeps boolean := NEW.instructor_id IS NOT NULL AND NEW.occupied IS NOT NULL AND NEW.status IN ('held', 'confirmed', 'booked');
      BEGIN
        IF TG_TABLE_NAME = 'booking' THEN
          IF keeps THEN
            INSERT INTO instructor_occupancy (booking_id, instructor_id, occupied) VALUES (NEW.id, NEW.instructor_id, NEW.occupied)
              ON CONFLICT (booking_id) DO UPDATE SET instructor_id = EXCLUDED.instructor_id, occupied = EXCLUDED.occupied
              WHERE (instructor_occupancy.instructor_id, instructor_occupancy.occupied) IS DISTINCT FROM (EXCLUDED.instructor_id, EXCLUDED.occupied);
          ELSE
            DELETE FROM instructor_occupancy WHERE booking_id = NEW.id;
          END IF;
        ELSIF keeps THEN
          INSERT INTO instructor_occupancy (course_id, instructor_id, occupied) VALUES (NEW.id, NEW.instructor_id, NEW.occupied)
            ON CONFLICT (course_id) DO UPDATE SET instructor_id = EXCLUDED.instructor_id, occupied = EXCLUDED.occupied
            WHERE (instructor_occupancy.instructor_id, instructor_occupancy.occupied) IS DISTINCT FROM (EXCLUDED.instructor_id, EXCLUDED.occupied);
        ELSE
          DELETE FROM instructor_occupancy WHERE course_id = NEW.id;
        END IF;
        RETURN NULL;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION instructor_on_duty(p_instructor uuid, p_occupied tstzrange) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT EXISTS (
          SELECT 1 FROM instructor_roster r, LATERAL (SELECT (lower(p_occupied) AT TIME ZONE 'Europe/London')::date AS day) d
           WHERE r.instructor_id = p_instructor AND r.weekday = extract(isodow FROM d.day)
             AND p_occupied <@ tstzrange((d.day + r.starts) AT TIME ZONE 'Europe/London', (d.day + r.ends) AT TIME ZONE 'Europe/London', '[]')
        ) AND NOT EXISTS (SELECT 1 FROM instructor_leave l WHERE l.instructor_id = p_instructor AND l.period && p_occupied)
      $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION instructor_teaches(p_instructor uuid, p_experience text, p_occupied tstzrange) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT EXISTS (
          SELECT 1 FROM instructor i JOIN instructor_qualification q ON q.instructor_id = i.id AND q.experience_id = instructor_experience(p_experience)
           WHERE i.id = p_instructor AND i.active
        ) AND instructor_on_duty(p_instructor, p_occupied)
      $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION instructor_free(p_instructor uuid, p_occupied tstzrange, p_booking uuid, p_course uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT NOT EXISTS (
          SELECT 1 FROM instructor_occupancy o
           WHERE o.instructor_id = p_instructor AND o.occupied && p_occupied
             AND NOT coalesce(o.booking_id = p_booking, false) AND NOT coalesce(o.course_id = p_course, false))
      $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION instructor_occupancy_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        keeps boolean := NEW.instructor_id IS NOT NULL AND NEW.occupied IS NOT NULL AND NEW.status IN ('held', 'confirmed', 'booked');
        owner text := CASE TG_TABLE_NAME WHEN 'booking' THEN 'booking_id' ELSE 'course_id' END;
      BEGIN
        IF keeps THEN
          EXECUTE format('INSERT INTO instructor_occupancy (%I, instructor_id, occupied) VALUES ($1, $2, $3)
            ON CONFLICT (%I) DO UPDATE SET instructor_id = EXCLUDED.instructor_id, occupied = EXCLUDED.occupied
            WHERE (instructor_occupancy.instructor_id, instructor_occupancy.occupied) IS DISTINCT FROM (EXCLUDED.instructor_id, EXCLUDED.occupied)',
            owner, owner) USING NEW.id, NEW.instructor_id, NEW.occupied;
        ELSE
          EXECUTE format('DELETE FROM instructor_occupancy WHERE %I = $1', owner) USING NEW.id;
        END IF;
        RETURN NULL;
      END $$`);
  }
}
