import type { MigrationInterface, QueryRunner } from 'typeorm';

type Seed = [id: string, name: string, group: string, bookedAs: string, description: string, included: string[], options: [string, string, number, number][]];

const SLOT_INCLUDED = ['Pre-flight briefing', 'A CAA/EASA qualified instructor beside you', 'Airbus A320 simulator with a 220-degree visual system'];

/** docs/product.md, The catalogue: every bookable thing the site advertises, at the advertised minutes and price. */
const SEED: Seed[] = [
  ['try-and-fly', 'Try and Fly', 'beginners', 'slot', 'Your first flight in our Airbus A320 simulator: a briefing, then take off and land with an instructor beside you.', SLOT_INCLUDED, [['60-minutes', '60 minutes', 60, 12900]]],
  ['fear-of-flying', 'Fear of Flying Course', 'beginners', 'course', 'Four hours with a CAA/EASA qualified airline pilot: how flying works, what every sound means, then a calm flight in the simulator.', ['How an aircraft flies', 'What every sound and movement means', 'Turbulence explained', 'Breathing and calming techniques', 'A calm flight in the simulator', 'Questions answered by an airline pilot'], [['4-hour-course', '4-hour course', 240, 29500]]],
  ['discovery-flight', 'Discovery Flight', 'beginners', 'slot', 'Thirty minutes at the controls of the A320: a short briefing, a take-off, a circuit and a landing.', SLOT_INCLUDED, [['30-minutes', '30 minutes', 30, 8900]]],
  ['intro-to-the-airbus', 'Intro to the Airbus', 'enthusiasts', 'slot', 'A tour of the A320 flight deck, its systems and automation, with a take-off and landing at an airport of your choice.', SLOT_INCLUDED, [['60-minutes', '60 minutes', 60, 14900], ['120-minutes', '120 minutes', 120, 24900]]],
  ['scenario-flight', 'Scenario Flight', 'enthusiasts', 'slot', 'Weather challenges, emergency procedures or an iconic route: choose your scenario and fly it from gate to gate.', SLOT_INCLUDED, [['weather-challenge', 'Weather Challenge', 60, 14900], ['emergency-procedures', 'Emergency Procedures', 90, 19900], ['iconic-routes', 'Iconic Routes', 120, 24900], ['extended-scenario', 'Extended Scenario', 180, 34900]]],
  ['home-sim-coaching', 'Home Sim Coaching (online)', 'enthusiasts', 'online', 'One hour of online coaching for your home simulator with a real instructor: procedures, automation and technique.', ['A real instructor online', 'Screen sharing and voice', 'Procedures, automation and technique'], [['starter-session', 'Starter Session', 60, 5900]]],
  ['aspiring-pilot', 'Aspiring Pilot', 'aspiring-pilots', 'slot', 'For future airline pilots: a taste of multi-crew flying and honest advice on the routes into a flying career.', SLOT_INCLUDED, [['60-minutes', '60 minutes', 60, 14900]]],
  ['full-experience', 'Full Experience', 'professional', 'slot', 'A full hour on the A320: departure, en-route and approach, flown to airline standard operating procedures.', SLOT_INCLUDED, [['60-minutes', '60 minutes', 60, 14900]]],
  ['extended-adventure', 'Extended Adventure', 'professional', 'slot', 'Ninety minutes for a longer route or practice of the manoeuvres you choose, with an instructor debrief.', SLOT_INCLUDED, [['90-minutes', '90 minutes', 90, 19900]]],
  ['ultimate-session', 'Ultimate Session', 'professional', 'slot', 'Two hours built around you: any airport, any weather, any failures, with a full briefing and debrief.', SLOT_INCLUDED, [['120-minutes', '120 minutes', 120, 24900]]],
  ['simulator-hire', 'Simulator Hire', 'professional', 'enquiry', 'The A320 simulator for your own crew, school or event, with an instructor on hand.', ['Exclusive use of the simulator', 'Instructor support', 'Briefing area'], [['half-day', 'Half day', 240, 50000], ['full-day', 'Full day', 480, 90000], ['multi-day', 'Multi-day (per day)', 480, 125000]]],
  ['group-day', 'Group Day', 'enthusiasts', 'enquiry', 'Exclusive full-day hire for up to 12 people, with an instructor all day.', ['Instructor all day', 'Refreshments', 'Briefing area', 'Custom scenarios', 'Photos and certificates'], [['full-day', 'Full day, up to 12 people', 480, 125000]]],
];

/** The first catalogue's session ids and the experience each became (docs/product.md, The catalogue). */
const LEGACY_SESSIONS = `(VALUES ('tryandfly', 'try-and-fly'), ('fearofflying', 'fear-of-flying'), ('intro', 'intro-to-the-airbus'),
  ('scenario', 'scenario-flight'), ('homesim60', 'home-sim-coaching'), ('skill', 'full-experience'), ('rating', 'extended-adventure'),
  ('aspiringpilot', 'aspiring-pilot'), ('custom', 'ultimate-session')) AS l("session", "experience_id")`;

/** The slot-closure triggers (1763900800000), refusing closed time to the bookings `condition` keeps. */
async function closureTriggers(db: QueryRunner, condition: string): Promise<void> {
  await db.query(`DROP TRIGGER "TR_booking_insert_not_closed" ON "booking"`);
  await db.query(`DROP TRIGGER "TR_booking_update_not_closed" ON "booking"`);
  await db.query(`
    CREATE TRIGGER "TR_booking_insert_not_closed" BEFORE INSERT ON "booking"
      FOR EACH ROW WHEN (NEW.status IN ('held', 'confirmed') ${condition})
      EXECUTE FUNCTION booking_refuse_closed_time()`);
  await db.query(`
    CREATE TRIGGER "TR_booking_update_not_closed" BEFORE UPDATE ON "booking"
      FOR EACH ROW WHEN (
        NEW.status IN ('held', 'confirmed') ${condition}
        AND (OLD.status NOT IN ('held', 'confirmed') OR OLD.occupied IS DISTINCT FROM NEW.occupied)
      )
      EXECUTE FUNCTION booking_refuse_closed_time()`);
}

/**
 * The catalogue of experiences and their options (docs/product.md, The catalogue), seeded idempotently; bookings
 * and gift vouchers move from the first catalogue's session ids to experience and option slugs. Online
 * coaching keeps a coach's time, not the simulator's: the exclusion constraint keeps apart bookings of
 * the same kind only, and a staff closure of the simulator does not refuse it.
 */
export class ExperienceCatalogue1764010000000 implements MigrationInterface {
  name = 'ExperienceCatalogue1764010000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS "experience" (
        "id" text PRIMARY KEY CHECK ("id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("id") <= 60),
        "name" text NOT NULL CHECK (length(btrim("name")) BETWEEN 1 AND 120),
        "group" text NOT NULL CHECK ("group" IN ('beginners', 'enthusiasts', 'aspiring-pilots', 'professional')),
        "description" text NOT NULL CHECK (length("description") <= 2000),
        "included" text[] NOT NULL DEFAULT '{}',
        "minimum_age" integer NOT NULL DEFAULT 12 CHECK ("minimum_age" BETWEEN 0 AND 99),
        "booked_as" text NOT NULL CHECK ("booked_as" IN ('slot', 'course', 'online', 'enquiry')),
        "active" boolean NOT NULL DEFAULT true,
        "position" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE IF NOT EXISTS "experience_option" (
        "experience_id" text NOT NULL REFERENCES "experience" ("id"),
        "id" text NOT NULL CHECK ("id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("id") <= 60),
        "name" text NOT NULL CHECK (length(btrim("name")) BETWEEN 1 AND 120),
        "minutes" integer NOT NULL CHECK ("minutes" BETWEEN 15 AND 480),
        "price_pence" integer NOT NULL CHECK ("price_pence" BETWEEN 100 AND 1000000),
        "active" boolean NOT NULL DEFAULT true,
        "position" integer NOT NULL DEFAULT 0,
        PRIMARY KEY ("experience_id", "id")
      )`);
    for (const [position, [id, name, group, bookedAs, description, included, options]] of SEED.entries()) {
      await db.query(
        `INSERT INTO "experience" ("id", "name", "group", "booked_as", "description", "included", "position")
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT ("id") DO NOTHING`,
        [id, name, group, bookedAs, description, included, position],
      );
      for (const [index, [optionId, optionName, minutes, pricePence]] of options.entries()) {
        await db.query(
          `INSERT INTO "experience_option" ("experience_id", "id", "name", "minutes", "price_pence", "position")
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("experience_id", "id") DO NOTHING`,
          [id, optionId, optionName, minutes, pricePence, index],
        );
      }
    }

    // The option of a past booking or voucher: its experience's option of the same length.
    const optionOfLength = (table: string) => `
      (SELECT o."id" FROM "experience_option" o WHERE o."experience_id" = "${table}"."session_type" AND o."minutes" = "${table}"."duration_minutes"
        ORDER BY o."position" LIMIT 1)`;

    await db.query(`ALTER TABLE "booking" ADD COLUMN "booked_as" text NOT NULL DEFAULT 'slot' CHECK ("booked_as" IN ('slot', 'online')), ADD COLUMN "option_id" text`);
    await db.query(`UPDATE "booking" b SET "session_type" = l."experience_id" FROM ${LEGACY_SESSIONS} WHERE b."session_type" = l."session"`);
    await db.query(`UPDATE "booking" SET "booked_as" = 'online' WHERE "session_type" = 'home-sim-coaching'`);
    await db.query(`UPDATE "booking" SET "option_id" = ${optionOfLength('booking')}`);
    await db.query(`ALTER TABLE "booking" DROP CONSTRAINT "EX_booking_slot_once"`);
    await db.query(`
      ALTER TABLE "booking" ADD CONSTRAINT "EX_booking_slot_once"
        EXCLUDE USING gist ("booked_as" WITH =, "occupied" WITH &&) WHERE ("status" IN ('held', 'confirmed'))`);
    await closureTriggers(db, `AND NEW.booked_as = 'slot'`);

    await db.query(`ALTER TABLE "gift_voucher" DROP CONSTRAINT "CK_gift_voucher_experience"`);
    await db.query(`UPDATE "gift_voucher" v SET "session_type" = l."experience_id" FROM ${LEGACY_SESSIONS} WHERE v."session_type" = l."session"`);
    await db.query(`ALTER TABLE "gift_voucher" ADD COLUMN "option_id" text`);
    await db.query(`UPDATE "gift_voucher" SET "option_id" = ${optionOfLength('gift_voucher')} WHERE "session_type" IS NOT NULL`);
    await db.query(`UPDATE "gift_voucher" SET "session_type" = NULL WHERE "option_id" IS NULL`);
    await db.query(`ALTER TABLE "gift_voucher" RENAME COLUMN "session_type" TO "experience_id"`);
    await db.query(`ALTER TABLE "gift_voucher" DROP COLUMN "duration_minutes"`);
    await db.query(`
      ALTER TABLE "gift_voucher"
        ADD CONSTRAINT "FK_gift_voucher_option" FOREIGN KEY ("experience_id", "option_id") REFERENCES "experience_option" ("experience_id", "id"),
        ADD CONSTRAINT "CK_gift_voucher_experience" CHECK (("experience_id" IS NULL) = ("option_id" IS NULL))`);

    // A gift card names what it buys: an option, or (none) its price as a money value. Existing cards by their name, once.
    await db.query(`
      ALTER TABLE "product"
        ADD COLUMN "gift_experience_id" text, ADD COLUMN "gift_option_id" text,
        ADD CONSTRAINT "FK_product_gift_option" FOREIGN KEY ("gift_experience_id", "gift_option_id") REFERENCES "experience_option" ("experience_id", "id"),
        ADD CONSTRAINT "CK_product_gift_option" CHECK (("gift_experience_id" IS NULL) = ("gift_option_id" IS NULL) AND ("gift_option_id" IS NULL OR "category" = 'Gift Card'))`);
    await db.query(`
      UPDATE "product" p SET ("gift_experience_id", "gift_option_id") = (e."experience_id", e."option_id")
        FROM (VALUES ('%try and fly%', 'try-and-fly', '60-minutes'), ('%fear of flying%', 'fear-of-flying', '4-hour-course'),
                     ('%intro to%airbus%', 'intro-to-the-airbus', '60-minutes'), ('%scenario flight%', 'scenario-flight', 'weather-challenge'),
                     ('%home sim%', 'home-sim-coaching', 'starter-session'), ('%aspiring pilot%', 'aspiring-pilot', '60-minutes'),
                     ('%full experience%', 'full-experience', '60-minutes'), ('%extended adventure%', 'extended-adventure', '90-minutes'),
                     ('%ultimate session%', 'ultimate-session', '120-minutes'), ('%discovery flight%', 'discovery-flight', '30-minutes'))
             AS e("pattern", "experience_id", "option_id")
       WHERE p."category" = 'Gift Card' AND lower(p."name") LIKE e."pattern"`);
    // The first site's £99 coaching hour is retired: one price per hour (docs/product.md, The catalogue).
    await db.query(`UPDATE "product" SET "price" = 5900 WHERE "gift_option_id" = 'starter-session' AND "price" = 9900`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "product" DROP CONSTRAINT "CK_product_gift_option", DROP CONSTRAINT "FK_product_gift_option", DROP COLUMN "gift_option_id", DROP COLUMN "gift_experience_id"`);
    await db.query(`ALTER TABLE "gift_voucher" DROP CONSTRAINT "CK_gift_voucher_experience", DROP CONSTRAINT "FK_gift_voucher_option"`);
    await db.query(`ALTER TABLE "gift_voucher" RENAME COLUMN "experience_id" TO "session_type"`);
    await db.query(`ALTER TABLE "gift_voucher" ADD COLUMN "duration_minutes" integer`);
    await db.query(`
      UPDATE "gift_voucher" v SET "duration_minutes" = o."minutes"
        FROM "experience_option" o WHERE o."experience_id" = v."session_type" AND o."id" = v."option_id"`);
    await db.query(`UPDATE "gift_voucher" v SET "session_type" = l."session" FROM ${LEGACY_SESSIONS} WHERE v."session_type" = l."experience_id"`);
    await db.query(`UPDATE "gift_voucher" SET "session_type" = NULL WHERE "duration_minutes" IS NULL`);
    await db.query(`ALTER TABLE "gift_voucher" DROP COLUMN "option_id"`);
    await db.query(`
      ALTER TABLE "gift_voucher" ADD CONSTRAINT "CK_gift_voucher_experience"
        CHECK (("session_type" IS NULL) = ("duration_minutes" IS NULL) AND ("duration_minutes" IS NULL OR "duration_minutes" BETWEEN 30 AND 480))`);
    await db.query(`ALTER TABLE "booking" DROP CONSTRAINT "EX_booking_slot_once"`);
    await db.query(`ALTER TABLE "booking" ADD CONSTRAINT "EX_booking_slot_once" EXCLUDE USING gist ("occupied" WITH &&) WHERE ("status" IN ('held', 'confirmed'))`);
    await closureTriggers(db, '');
    await db.query(`ALTER TABLE "booking" DROP COLUMN "option_id", DROP COLUMN "booked_as"`);
    await db.query(`UPDATE "booking" b SET "session_type" = l."session" FROM ${LEGACY_SESSIONS} WHERE b."session_type" = l."experience_id"`);
    await db.query(`DROP TABLE "experience_option"`);
    await db.query(`DROP TABLE "experience"`);
  }
}
