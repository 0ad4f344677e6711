import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The three instructors the site starts with (docs/product.md, Instructors): every day 09:00-21:00, the union of the opening hours. */
const SEED: [name: string, teaches: string, position: number][] = [
  ['Sam Carter', `booked_as = 'slot'`, 0],
  ['Priya Shah', `booked_as = 'slot' OR id = 'fear-of-flying'`, 1],
  ['Tom Reid', `id = 'home-sim-coaching'`, 2],
];

/**
 * The tables whose changes change who is on duty (the calendar-notify migration's channel; a statement's change may span
 * many days, so it says '*'). instructor_occupancy changes only with a booking or course, whose own triggers notify.
 */
const NOTIFIED = ['instructor', 'instructor_qualification', 'instructor_roster', 'instructor_leave'];

/** The London day of a range's start, as the second key of the per-day advisory lock. */
const LONDON_DAY = `((lower(p_occupied) AT TIME ZONE 'Europe/London')::date - DATE '2000-01-01')`;

/**
 * Instructors as bookable resources (issue 29; docs/product.md, Instructors). An instructor teaches the experiences
 * of `instructor_qualification`, works the hours of `instructor_roster` (London time, per ISO weekday) and is away for
 * the periods of `instructor_leave`. A held or confirmed booking and a dated course each keep one instructor: a row of
 * `instructor_occupancy`, kept by triggers like `calendar_occupancy`, under an exclusion constraint on (instructor,
 * time), so whatever the application does no instructor is booked twice.
 *
 * Who teaches is decided in the database, in the booking's own statement: a BEFORE trigger keeps the instructor a
 * booking names when they teach its experience and are on duty (staff's choice), keeps the one it had when a move
 * leaves them free, and otherwise picks the qualified instructor on duty who is free and least booked that day (ties
 * by position, then id), refusing with SQLSTATE SKI01 when there is none (SKI02 when staff named one who does not
 * teach it or is off; the simulator's exclusion violation first when the simulator is taken too). A lesson that has
 * already begun keeps whatever instructor it has (the past is not re-staffed). Picks for one London day take a transaction-long advisory lock, so two holds at once never
 * pick the same instructor while a colleague is free. Online coaching no longer has a calendar of its own: its coach
 * is its only limit (two coaches on duty sell two sessions at once).
 */
export class Instructors1795775924190 implements MigrationInterface {
  name = 'Instructors1795775924190';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "instructor" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL CHECK (length(btrim("name")) BETWEEN 1 AND 80),
        "user_id" uuid UNIQUE REFERENCES "user_account" ("id") ON DELETE SET NULL,
        "active" boolean NOT NULL DEFAULT true,
        "position" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE "instructor_qualification" (
        "instructor_id" uuid NOT NULL REFERENCES "instructor" ("id") ON DELETE CASCADE,
        "experience_id" text NOT NULL REFERENCES "experience" ("id") ON DELETE CASCADE,
        PRIMARY KEY ("instructor_id", "experience_id")
      )`);
    await db.query(`
      CREATE TABLE "instructor_roster" (
        "instructor_id" uuid NOT NULL REFERENCES "instructor" ("id") ON DELETE CASCADE,
        "weekday" smallint NOT NULL CHECK ("weekday" BETWEEN 1 AND 7),
        "starts" time NOT NULL,
        "ends" time NOT NULL,
        CHECK ("starts" < "ends"),
        PRIMARY KEY ("instructor_id", "weekday")
      )`);
    await db.query(`
      CREATE TABLE "instructor_leave" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "instructor_id" uuid NOT NULL REFERENCES "instructor" ("id") ON DELETE CASCADE,
        "period" tstzrange NOT NULL CHECK (NOT isempty("period") AND NOT lower_inf("period") AND NOT upper_inf("period")),
        "reason" text NOT NULL DEFAULT '' CHECK (length("reason") <= 200),
        "created_by" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_instructor_leave_period" ON "instructor_leave" USING gist ("instructor_id", "period")`);
    await db.query(`ALTER TABLE "booking" ADD COLUMN "instructor_id" uuid REFERENCES "instructor" ("id")`);
    await db.query(`ALTER TABLE "fear_of_flying_booking" ADD COLUMN "instructor_id" uuid REFERENCES "instructor" ("id")`);
    await db.query(`
      CREATE TABLE "instructor_occupancy" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "instructor_id" uuid NOT NULL REFERENCES "instructor" ("id"),
        "booking_id" uuid UNIQUE REFERENCES "booking" ("id") ON DELETE CASCADE,
        "course_id" uuid UNIQUE REFERENCES "fear_of_flying_booking" ("id") ON DELETE CASCADE,
        "occupied" tstzrange NOT NULL CHECK (NOT isempty("occupied")),
        CONSTRAINT "CK_instructor_occupancy_one_owner" CHECK (("booking_id" IS NULL) <> ("course_id" IS NULL)),
        CONSTRAINT "EX_instructor_occupancy_once" EXCLUDE USING gist ("instructor_id" WITH =, "occupied" WITH &&)
      )`);

    await this.rules(db);
    await this.triggers(db);

    for (const [name, teaches, position] of SEED) {
      const [{ id }] = (await db.query(`INSERT INTO "instructor" ("name", "position") VALUES ($1, $2) RETURNING "id"`, [
        name,
        position,
      ])) as { id: string }[];
      await db.query(`INSERT INTO "instructor_qualification" SELECT $1, "id" FROM "experience" WHERE ${teaches}`, [id]);
      await db.query(`INSERT INTO "instructor_roster" SELECT $1, d, '09:00', '21:00' FROM generate_series(1, 7) d`, [id]);
    }
    // Bookings and courses still ahead get their instructor, earliest first (none is refused: one that finds nobody keeps none).
    await db.query(`
      DO $$ DECLARE b record; BEGIN
        FOR b IN SELECT "id", "session_type", "occupied" FROM "booking" WHERE "status" IN ('held', 'confirmed') AND "ends_at" > now() ORDER BY "starts_at" LOOP
          UPDATE "booking" SET "instructor_id" = instructor_pick(b.session_type, b.occupied, b.id, NULL) WHERE "id" = b.id;
        END LOOP;
        FOR b IN SELECT "id", "occupied" FROM "fear_of_flying_booking" WHERE "status" = 'booked' AND "occupied" IS NOT NULL AND "ends_at" > now() LOOP
          UPDATE "fear_of_flying_booking" SET "instructor_id" = instructor_pick('fear-of-flying', b.occupied, NULL, b.id) WHERE "id" = b.id;
        END LOOP;
      END $$`);

    // Online coaching leaves the calendar: its coach decides (the course-on-the-calendar migration's sync, for the simulator only).
    await db.query(`DELETE FROM "calendar_occupancy" WHERE "calendar" = 'online'`);
    await db.query(`
      CREATE OR REPLACE FUNCTION booking_occupancy_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status IN ('held', 'confirmed') AND NEW.booked_as = 'slot' THEN
          INSERT INTO calendar_occupancy ("booking_id", "calendar", "occupied") VALUES (NEW.id, NEW.booked_as, NEW.occupied)
            ON CONFLICT ("booking_id") DO UPDATE SET "calendar" = EXCLUDED."calendar", "occupied" = EXCLUDED."occupied"
            WHERE (calendar_occupancy."calendar", calendar_occupancy."occupied") IS DISTINCT FROM (EXCLUDED."calendar", EXCLUDED."occupied");
        ELSE
          DELETE FROM calendar_occupancy WHERE "booking_id" = NEW.id;
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of NOTIFIED) {
      await db.query(
        `CREATE TRIGGER ${table}_calendar_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION notify_calendar()`,
      );
    }
  }

  /** On duty, free, and who to pick: the rules the triggers and the backfill share. */
  private async rules(db: QueryRunner): Promise<void> {
    // A booking written with a first-catalogue session id (the experience-catalogue migration's list) is that experience's.
    await db.query(`
      CREATE FUNCTION instructor_experience(p_session text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE p_session WHEN 'tryandfly' THEN 'try-and-fly' WHEN 'fearofflying' THEN 'fear-of-flying' WHEN 'intro' THEN 'intro-to-the-airbus'
          WHEN 'scenario' THEN 'scenario-flight' WHEN 'homesim60' THEN 'home-sim-coaching' WHEN 'skill' THEN 'full-experience'
          WHEN 'rating' THEN 'extended-adventure' WHEN 'aspiringpilot' THEN 'aspiring-pilot' WHEN 'custom' THEN 'ultimate-session'
          ELSE p_session END
      $$`);
    await db.query(`
      CREATE FUNCTION instructor_on_duty(p_instructor uuid, p_occupied tstzrange) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT EXISTS (
          SELECT 1 FROM instructor_roster r, LATERAL (SELECT (lower(p_occupied) AT TIME ZONE 'Europe/London')::date AS day) d
           WHERE r.instructor_id = p_instructor AND r.weekday = extract(isodow FROM d.day)
             AND p_occupied <@ tstzrange((d.day + r.starts) AT TIME ZONE 'Europe/London', (d.day + r.ends) AT TIME ZONE 'Europe/London', '[]')
        ) AND NOT EXISTS (SELECT 1 FROM instructor_leave l WHERE l.instructor_id = p_instructor AND l.period && p_occupied)
      $$`);
    await db.query(`
      CREATE FUNCTION instructor_teaches(p_instructor uuid, p_experience text, p_occupied tstzrange) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT EXISTS (
          SELECT 1 FROM instructor i JOIN instructor_qualification q ON q.instructor_id = i.id AND q.experience_id = instructor_experience(p_experience)
           WHERE i.id = p_instructor AND i.active
        ) AND instructor_on_duty(p_instructor, p_occupied)
      $$`);
    await db.query(`
      CREATE FUNCTION instructor_free(p_instructor uuid, p_occupied tstzrange, p_booking uuid, p_course uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT NOT EXISTS (
          SELECT 1 FROM instructor_occupancy o
           WHERE o.instructor_id = p_instructor AND o.occupied && p_occupied
             AND NOT coalesce(o.booking_id = p_booking, false) AND NOT coalesce(o.course_id = p_course, false))
      $$`);
    await db.query(`
      CREATE FUNCTION instructor_pick(p_experience text, p_occupied tstzrange, p_booking uuid, p_course uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
        SELECT i.id FROM instructor i, LATERAL (SELECT (lower(p_occupied) AT TIME ZONE 'Europe/London')::date AS day) d
         WHERE instructor_teaches(i.id, p_experience, p_occupied) AND instructor_free(i.id, p_occupied, p_booking, p_course)
         ORDER BY (SELECT count(*) FROM instructor_occupancy o WHERE o.instructor_id = i.id
                     AND o.occupied && tstzrange(d.day::timestamp AT TIME ZONE 'Europe/London', (d.day + 1)::timestamp AT TIME ZONE 'Europe/London')),
                  i.position, i.id
         LIMIT 1
      $$`);
    await db.query(`
      CREATE FUNCTION instructor_keep_or_pick(
        p_current uuid, p_chosen boolean, p_experience text, p_occupied tstzrange, p_booking uuid, p_course uuid, p_simulator boolean
      ) RETURNS uuid LANGUAGE plpgsql AS $$
      DECLARE picked uuid;
      BEGIN
        PERFORM pg_advisory_xact_lock(29, ${LONDON_DAY}::integer);
        IF p_current IS NOT NULL AND instructor_teaches(p_current, p_experience, p_occupied)
           AND (p_chosen OR instructor_free(p_current, p_occupied, p_booking, p_course)) THEN
          RETURN p_current;
        END IF;
        IF p_chosen THEN
          RAISE EXCEPTION 'instructor % does not teach % or is off then', p_current, p_experience USING ERRCODE = 'SKI02';
        END IF;
        picked := instructor_pick(p_experience, p_occupied, p_booking, p_course);
        -- The simulator taken as well is the first reason (what calendar_occupancy's constraint would say next).
        IF picked IS NULL AND p_simulator AND EXISTS (
          SELECT 1 FROM calendar_occupancy c WHERE c.calendar = 'slot' AND c.occupied && p_occupied
             AND NOT coalesce(c.booking_id = p_booking, false) AND NOT coalesce(c.course_id = p_course, false)) THEN
          RAISE EXCEPTION 'the simulator is taken at %', p_occupied USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'EX_calendar_occupancy_once';
        END IF;
        IF picked IS NULL THEN
          RAISE EXCEPTION 'no instructor free for % at %', p_experience, p_occupied USING ERRCODE = 'SKI01';
        END IF;
        RETURN picked;
      END $$`);
  }

  /** Each booking and dated course keeps an instructor (BEFORE), and their time in instructor_occupancy (AFTER). */
  private async triggers(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION booking_assign_instructor() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status NOT IN ('held', 'confirmed') OR lower(NEW.occupied) <= now() THEN RETURN NEW; END IF;
        IF TG_OP = 'UPDATE' AND OLD.status IN ('held', 'confirmed') AND OLD.occupied = NEW.occupied
           AND OLD.session_type = NEW.session_type AND OLD.instructor_id IS NOT DISTINCT FROM NEW.instructor_id THEN
          RETURN NEW;
        END IF;
        NEW.instructor_id := instructor_keep_or_pick(NEW.instructor_id,
          NEW.instructor_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.instructor_id IS DISTINCT FROM OLD.instructor_id),
          NEW.session_type, NEW.occupied, NEW.id, NULL, NEW.booked_as = 'slot');
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER "TR_booking_assign_instructor" BEFORE INSERT OR UPDATE ON "booking"
        FOR EACH ROW EXECUTE FUNCTION booking_assign_instructor()`);
    await db.query(`
      CREATE FUNCTION course_assign_instructor() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status <> 'booked' OR NEW.occupied IS NULL OR lower(NEW.occupied) <= now() THEN RETURN NEW; END IF;
        IF TG_OP = 'UPDATE' AND OLD.status = 'booked' AND OLD.occupied = NEW.occupied
           AND OLD.instructor_id IS NOT DISTINCT FROM NEW.instructor_id THEN
          RETURN NEW;
        END IF;
        NEW.instructor_id := instructor_keep_or_pick(NEW.instructor_id,
          NEW.instructor_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.instructor_id IS DISTINCT FROM OLD.instructor_id),
          'fear-of-flying', NEW.occupied, NULL, NEW.id, true);
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER "TR_course_assign_instructor" BEFORE INSERT OR UPDATE ON "fear_of_flying_booking"
        FOR EACH ROW EXECUTE FUNCTION course_assign_instructor()`);
    await db.query(`
      CREATE FUNCTION instructor_occupancy_sync() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await db.query(`
      CREATE TRIGGER "TR_booking_instructor_occupancy" AFTER INSERT OR UPDATE OF "status", "occupied", "instructor_id" ON "booking"
        FOR EACH ROW EXECUTE FUNCTION instructor_occupancy_sync()`);
    await db.query(`
      CREATE TRIGGER "TR_course_instructor_occupancy" AFTER INSERT OR UPDATE OF "status", "occupied", "instructor_id" ON "fear_of_flying_booking"
        FOR EACH ROW EXECUTE FUNCTION instructor_occupancy_sync()`);
    // A new experience is taught by whoever teaches every other experience booked the same way.
    await db.query(`
      CREATE FUNCTION experience_qualify_all_rounders() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO instructor_qualification (instructor_id, experience_id)
          SELECT i.id, NEW.id FROM instructor i
           WHERE EXISTS (SELECT 1 FROM instructor_qualification q JOIN experience e ON e.id = q.experience_id
                          WHERE q.instructor_id = i.id AND e.booked_as = NEW.booked_as)
             AND NOT EXISTS (SELECT 1 FROM experience e WHERE e.booked_as = NEW.booked_as AND e.id <> NEW.id
                              AND NOT EXISTS (SELECT 1 FROM instructor_qualification q WHERE q.instructor_id = i.id AND q.experience_id = e.id))
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER "TR_experience_qualify_all_rounders" AFTER INSERT ON "experience"
        FOR EACH ROW EXECUTE FUNCTION experience_qualify_all_rounders()`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of NOTIFIED) await db.query(`DROP TRIGGER ${table}_calendar_notify ON "${table}"`);
    await db.query(`
      CREATE OR REPLACE FUNCTION booking_occupancy_sync() RETURNS trigger LANGUAGE plpgsql AS $$
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
      INSERT INTO calendar_occupancy ("booking_id", "calendar", "occupied")
        SELECT "id", "booked_as", "occupied" FROM "booking" WHERE "status" IN ('held', 'confirmed') AND "booked_as" = 'online'`);
    await db.query(`DROP TRIGGER "TR_experience_qualify_all_rounders" ON "experience"`);
    await db.query(`DROP FUNCTION experience_qualify_all_rounders()`);
    await db.query(`DROP TRIGGER "TR_booking_instructor_occupancy" ON "booking"`);
    await db.query(`DROP TRIGGER "TR_course_instructor_occupancy" ON "fear_of_flying_booking"`);
    await db.query(`DROP TRIGGER "TR_booking_assign_instructor" ON "booking"`);
    await db.query(`DROP TRIGGER "TR_course_assign_instructor" ON "fear_of_flying_booking"`);
    await db.query(`DROP FUNCTION instructor_occupancy_sync(), booking_assign_instructor(), course_assign_instructor()`);
    await db.query(
      `DROP FUNCTION instructor_keep_or_pick(uuid, boolean, text, tstzrange, uuid, uuid, boolean), instructor_pick(text, tstzrange, uuid, uuid)`,
    );
    await db.query(
      `DROP FUNCTION instructor_free(uuid, tstzrange, uuid, uuid), instructor_teaches(uuid, text, tstzrange), instructor_on_duty(uuid, tstzrange)`,
    );
    await db.query(`DROP FUNCTION instructor_experience(text)`);
    await db.query(`DROP TABLE "instructor_occupancy"`);
    await db.query(`ALTER TABLE "fear_of_flying_booking" DROP COLUMN "instructor_id"`);
    await db.query(`ALTER TABLE "booking" DROP COLUMN "instructor_id"`);
    await db.query(`DROP TABLE "instructor_leave", "instructor_roster", "instructor_qualification", "instructor"`);
  }
}
