import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff notes on a customer (docs/product.md, Staff panel: CUSTOMERS), one per e-mail address in any letter case. */
export class CustomerNotes1764260400000 implements MigrationInterface {
  name = 'CustomerNotes1764260400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "customer_note" (
        "email" text PRIMARY KEY CHECK ("email" = lower("email")),
        "note" text NOT NULL CHECK (length("note") <= 2000),
        "updated_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "customer_note"`);
  }
}
