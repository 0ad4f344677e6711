import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763900200000 implements MigrationInterface {
  name = 'Accounts1763900200000';

  async up(db: QueryRunner): Promise<void> {
    // "user" is a reserved word in Postgres, hence user_account.
    await db.query(`
      CREATE TABLE "user_account" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL CHECK (length("email") BETWEEN 3 AND 254 AND "email" = lower(btrim("email"))),
        "password_hash" text,
        "name" text NOT NULL CHECK (length(btrim("name")) BETWEEN 1 AND 120),
        "role" text NOT NULL DEFAULT 'customer' CHECK ("role" IN ('customer', 'admin')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // E-mails are stored lower-cased; the index on lower() also keeps a hand-written row from slipping past.
    await db.query(`CREATE UNIQUE INDEX "UQ_user_account_email" ON "user_account" (lower("email"))`);

    // Set-password and reset links: only a SHA-256 of the token is kept; one row per e-mail event.
    await db.query(`
      CREATE TABLE "password_token" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "user_account" ("id") ON DELETE CASCADE,
        "purpose" text NOT NULL CHECK ("purpose" IN ('set-password', 'reset-password')),
        "token_hash" text NOT NULL UNIQUE,
        "event_id" uuid NOT NULL UNIQUE,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_password_token_user" ON "password_token" ("user_id") WHERE "used_at" IS NULL`);

    // Fixed-window counters for failed sign-ins and reset requests, shared by every API process.
    await db.query(`
      CREATE TABLE "rate_limit_counter" (
        "key" text PRIMARY KEY,
        "hits" integer NOT NULL CHECK ("hits" >= 0),
        "window_ends_at" timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX "IDX_rate_limit_counter_window" ON "rate_limit_counter" ("window_ends_at")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "rate_limit_counter"`);
    await db.query(`DROP TABLE "password_token"`);
    await db.query(`DROP TABLE "user_account"`);
  }
}
