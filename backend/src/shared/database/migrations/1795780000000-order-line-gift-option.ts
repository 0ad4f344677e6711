import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A gift card line keeps the experience option it was checked out for (a line is the product as sold): its vouchers
 * are issued for that option when the order is paid, without reading the product again, and a product pointed at
 * another option between checkout and payment no longer changes what was bought. Lines of orders still awaiting
 * payment take their product's option now; lines of orders already paid or cancelled keep none (their vouchers hold it).
 */
export class OrderLineGiftOption1795780000000 implements MigrationInterface {
  name = 'OrderLineGiftOption1795780000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE shop_order_line ADD COLUMN gift_experience_id text, ADD COLUMN gift_option_id text`);
    await db.query(`
      UPDATE shop_order_line line SET gift_experience_id = product.gift_experience_id, gift_option_id = product.gift_option_id
        FROM product, shop_order o
       WHERE product.id = line.product_id AND o.id = line.order_id AND o.status = 'pending'
         AND product.gift_experience_id IS NOT NULL AND product.gift_option_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE shop_order_line DROP COLUMN gift_experience_id, DROP COLUMN gift_option_id`);
  }
}
