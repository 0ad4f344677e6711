import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A gift card line sent to a recipient on a chosen day (docs/product.md, Gift delivery): the row is the record, so a
 * sweep finds what is due whatever Redis has lost. `queued_at` is set when the sweep publishes its e-mail event,
 * `delivered_at` when the mailer takes it.
 */
export class GiftDelivery1795775917239 implements MigrationInterface {
  name = 'GiftDelivery1795775917239';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "gift_delivery" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL REFERENCES "shop_order"("id") ON DELETE CASCADE,
        "order_line_id" uuid NOT NULL UNIQUE REFERENCES "shop_order_line"("id") ON DELETE CASCADE,
        "recipient_name" text NOT NULL CHECK (length("recipient_name") BETWEEN 1 AND 120),
        "recipient_email" text NOT NULL CHECK (length("recipient_email") BETWEEN 3 AND 254),
        "message" text CHECK (length("message") <= 500),
        "deliver_on" date NOT NULL,
        "due_at" timestamptz NOT NULL,
        "queued_at" timestamptz,
        "delivered_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_gift_delivery_due" ON "gift_delivery" ("due_at") WHERE "delivered_at" IS NULL`);
    await db.query(`CREATE INDEX "IDX_gift_delivery_order" ON "gift_delivery" ("order_id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "gift_delivery"`);
  }
}
