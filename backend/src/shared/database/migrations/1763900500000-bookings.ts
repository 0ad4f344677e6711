import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Simulator bookings and Fear of Flying course bookings. A slot can never be sold twice: the
 * exclusion constraint refuses two held or confirmed bookings whose occupied time overlaps, whatever
 * the application does (docs/product.md, Booking rules).
 */
export class Bookings1763900500000 implements MigrationInterface {
  name = 'Bookings1763900500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await db.query(`
      CREATE TABLE "booking" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid,
        "session_type" text NOT NULL,
        "session_name" text NOT NULL,
        "duration_minutes" integer NOT NULL CHECK ("duration_minutes" BETWEEN 30 AND 480),
        "date" date NOT NULL,
        "time_slot" text NOT NULL CHECK ("time_slot" IN ('09:00', '10:30', '12:00', '13:30', '15:00', '16:30', '18:00')),
        "starts_at" timestamptz NOT NULL,
        "ends_at" timestamptz NOT NULL,
        "occupied" tstzrange NOT NULL CHECK (NOT isempty("occupied") AND lower("occupied") = "starts_at"),
        "name" text NOT NULL CHECK (length(btrim("name")) BETWEEN 1 AND 120),
        "email" text NOT NULL CHECK (length("email") BETWEEN 3 AND 254),
        "phone" text NOT NULL CHECK (length(btrim("phone")) BETWEEN 1 AND 40),
        "experience_level" text NOT NULL CHECK ("experience_level" IN ('beginner', 'home-simmer', 'enthusiast', 'pilot')),
        "notes" text CHECK (length("notes") <= 2000),
        "total_price" integer NOT NULL CHECK ("total_price" > 0),
        "status" text NOT NULL CHECK ("status" IN ('held', 'confirmed', 'expired', 'slot_lost', 'cancelled')),
        "hold_expires_at" timestamptz,
        "payment_intent_id" text UNIQUE,
        "is_test" boolean NOT NULL DEFAULT false,
        "refund_pence" integer CHECK ("refund_pence" BETWEEN 0 AND "total_price"),
        "refunded_at" timestamptz,
        "confirmed_at" timestamptz,
        "cancelled_at" timestamptz,
        "slot_lost_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CK_booking_held_has_expiry" CHECK ("status" <> 'held' OR "hold_expires_at" IS NOT NULL),
        CONSTRAINT "EX_booking_slot_once" EXCLUDE USING gist ("occupied" WITH &&) WHERE ("status" IN ('held', 'confirmed'))
      )`);
    await db.query(`CREATE INDEX "IDX_booking_date" ON "booking" ("date", "time_slot") WHERE "status" IN ('confirmed', 'cancelled', 'slot_lost')`);
    await db.query(`CREATE INDEX "IDX_booking_hold_expiry" ON "booking" ("hold_expires_at") WHERE "status" = 'held'`);
    await db.query(`CREATE INDEX "IDX_booking_user" ON "booking" ("user_id") WHERE "user_id" IS NOT NULL`);
    await db.query(`CREATE INDEX "IDX_booking_email" ON "booking" (lower("email"))`);

    await db.query(`
      CREATE TABLE "fear_of_flying_booking" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL CHECK (length(btrim("name")) BETWEEN 1 AND 120),
        "email" text NOT NULL CHECK (length("email") BETWEEN 3 AND 254),
        "phone" text CHECK (length(btrim("phone")) BETWEEN 1 AND 40),
        "preferred_date" date,
        "notes" text CHECK (length("notes") <= 2000),
        "payment_intent_id" text UNIQUE,
        "amount_pence" integer NOT NULL CHECK ("amount_pence" > 0),
        "status" text NOT NULL CHECK ("status" IN ('awaiting_payment', 'paid', 'booked')),
        "is_test" boolean NOT NULL DEFAULT false,
        "paid_at" timestamptz,
        "booked_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CK_fear_of_flying_booked_has_phone" CHECK ("status" <> 'booked' OR "phone" IS NOT NULL)
      )`);
    await db.query(`CREATE INDEX "IDX_fear_of_flying_paid" ON "fear_of_flying_booking" ("created_at") WHERE "status" <> 'awaiting_payment'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "fear_of_flying_booking"`);
    await db.query(`DROP TABLE "booking"`);
  }
}
