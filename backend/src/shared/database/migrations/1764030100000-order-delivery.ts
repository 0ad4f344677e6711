import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Merchandise is posted: an order keeps its UK delivery address, the shipping it paid and when staff dispatched it. */
export class OrderDelivery1764030100000 implements MigrationInterface {
  name = 'OrderDelivery1764030100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "shop_order"
        ADD COLUMN "delivery" jsonb CHECK ("delivery" IS NULL OR jsonb_typeof("delivery") = 'object'),
        ADD COLUMN "shipping_pence" integer NOT NULL DEFAULT 0 CHECK ("shipping_pence" >= 0),
        ADD COLUMN "dispatched_at" timestamptz,
        ADD CONSTRAINT "CK_shop_order_dispatch_needs_address" CHECK ("dispatched_at" IS NULL OR ("delivery" IS NOT NULL AND "status" = 'paid'))`);
    await db.query(`CREATE INDEX "IDX_shop_order_to_dispatch" ON "shop_order" ("created_at") WHERE "delivery" IS NOT NULL AND "status" = 'paid' AND "dispatched_at" IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "IDX_shop_order_to_dispatch"`);
    await db.query(`ALTER TABLE "shop_order" DROP CONSTRAINT "CK_shop_order_dispatch_needs_address", DROP COLUMN "dispatched_at", DROP COLUMN "shipping_pence", DROP COLUMN "delivery"`);
  }
}
