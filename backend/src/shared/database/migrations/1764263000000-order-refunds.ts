import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff refund a paid order in full or line by line through the payment provider (docs/product.md, Staff panel:
 * ORDERS): each refund is a row, reserved before the provider is asked ('pending'), then 'refunded' or 'failed'.
 * `line_ids` names the lines refunded; null refunds whatever was left of the order.
 */
export class OrderRefunds1764263000000 implements MigrationInterface {
  name = 'OrderRefunds1764263000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "shop_order_refund" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL REFERENCES "shop_order" ("id") ON DELETE CASCADE,
        "line_ids" uuid[],
        "amount_pence" integer NOT NULL CHECK ("amount_pence" > 0),
        "reason" text NOT NULL,
        "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'refunded', 'failed')),
        "staff_user_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "refunded_at" timestamptz
      )`);
    await db.query(`CREATE INDEX "IDX_shop_order_refund_order" ON "shop_order_refund" ("order_id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "shop_order_refund"`);
  }
}
