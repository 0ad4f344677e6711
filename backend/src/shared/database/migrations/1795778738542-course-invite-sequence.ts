import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A dated Fear of Flying course's calendar invites follow it as a booking's do (docs/product.md, E-mails):
 * `fear_of_flying_booking.invite_sequence` is the invite's SEQUENCE, bumped by a trigger whenever a dated course moves
 * or is cancelled, so calendars move or remove the event.
 */
export class CourseInviteSequence1795778738542 implements MigrationInterface {
  name = 'CourseInviteSequence1795778738542';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "fear_of_flying_booking" ADD COLUMN "invite_sequence" integer NOT NULL DEFAULT 0`);
    await db.query(`
      CREATE FUNCTION course_bump_invite_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.starts_at IS DISTINCT FROM OLD.starts_at OR (NEW.status = 'cancelled' AND OLD.status <> 'cancelled') THEN
          NEW.invite_sequence := OLD.invite_sequence + 1;
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER "TR_course_invite_sequence" BEFORE UPDATE OF "starts_at", "status" ON "fear_of_flying_booking"
        FOR EACH ROW WHEN (OLD.starts_at IS NOT NULL) EXECUTE FUNCTION course_bump_invite_sequence()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "TR_course_invite_sequence" ON "fear_of_flying_booking"`);
    await db.query(`DROP FUNCTION course_bump_invite_sequence()`);
    await db.query(`ALTER TABLE "fear_of_flying_booking" DROP COLUMN "invite_sequence"`);
  }
}
