import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { TEST_CARD } from './order-fixtures';
import { staffAppForSuite } from './staff-app-for-suite';

/** docs/product.md, Gift cards: a card for an experience option costs what the option costs now (one source of the price). */
describe('a gift card follows the price of the experience it buys', () => {
  const staff = staffAppForSuite('shop_order', 'gift_voucher');
  const option = `experience_id = 'intro-to-the-airbus' AND id = '120-minutes'`;
  let original: number;

  beforeEach(async () => {
    [{ price_pence: original }] = await staff.db.query(`SELECT price_pence FROM experience_option WHERE ${option}`);
  });
  // The catalogue is shared with the other spec files: its price is put back after each test (the app closes after all).
  afterEach(() => staff.db.query(`UPDATE experience_option SET price_pence = $1 WHERE ${option}`, [original]));

  it('is priced from the option when saved, and again after staff change the option: shop list, checkout and voucher value', async () => {
    const created = await staff.admin
      .post('/api/products')
      .send({
        name: `Intro 2 hours Gift Card ${randomUUID().slice(0, 8)}`,
        description: 'Two hours on the A320',
        price: 100,
        category: 'Gift Card',
        giftFor: { experienceId: 'intro-to-the-airbus', optionId: '120-minutes' },
      })
      .expect(201);
    expect(created.body.price).toBe(original);

    await staff.db.query(`UPDATE experience_option SET price_pence = $1 WHERE ${option}`, [original + 600]);
    const listed = (await staff.admin.get('/api/products/all').expect(200)).body.find((product: { id: string }) => product.id === created.body.id);
    expect(listed.price).toBe(original + 600);

    const buyer = request.agent(staff.app.getHttpServer());
    const started = await buyer
      .post('/api/create-payment-intent')
      .send({ cartItems: [{ productId: created.body.id, quantity: 1 }], productCategory: 'Cart', email: 'giver@example.com' })
      .expect(200);
    const [intent] = await staff.db.query(`SELECT amount_pence FROM test_payment_intent WHERE id = $1`, [started.body.paymentIntentId]);
    expect(intent.amount_pence).toBe(original + 600);
    await buyer
      .post(`/api/test-payments/${started.body.paymentIntentId}/confirm`)
      .send({ clientSecret: started.body.clientSecret, cardNumber: '4242 4242 4242 4242', ...TEST_CARD })
      .expect(200);
    await buyer.post('/api/confirm-order-payment').send({ paymentIntentId: started.body.paymentIntentId }).expect(200);
    const [voucher] = await staff.db.query(`SELECT value_pence, experience_id, option_id FROM gift_voucher WHERE order_id = $1`, [started.body.orderId]);
    expect(voucher).toEqual({ value_pence: original + 600, experience_id: 'intro-to-the-airbus', option_id: '120-minutes' });
  });

  it('leaves a money gift card at its own price', async () => {
    const money = await staff.admin
      .post('/api/products')
      .send({ name: `£75 Gift Card ${randomUUID().slice(0, 8)}`, description: 'Seventy-five pounds', price: 7_500, category: 'Gift Card', giftFor: null })
      .expect(201);
    expect(money.body.price).toBe(7_500);
  });
});
