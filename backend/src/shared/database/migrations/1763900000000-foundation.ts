import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763900000000 implements MigrationInterface {
  name = 'Foundation1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await db.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await db.query(`
      CREATE TABLE "session" (
        "sid" varchar NOT NULL PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`);
    await db.query(`CREATE INDEX "IDX_session_expire" ON "session" ("expire")`);
    await db.query(`
      CREATE TABLE "outbox" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "type" text NOT NULL,
        "payload" jsonb NOT NULL,
        "correlation_id" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "published_at" timestamptz
      )`);
    await db.query(`CREATE INDEX "IDX_outbox_unpublished" ON "outbox" ("created_at") WHERE "published_at" IS NULL`);
    await db.query(`
      CREATE TABLE "sent_email" (
        "key" text PRIMARY KEY,
        "to" text NOT NULL,
        "subject" text NOT NULL,
        "sent_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "sent_email"`);
    await db.query(`DROP TABLE "outbox"`);
    await db.query(`DROP TABLE "session"`);
  }
}
