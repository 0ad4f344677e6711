import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff manage gift vouchers (docs/product.md, Staff panel: VOUCHERS): a voucher issued by hand (goodwill) has no
 * order but a recipient; a void voucher keeps when and why; every extension, void and hand issue is recorded with
 * its reason in gift_voucher_change.
 */
export class VoucherManagement1764262000000 implements MigrationInterface {
  name = 'VoucherManagement1764262000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "gift_voucher"
        ALTER COLUMN "order_id" DROP NOT NULL,
        ALTER COLUMN "order_line_id" DROP NOT NULL,
        ALTER COLUMN "product_id" DROP NOT NULL,
        ADD COLUMN "recipient_email" text,
        ADD COLUMN "voided_at" timestamptz,
        ADD COLUMN "void_reason" text,
        ADD CONSTRAINT "CK_gift_voucher_source" CHECK (("order_id" IS NULL) = ("recipient_email" IS NOT NULL)),
        ADD CONSTRAINT "CK_gift_voucher_void" CHECK (("voided_at" IS NULL) = ("void_reason" IS NULL))`);
    await db.query(`
      CREATE TABLE "gift_voucher_change" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "voucher_id" uuid NOT NULL REFERENCES "gift_voucher" ("id") ON DELETE CASCADE,
        "kind" text NOT NULL CHECK ("kind" IN ('issued', 'extended', 'voided')),
        "reason" text NOT NULL,
        "expires_before" timestamptz,
        "expires_after" timestamptz,
        "staff_user_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_gift_voucher_change_voucher" ON "gift_voucher_change" ("voucher_id", "created_at")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "gift_voucher_change"`);
    await db.query(`DELETE FROM "gift_voucher" WHERE "order_id" IS NULL`);
    await db.query(`
      ALTER TABLE "gift_voucher"
        DROP CONSTRAINT "CK_gift_voucher_void",
        DROP CONSTRAINT "CK_gift_voucher_source",
        DROP COLUMN "void_reason",
        DROP COLUMN "voided_at",
        DROP COLUMN "recipient_email",
        ALTER COLUMN "product_id" SET NOT NULL,
        ALTER COLUMN "order_line_id" SET NOT NULL,
        ALTER COLUMN "order_id" SET NOT NULL`);
  }
}
