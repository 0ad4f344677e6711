import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bringing customers back and invites that follow the booking (docs/product.md, E-mails):
 * - `booking.email_opt_in_at`: when the customer ticked 'E-mail me about this booking' (PECR consent for the one
 *   reminder sent when the hold runs out unpaid); null: not ticked, no such e-mail.
 * - `booking_follow_up`: one row per booking and kind ('hold-recovery', 'review-request') the worker's sweeps claim
 *   (the primary key makes each once), queued through the outbox, then taken by the mailer (`sent_at`) or dropped
 *   when it was no longer due at send time (the address booked meanwhile, the feature was turned off).
 * - `booking.invite_sequence`: the calendar invite's SEQUENCE, bumped by a trigger whenever a confirmed booking's
 *   time or session changes or it is cancelled, whichever use case does it, so calendars replace or remove the event.
 */
export class BookingFollowUps1795775937353 implements MigrationInterface {
  name = 'BookingFollowUps1795775937353';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "booking"
        ADD COLUMN "email_opt_in_at" timestamptz,
        ADD COLUMN "invite_sequence" integer NOT NULL DEFAULT 0`);
    await db.query(`
      CREATE TABLE "booking_follow_up" (
        "booking_id" uuid NOT NULL REFERENCES "booking" ("id") ON DELETE CASCADE,
        "kind" text NOT NULL CONSTRAINT "CHK_booking_follow_up_kind" CHECK ("kind" IN ('hold-recovery', 'review-request')),
        "queued_at" timestamptz NOT NULL,
        "sent_at" timestamptz,
        "dropped_at" timestamptz,
        CONSTRAINT "PK_booking_follow_up" PRIMARY KEY ("booking_id", "kind")
      )`);
    await db.query(`
      CREATE INDEX "IDX_booking_follow_up_waiting" ON "booking_follow_up" ("kind", "queued_at")
        WHERE "sent_at" IS NULL AND "dropped_at" IS NULL`);
    await db.query(`
      CREATE FUNCTION booking_bump_invite_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.starts_at IS DISTINCT FROM OLD.starts_at OR NEW.ends_at IS DISTINCT FROM OLD.ends_at
           OR NEW.session_name IS DISTINCT FROM OLD.session_name OR NEW.status = 'cancelled' THEN
          NEW.invite_sequence := OLD.invite_sequence + 1;
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER "TR_booking_invite_sequence" BEFORE UPDATE OF "starts_at", "ends_at", "session_name", "status" ON "booking"
        FOR EACH ROW WHEN (OLD.status = 'confirmed') EXECUTE FUNCTION booking_bump_invite_sequence()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "TR_booking_invite_sequence" ON "booking"`);
    await db.query(`DROP FUNCTION booking_bump_invite_sequence()`);
    await db.query(`DROP TABLE "booking_follow_up"`);
    await db.query(`ALTER TABLE "booking" DROP COLUMN "email_opt_in_at", DROP COLUMN "invite_sequence"`);
  }
}
