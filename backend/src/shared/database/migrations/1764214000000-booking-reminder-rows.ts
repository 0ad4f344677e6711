import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Day-before reminders are rows, not delayed jobs in Redis: when each is due and when it was handed to the
 * outbox. Confirmed bookings whose reminder is still ahead get their due time here (the same London clock
 * time the day before, as the booking module computes it); a reminder already queued in Redis for one of them
 * shares its e-mail key, so it is still sent once.
 */
export class BookingReminderRows1764214000000 implements MigrationInterface {
  name = 'BookingReminderRows1764214000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "booking" ADD COLUMN "reminder_due_at" timestamptz, ADD COLUMN "reminder_sent_at" timestamptz`);
    await db.query(`
      UPDATE "booking" SET "reminder_due_at" = due FROM (
        SELECT id, (("starts_at" AT TIME ZONE 'Europe/London') - interval '1 day') AT TIME ZONE 'Europe/London' AS due
          FROM "booking" WHERE "status" = 'confirmed'
      ) AS reminder
       WHERE "booking"."id" = reminder."id" AND reminder.due > now()`);
    // What the sweep asks every minute: due reminders not yet sent.
    await db.query(`
      CREATE INDEX "IDX_booking_reminder_due" ON "booking" ("reminder_due_at")
       WHERE "reminder_sent_at" IS NULL AND "reminder_due_at" IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "IDX_booking_reminder_due"`);
    await db.query(`ALTER TABLE "booking" DROP COLUMN "reminder_sent_at", DROP COLUMN "reminder_due_at"`);
  }
}
