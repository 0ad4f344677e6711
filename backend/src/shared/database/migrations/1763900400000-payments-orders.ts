import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Payments (intents, refunds, webhook events, the test provider's intents) and the shop's orders and gift vouchers. */
export class PaymentsOrders1763900400000 implements MigrationInterface {
  name = 'PaymentsOrders1763900400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "payment" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "provider" text NOT NULL CHECK ("provider" IN ('stripe', 'test')),
        "kind" text NOT NULL CHECK ("kind" IN ('order', 'booking', 'course')),
        "reference_id" text NOT NULL,
        "amount_pence" integer NOT NULL CHECK ("amount_pence" BETWEEN 1 AND 99999999),
        "currency" text NOT NULL DEFAULT 'gbp',
        "description" text NOT NULL,
        "email" text,
        "idempotency_key" text NOT NULL UNIQUE,
        "payment_intent_id" text UNIQUE,
        "status" text NOT NULL DEFAULT 'creating'
          CHECK ("status" IN ('creating', 'requires_payment_method', 'processing', 'succeeded', 'canceled')),
        "is_test" boolean NOT NULL DEFAULT false,
        "last_error" text,
        "succeeded_at" timestamptz,
        "fulfilled_at" timestamptz,
        "reconciled_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK ("status" <> 'succeeded' OR "succeeded_at" IS NOT NULL)
      )`);
    await db.query(`CREATE INDEX "IDX_payment_reference" ON "payment" ("kind", "reference_id")`);
    await db.query(`
      CREATE INDEX "IDX_payment_to_reconcile" ON "payment" ("created_at")
       WHERE "status" IN ('creating', 'requires_payment_method', 'processing') OR ("status" = 'succeeded' AND "fulfilled_at" IS NULL)`);
    await db.query(`
      CREATE TABLE "payment_refund" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "payment_id" uuid NOT NULL REFERENCES "payment" ("id"),
        "amount_pence" integer NOT NULL CHECK ("amount_pence" > 0),
        "reason" text NOT NULL,
        "idempotency_key" text NOT NULL UNIQUE,
        "status" text NOT NULL CHECK ("status" IN ('requested', 'succeeded', 'failed')),
        "provider_refund_id" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_payment_refund_payment" ON "payment_refund" ("payment_id")`);
    await db.query(`
      CREATE TABLE "payment_webhook_event" (
        "id" text PRIMARY KEY,
        "type" text NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE "test_payment_intent" (
        "id" text PRIMARY KEY,
        "client_secret" text NOT NULL,
        "amount_pence" integer NOT NULL CHECK ("amount_pence" > 0),
        "currency" text NOT NULL,
        "description" text NOT NULL,
        "metadata" jsonb NOT NULL DEFAULT '{}',
        "status" text NOT NULL CHECK ("status" IN ('requires_payment_method', 'processing', 'succeeded', 'canceled')),
        "last_error" text,
        "card_last4" text,
        "idempotency_key" text NOT NULL UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE "test_payment_refund" (
        "id" text PRIMARY KEY,
        "payment_intent_id" text NOT NULL REFERENCES "test_payment_intent" ("id"),
        "amount_pence" integer NOT NULL CHECK ("amount_pence" > 0),
        "idempotency_key" text NOT NULL UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);

    // Order lines keep a snapshot of what was sold (name, category, price), so later product edits or
    // deletions never change an order; hence no foreign key to "product".
    await db.query(`
      CREATE TABLE "shop_order" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'paid', 'canceled')),
        "total_pence" integer NOT NULL CHECK ("total_pence" BETWEEN 1 AND 99999999),
        "payment_intent_id" text UNIQUE,
        "is_test" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "paid_at" timestamptz,
        CHECK ("status" <> 'paid' OR ("paid_at" IS NOT NULL AND "payment_intent_id" IS NOT NULL))
      )`);
    await db.query(`CREATE INDEX "IDX_shop_order_created" ON "shop_order" ("created_at" DESC)`);
    await db.query(`
      CREATE TABLE "shop_order_line" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL REFERENCES "shop_order" ("id") ON DELETE CASCADE,
        "position" integer NOT NULL CHECK ("position" >= 0),
        "product_id" uuid NOT NULL,
        "product_name" text NOT NULL,
        "category" text NOT NULL,
        "unit_price_pence" integer NOT NULL CHECK ("unit_price_pence" > 0),
        "quantity" integer NOT NULL CHECK ("quantity" BETWEEN 1 AND 99),
        UNIQUE ("order_id", "position")
      )`);
    await db.query(`
      CREATE TABLE "gift_voucher" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "code" text NOT NULL UNIQUE,
        "order_id" uuid NOT NULL REFERENCES "shop_order" ("id") ON DELETE CASCADE,
        "order_line_id" uuid NOT NULL REFERENCES "shop_order_line" ("id") ON DELETE CASCADE,
        "sequence" integer NOT NULL CHECK ("sequence" >= 1),
        "product_id" uuid NOT NULL,
        "product_name" text NOT NULL,
        "value_pence" integer NOT NULL CHECK ("value_pence" > 0),
        "issued_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        CHECK ("expires_at" > "issued_at"),
        UNIQUE ("order_line_id", "sequence")
      )`);
    await db.query(`CREATE INDEX "IDX_gift_voucher_order" ON "gift_voucher" ("order_id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['gift_voucher', 'shop_order_line', 'shop_order', 'test_payment_refund', 'test_payment_intent', 'payment_webhook_event', 'payment_refund', 'payment']) {
      await db.query(`DROP TABLE "${table}"`);
    }
  }
}
