import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card payments are authorised first and captured only once what they pay for is secured (docs/product.md,
 * Payments): intents may wait in 'requires_capture', which reconciliation settles at once.
 */
export class PaymentAuthorised1764276600000 implements MigrationInterface {
  name = 'PaymentAuthorised1764276600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "payment" DROP CONSTRAINT "payment_status_check",
        ADD CONSTRAINT "payment_status_check"
          CHECK ("status" IN ('creating', 'requires_payment_method', 'processing', 'requires_capture', 'succeeded', 'canceled'))`);
    await db.query(`
      ALTER TABLE "test_payment_intent" DROP CONSTRAINT "test_payment_intent_status_check",
        ADD CONSTRAINT "test_payment_intent_status_check"
          CHECK ("status" IN ('requires_payment_method', 'processing', 'requires_capture', 'succeeded', 'canceled'))`);
    await db.query(`DROP INDEX "IDX_payment_to_reconcile"`);
    await db.query(`
      CREATE INDEX "IDX_payment_to_reconcile" ON "payment" ("created_at")
       WHERE "status" IN ('creating', 'requires_payment_method', 'processing')
          OR ("status" IN ('requires_capture', 'succeeded') AND "fulfilled_at" IS NULL)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "IDX_payment_to_reconcile"`);
    await db.query(`
      CREATE INDEX "IDX_payment_to_reconcile" ON "payment" ("created_at")
       WHERE "status" IN ('creating', 'requires_payment_method', 'processing') OR ("status" = 'succeeded' AND "fulfilled_at" IS NULL)`);
    await db.query(`
      ALTER TABLE "test_payment_intent" DROP CONSTRAINT "test_payment_intent_status_check",
        ADD CONSTRAINT "test_payment_intent_status_check"
          CHECK ("status" IN ('requires_payment_method', 'processing', 'succeeded', 'canceled'))`);
    await db.query(`
      ALTER TABLE "payment" DROP CONSTRAINT "payment_status_check",
        ADD CONSTRAINT "payment_status_check"
          CHECK ("status" IN ('creating', 'requires_payment_method', 'processing', 'succeeded', 'canceled'))`);
  }
}
