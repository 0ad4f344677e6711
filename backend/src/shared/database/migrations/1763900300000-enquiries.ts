import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Enquiries1763900300000 implements MigrationInterface {
  name = 'Enquiries1763900300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "contact_message" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL CHECK (length(btrim("name")) BETWEEN 1 AND 120),
        "email" text NOT NULL CHECK (length(btrim("email")) BETWEEN 3 AND 254),
        "phone" text NOT NULL CHECK (length(btrim("phone")) BETWEEN 1 AND 40),
        "enquiry_type" text NOT NULL CHECK ("enquiry_type" IN ('booking', 'gift', 'home-sim', 'group', 'general')),
        "message" text NOT NULL CHECK (length(btrim("message")) BETWEEN 1 AND 5000),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_contact_message_created_at" ON "contact_message" ("created_at")`);
    await db.query(`
      CREATE TABLE "newsletter_subscription" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL CHECK (length(btrim("email")) BETWEEN 3 AND 254),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // One row per address whatever its letter case; a repeat subscription is an INSERT ... ON CONFLICT DO NOTHING.
    await db.query(`CREATE UNIQUE INDEX "UQ_newsletter_subscription_email" ON "newsletter_subscription" (lower("email"))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "newsletter_subscription"`);
    await db.query(`DROP TABLE "contact_message"`);
  }
}
