import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order remembers the account signed in when it was placed, so the dashboard lists it
 * even when the receipt went to another address; orders are also found by the account's e-mail.
 */
export class OrderCustomer1764040100000 implements MigrationInterface {
  name = 'OrderCustomer1764040100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "shop_order" ADD COLUMN "user_id" uuid`);
    await db.query(`CREATE INDEX "IDX_shop_order_user" ON "shop_order" ("user_id") WHERE "user_id" IS NOT NULL`);
    await db.query(`CREATE INDEX "IDX_shop_order_email" ON "shop_order" (lower("email"))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "IDX_shop_order_email"`);
    await db.query(`DROP INDEX "IDX_shop_order_user"`);
    await db.query(`ALTER TABLE "shop_order" DROP COLUMN "user_id"`);
  }
}
