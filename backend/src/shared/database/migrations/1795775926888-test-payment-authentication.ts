import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The built-in test provider emulates Stripe's 3-D Secure cards (docs/product.md, Payments): an intent waits in
 * 'requires_action' while the customer's challenge is open, reached with its own token.
 */
export class TestPaymentAuthentication1795775926888 implements MigrationInterface {
  name = 'TestPaymentAuthentication1795775926888';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "test_payment_intent" DROP CONSTRAINT "test_payment_intent_status_check",
        ADD CONSTRAINT "test_payment_intent_status_check"
          CHECK ("status" IN ('requires_payment_method', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'canceled')),
        ADD COLUMN "challenge_token" text,
        ADD CONSTRAINT "test_payment_intent_challenge_check" CHECK (("status" = 'requires_action') = ("challenge_token" IS NOT NULL))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE "test_payment_intent" SET "status" = 'requires_payment_method' WHERE "status" = 'requires_action'`);
    await db.query(`
      ALTER TABLE "test_payment_intent" DROP CONSTRAINT "test_payment_intent_challenge_check",
        DROP COLUMN "challenge_token",
        DROP CONSTRAINT "test_payment_intent_status_check",
        ADD CONSTRAINT "test_payment_intent_status_check"
          CHECK ("status" IN ('requires_payment_method', 'processing', 'requires_capture', 'succeeded', 'canceled'))`);
  }
}
