import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The waitlist (docs/product.md, Waitlist): people waiting for a full day or a taken time, in the order they joined,
 * and the offers made to them when a time frees. An offer holds the slot with a real booking hold (so the calendar's
 * exclusion constraint keeps everyone else off it); the partial unique indexes say the rest in the database: one live
 * offer per start time and one per person.
 */
export class Waitlist1795775928145 implements MigrationInterface {
  name = 'Waitlist1795775928145';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "waitlist_entry" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "token" uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        "name" varchar(120) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(40) NOT NULL DEFAULT '',
        "experience_level" varchar(20) NOT NULL,
        "participant_name" text,
        "age_rules_confirmed_at" timestamptz NOT NULL,
        "session_type" text NOT NULL,
        "option_id" text NOT NULL,
        "party_size" smallint NOT NULL DEFAULT 1 CHECK ("party_size" BETWEEN 1 AND 6),
        "dates" date[] NOT NULL CHECK (cardinality("dates") BETWEEN 1 AND 14),
        "times" varchar(5)[] CHECK ("times" IS NULL OR cardinality("times") BETWEEN 1 AND 7),
        "status" varchar(10) NOT NULL DEFAULT 'waiting' CHECK ("status" IN ('waiting', 'offered', 'booked', 'lapsed', 'left')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "ended_at" timestamptz
      )`);
    await db.query(`CREATE INDEX "IX_waitlist_entry_waiting" ON "waitlist_entry" ("created_at", "id") WHERE "status" = 'waiting'`);
    await db.query(`CREATE INDEX "IX_waitlist_entry_dates" ON "waitlist_entry" USING gin ("dates")`);
    await db.query(`
      CREATE TABLE "waitlist_offer" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "token" uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        "entry_id" uuid NOT NULL REFERENCES "waitlist_entry" ("id") ON DELETE CASCADE,
        "booking_id" uuid NOT NULL UNIQUE REFERENCES "booking" ("id") ON DELETE CASCADE,
        "date" date NOT NULL,
        "time_slot" varchar(5) NOT NULL,
        "offered_at" timestamptz NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'booked', 'lapsed')),
        "ended_at" timestamptz
      )`);
    await db.query(`CREATE UNIQUE INDEX "UQ_waitlist_offer_live_slot" ON "waitlist_offer" ("date", "time_slot") WHERE "status" = 'active'`);
    await db.query(`CREATE UNIQUE INDEX "UQ_waitlist_offer_live_entry" ON "waitlist_offer" ("entry_id") WHERE "status" = 'active'`);
    await db.query(`CREATE INDEX "IX_waitlist_offer_date" ON "waitlist_offer" ("date")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "waitlist_offer"`);
    await db.query(`DROP TABLE "waitlist_entry"`);
  }
}
