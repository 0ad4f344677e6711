import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalog1763900100000 implements MigrationInterface {
  name = 'Catalog1763900100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "product" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL CHECK (length(btrim("name")) BETWEEN 1 AND 120),
        "description" text NOT NULL CHECK (length(btrim("description")) BETWEEN 1 AND 2000),
        "price" integer NOT NULL CHECK ("price" BETWEEN 1 AND 10000000),
        "image" text,
        "category" text NOT NULL CHECK ("category" IN ('Simulator Experience', 'Gift Card', 'Training', 'Merchandise')),
        "active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "deleted_at" timestamptz
      )`);
    // Names identify products (the seed upserts by name); a deleted product's name can be reused.
    await db.query(`CREATE UNIQUE INDEX "UQ_product_live_name" ON "product" (lower("name")) WHERE "deleted_at" IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "product"`);
  }
}
