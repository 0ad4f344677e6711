import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Party size and the questions asked before a flight (docs/product.md, The catalogue and Booking rules): an option
 * may be booked for up to `max_party_size` people, each after the first adding `extra_person_pence`; a booking keeps
 * how many people it is for, who flies when it is not the booker, and when the age rules were confirmed.
 */
export class PartyAndParticipant1764252000000 implements MigrationInterface {
  name = 'PartyAndParticipant1764252000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "experience_option"
        ADD COLUMN "max_party_size" integer NOT NULL DEFAULT 1 CHECK ("max_party_size" BETWEEN 1 AND 6),
        ADD COLUMN "extra_person_pence" integer NOT NULL DEFAULT 0 CHECK ("extra_person_pence" BETWEEN 0 AND 1000000)`);
    // A companion seat beside the pilot: the beginner and intro flights take a second person for £49.
    await db.query(`
      UPDATE "experience_option" SET "max_party_size" = 2, "extra_person_pence" = 4900
        WHERE "experience_id" IN ('try-and-fly', 'intro-to-the-airbus')`);
    await db.query(`
      ALTER TABLE "booking"
        ADD COLUMN "party_size" integer NOT NULL DEFAULT 1 CHECK ("party_size" BETWEEN 1 AND 6),
        ADD COLUMN "participant_name" text CHECK (length(btrim("participant_name")) BETWEEN 1 AND 120),
        ADD COLUMN "age_rules_confirmed_at" timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "booking" DROP COLUMN "age_rules_confirmed_at", DROP COLUMN "participant_name", DROP COLUMN "party_size"`);
    await db.query(`ALTER TABLE "experience_option" DROP COLUMN "extra_person_pence", DROP COLUMN "max_party_size"`);
  }
}
