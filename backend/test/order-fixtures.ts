import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';

export interface ShopFixture {
  giftCard: { id: string; name: string; price: number };
  cap: { id: string; name: string; price: number };
  retired: { id: string; name: string; price: number };
}

/**
 * Products for checkout tests, with unique names so that tests of other modules sharing the test
 * database never collide with them.
 */
/** A UK address for carts that hold merchandise (ignored by the server for carts that hold none). */
export const DELIVERY = { name: 'Amelia Buyer', line1: '1 Runway Road', line2: null, town: 'Exeter', postcode: 'EX10 0JH' };

export async function createShopProducts(app: INestApplication): Promise<ShopFixture> {
  const suffix = randomUUID().slice(0, 8);
  const insert = async (name: string, price: number, category: string, active = true) => {
    const [row] = await app
      .get(DataSource)
      .query(`INSERT INTO product (name, description, price, category, active) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
        name,
        `${name} for the checkout tests`,
        price,
        category,
        active,
      ]);
    return { id: row.id as string, name, price };
  };
  return {
    giftCard: await insert(`Try and Fly Gift Card ${suffix}`, 12_900, 'Gift Card'),
    cap: await insert(`Skyward Cap ${suffix}`, 1_850, 'Merchandise'),
    retired: await insert(`Retired Poster ${suffix}`, 990, 'Merchandise', false),
  };
}

/** The outbox events recorded for an order. */
export async function orderEvents(app: INestApplication, orderId: string): Promise<{ type: string }[]> {
  return app.get(DataSource).query(`SELECT type FROM outbox WHERE payload->>'orderId' = $1`, [orderId]);
}

export async function orderRow(app: INestApplication, orderId: string): Promise<{ status: string; is_test: boolean; payment_intent_id: string | null; total_pence: number }> {
  const [row] = await app.get(DataSource).query(`SELECT status, is_test, payment_intent_id, total_pence FROM shop_order WHERE id = $1`, [orderId]);
  return row;
}

export async function voucherCodes(app: INestApplication, orderId: string): Promise<string[]> {
  const rows = await app.get(DataSource).query(`SELECT code FROM gift_voucher WHERE order_id = $1 ORDER BY code`, [orderId]);
  return rows.map((row: { code: string }) => row.code);
}

export const TEST_CARD = { expiry: '12/39', cvc: '123' };

/**
 * A gift card product named `name` (made unique) for an experience option ([experience, option]; none: a money
 * card), bought through the shop with the test card (`beforePaying` runs between the checkout and the card): its voucher code.
 */
export async function buyGiftCard(
  app: INestApplication,
  name: string,
  pricePence: number,
  buys: [string, string] | null = null,
  beforePaying: (productId: string) => Promise<unknown> = async () => undefined,
): Promise<string> {
  const [product] = await app.get(DataSource).query(
    `INSERT INTO product (name, description, price, category, gift_experience_id, gift_option_id)
     VALUES ($1, 'A gift card', $2, 'Gift Card', $3, $4) RETURNING id`,
    [`${name} ${randomUUID().slice(0, 8)}`, pricePence, buys?.[0] ?? null, buys?.[1] ?? null],
  );
  const agent = request.agent(app.getHttpServer());
  const started = await agent
    .post('/api/create-payment-intent')
    .send({ cartItems: [{ productId: product.id, quantity: 1 }], productCategory: 'Cart', email: 'giver@example.com' })
    .expect(200);
  await beforePaying(product.id);
  await agent
    .post(`/api/test-payments/${started.body.paymentIntentId}/confirm`)
    .send({ clientSecret: started.body.clientSecret, cardNumber: '4242 4242 4242 4242', ...TEST_CARD })
    .expect(200);
  const [code] = await voucherCodes(app, started.body.orderId);
  return code;
}
