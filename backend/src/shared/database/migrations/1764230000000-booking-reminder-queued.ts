import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the due-reminder sweep last queued a booking's reminder: until the mailer takes it (`reminder_sent_at`) the
 * sweep queues it again after a while, as its job may have been lost with Redis's data.
 */
export class BookingReminderQueued1764230000000 implements MigrationInterface {
  name = 'BookingReminderQueued1764230000000';

  async up(db: QueryRunner): Promise<void> {
    // IF NOT EXISTS: for a few minutes the booking-reminder-rows migration added this column itself.
    await db.query(`ALTER TABLE "booking" ADD COLUMN IF NOT EXISTS "reminder_queued_at" timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "booking" DROP COLUMN "reminder_queued_at"`);
  }
}
