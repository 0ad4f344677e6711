import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { londonInstant } from '../src/modules/booking/domain/calendar';
import { answerOnceCommitted } from './answer-once-committed';
import { requestHold, weekdayAhead } from './booking-fixtures';
import { createShopProducts, DELIVERY, ShopFixture, TEST_CARD } from './order-fixtures';
import { staffAppForSuite } from './staff-app-for-suite';

/** docs/product.md, Staff panel: ORDERS — refunds in full or by line through the provider, cancelling, undoing MARK DISPATCHED. */
describe('staff order refunds, cancellation and undo', () => {
  const staff = staffAppForSuite('shop_order', 'payment_refund', 'outbox');
  let shop: ShopFixture;
  beforeAll(async () => {
    shop = await createShopProducts(staff.app);
  });

  /** An order of two gift cards and a cap (or `cartItems`), posted to DELIVERY; paid with the test card unless `pay` is false. */
  const order = async (pay = true, cartItems?: { productId: string; quantity: number }[]): Promise<{ id: string; paymentIntentId: string }> => {
    const agent = request.agent(staff.app.getHttpServer());
    const started = await agent
      .post('/api/create-payment-intent')
      .send({
        cartItems: cartItems ?? [
          { productId: shop.giftCard.id, quantity: 2 },
          { productId: shop.cap.id, quantity: 1 },
        ],
        productCategory: 'Cart',
        email: 'buyer@example.com',
        delivery: DELIVERY,
      })
      .expect(200);
    if (pay) {
      await agent
        .post(`/api/test-payments/${started.body.paymentIntentId}/confirm`)
        .send({ clientSecret: started.body.clientSecret, cardNumber: '4242 4242 4242 4242', ...TEST_CARD })
        .expect(200);
      await agent.post('/api/confirm-order-payment').send({ paymentIntentId: started.body.paymentIntentId }).expect(200);
    }
    return { id: started.body.orderId, paymentIntentId: started.body.paymentIntentId };
  };
  const providerRefunds = async (paymentIntentId: string): Promise<number[]> =>
    (
      await staff.db.query(
        `SELECT r.amount_pence FROM payment_refund r JOIN payment p ON p.id = r.payment_id WHERE p.payment_intent_id = $1 AND r.status = 'succeeded' ORDER BY r.created_at`,
        [paymentIntentId],
      )
    ).map((row: { amount_pence: number }) => row.amount_pence);
  const refundEvents = async (orderId: string) =>
    staff.db.query(`SELECT payload->>'refundId' AS "refundId" FROM outbox WHERE type = 'order.refunded' AND payload->>'orderId' = $1`, [orderId]);
  const view = async (orderId: string) =>
    (await staff.admin.get('/api/admin/orders').query({ q: orderId.slice(0, 8) }).expect(200)).body.items[0];

  it("refunds one line through the provider, records it with the reason, queues the customer's e-mail, and never refunds that line twice", async () => {
    const paid = await order();
    const before = await view(paid.id);
    const cap = before.lines.find((line: { productName: string }) => line.productName === shop.cap.name);

    const refunded = await staff.admin.post(`/api/admin/orders/${paid.id}/refund`).send({ lineIds: [cap.id], reason: 'Arrived damaged' }).expect(200);
    expect(refunded.body).toMatchObject({ refundedPence: shop.cap.price, status: 'paid' });
    expect(refunded.body.refunds).toEqual([{ amountPence: shop.cap.price, reason: 'Arrived damaged', refundedAt: expect.any(String), lines: [shop.cap.name] }]);
    expect(refunded.body.lines.find((line: { id: string }) => line.id === cap.id).refunded).toBe(true);
    expect(await providerRefunds(paid.paymentIntentId)).toEqual([shop.cap.price]);
    expect(await refundEvents(paid.id)).toHaveLength(1);

    const again = await staff.admin.post(`/api/admin/orders/${paid.id}/refund`).send({ lineIds: [cap.id], reason: 'Twice' }).expect(409);
    expect(again.body).toMatchObject({ code: 'CATALOG.ORDER_NOT_REFUNDABLE', message: `${shop.cap.name} has been refunded already.` });

    // The rest of the order: the gift cards and the postage.
    const rest = await staff.admin.post(`/api/admin/orders/${paid.id}/refund`).send({ reason: 'Customer changed their mind' }).expect(200);
    expect(rest.body.refundedPence).toBe(rest.body.totalPence);
    expect(await providerRefunds(paid.paymentIntentId)).toEqual([shop.cap.price, rest.body.totalPence - shop.cap.price]);
    const full = await staff.admin.post(`/api/admin/orders/${paid.id}/refund`).send({ reason: 'Again' }).expect(409);
    expect(full.body.message).toBe('This order has been refunded in full already.');
  });

  it.each([
    ['no reason', { reason: '  ' }, 400, 'VOUCHER.REASON_REQUIRED'],
    ['a line of another order', { lineIds: ['6f1c0f0e-1b7a-4c55-9d1e-2a3b4c5d6e7f'], reason: 'x' }, 400, 'CATALOG.UNKNOWN_ORDER_LINE'],
  ])('refuses a refund with %s and takes nothing back', async (_case, body, status, code) => {
    const paid = await order();
    expect((await staff.admin.post(`/api/admin/orders/${paid.id}/refund`).send(body).expect(status)).body.code).toBe(code);
    expect(await providerRefunds(paid.paymentIntentId)).toEqual([]);
  });

  it('refuses to refund an order that was never paid', async () => {
    const unpaid = await order(false);
    const response = await staff.admin.post(`/api/admin/orders/${unpaid.id}/refund`).send({ reason: 'x' }).expect(409);
    expect(response.body).toMatchObject({ code: 'CATALOG.ORDER_NOT_REFUNDABLE', message: 'Only a paid order can be refunded.' });
  });

  it('cancels a paid order not yet posted: what is left is refunded, its vouchers are voided, and it stays listed', async () => {
    const paid = await order();
    const cancelled = await staff.admin.post(`/api/admin/orders/${paid.id}/cancel`).send({ reason: 'Out of stock' }).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'canceled', cancellable: false, toDispatch: false });
    expect(cancelled.body.refundedPence).toBe(cancelled.body.totalPence);
    expect(await providerRefunds(paid.paymentIntentId)).toEqual([cancelled.body.totalPence]);
    const vouchers = await staff.db.query(`SELECT void_reason FROM gift_voucher WHERE order_id = $1`, [paid.id]);
    expect(vouchers).toEqual([{ void_reason: 'Order cancelled: Out of stock' }, { void_reason: 'Order cancelled: Out of stock' }]);
    expect((await view(paid.id)).status).toBe('canceled');
    expect((await staff.admin.post(`/api/admin/orders/${paid.id}/cancel`).send({ reason: 'x' }).expect(409)).body.code).toBe('CATALOG.ORDER_NOT_CANCELLABLE');
  });

  it('cancels an unpaid order with nothing to refund, and refuses to cancel one already posted', async () => {
    const unpaid = await order(false);
    const cancelled = await staff.admin.post(`/api/admin/orders/${unpaid.id}/cancel`).send({ reason: 'Duplicate' }).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'canceled', refundedPence: 0 });

    const posted = await order();
    await staff.admin.post(`/api/admin/orders/${posted.id}/dispatch`).expect(200);
    const refused = await staff.admin.post(`/api/admin/orders/${posted.id}/cancel`).send({ reason: 'Late' }).expect(409);
    expect(refused.body.message).toBe('This order has been dispatched: refund it instead.');
  });

  it('undoes MARK DISPATCHED the same London day, and refuses the next day', async () => {
    const paid = await order();
    const marked = await staff.admin.post(`/api/admin/orders/${paid.id}/dispatch`).expect(200);
    expect(marked.body).toMatchObject({ dispatchUndoable: true, toDispatch: false, cancellable: false });
    const undone = await staff.admin.delete(`/api/admin/orders/${paid.id}/dispatch`).expect(200);
    expect(undone.body).toMatchObject({ dispatchedAt: null, toDispatch: true, dispatchUndoable: false });

    await staff.admin.post(`/api/admin/orders/${paid.id}/dispatch`).expect(200);
    await staff.db.query(`UPDATE shop_order SET dispatched_at = now() - interval '1 day' WHERE id = $1`, [paid.id]);
    expect((await view(paid.id)).dispatchUndoable).toBe(false);
    const tooLate = await staff.admin.delete(`/api/admin/orders/${paid.id}/dispatch`).expect(409);
    expect(tooLate.body).toMatchObject({
      code: 'CATALOG.ORDER_UNDO_TOO_LATE',
      message: 'An order marked dispatched on an earlier day can no longer be undone.',
    });
  });

  describe('gift cards: non-refundable once used, voided when refunded', () => {
    // A day of this suite's own for the holds that use the vouchers.
    const date = weekdayAhead(362);
    const vouchersOf = async (orderId: string): Promise<{ id: string; code: string; product: string; void_reason: string | null }[]> =>
      staff.db.query(`SELECT id, code, product_name AS product, void_reason FROM gift_voucher WHERE order_id = $1 ORDER BY product_name, sequence`, [orderId]);
    const orderRefunds = async (orderId: string): Promise<{ status: string }[]> =>
      staff.db.query(`SELECT status FROM shop_order_refund WHERE order_id = $1 ORDER BY created_at`, [orderId]);
    const lineOf = async (orderId: string, productName: string): Promise<string> =>
      (await view(orderId)).lines.find((line: { productName: string }) => line.productName === productName).id;

    it('refuses to refund a gift card whose voucher a booking holds: the line, the whole order and CANCEL ORDER; nothing changes', async () => {
      const paid = await order();
      const [used, unused] = await vouchersOf(paid.id);
      await requestHold(staff.app, { date, timeSlot: '10:30', voucherCode: used.code }).expect(200);
      const giftCardLine = await lineOf(paid.id, shop.giftCard.name);
      const refusal = {
        code: 'CATALOG.GIFT_CARD_USED',
        message: `${shop.giftCard.name} voucher ${used.code} has been used, so it cannot be refunded: refund the order's other lines instead.`,
      };

      const line = await staff.admin.post(`/api/admin/orders/${paid.id}/refund`).send({ lineIds: [giftCardLine], reason: 'Changed mind' }).expect(409);
      expect(line.body).toMatchObject(refusal);
      expect((await staff.admin.post(`/api/admin/orders/${paid.id}/refund`).send({ reason: 'Changed mind' }).expect(409)).body).toMatchObject(refusal);
      expect((await staff.admin.post(`/api/admin/orders/${paid.id}/cancel`).send({ reason: 'Changed mind' }).expect(409)).body).toMatchObject(refusal);

      expect(await orderRefunds(paid.id)).toEqual([]);
      expect(await providerRefunds(paid.paymentIntentId)).toEqual([]);
      expect((await vouchersOf(paid.id)).map((voucher) => voucher.void_reason)).toEqual([null, null]);
      expect(await view(paid.id)).toMatchObject({ status: 'paid', refundedPence: 0 });
      // The other lines can still be refunded, and the unused voucher still books.
      const capLine = await lineOf(paid.id, shop.cap.name);
      await staff.admin.post(`/api/admin/orders/${paid.id}/refund`).send({ lineIds: [capLine], reason: 'Arrived damaged' }).expect(200);
      await requestHold(staff.app, { date, timeSlot: '12:00', voucherCode: unused.code }).expect(200);
    });

    it("refunding a gift-card line voids exactly that line's vouchers, which are then refused at booking; the whole order voids the rest", async () => {
      const [otherCard] = await staff.db.query(
        `INSERT INTO product (name, description, price, category) VALUES ($1, 'A second gift card', 5000, 'Gift Card') RETURNING id, name`,
        [`Zulu Gift Card ${randomUUID().slice(0, 8)}`],
      );
      const paid = await order(true, [
        { productId: shop.giftCard.id, quantity: 2 },
        { productId: otherCard.id, quantity: 1 },
      ]);
      const giftCardLine = await lineOf(paid.id, shop.giftCard.name);
      await staff.admin.post(`/api/admin/orders/${paid.id}/refund`).send({ lineIds: [giftCardLine], reason: 'Changed mind' }).expect(200);

      const vouchers = await vouchersOf(paid.id);
      expect(vouchers.map(({ product, void_reason }) => ({ product, void_reason }))).toEqual([
        { product: shop.giftCard.name, void_reason: 'Order refunded: Changed mind' },
        { product: shop.giftCard.name, void_reason: 'Order refunded: Changed mind' },
        { product: otherCard.name, void_reason: null },
      ]);
      const refused = await requestHold(staff.app, { date, timeSlot: '13:30', voucherCode: vouchers[0].code }).expect(410);
      expect(refused.body.code).toBe('VOUCHER.VOID');

      await staff.admin.post(`/api/admin/orders/${paid.id}/refund`).send({ reason: 'Sold in error' }).expect(200);
      expect((await vouchersOf(paid.id))[2].void_reason).toBe('Order refunded: Sold in error');
    });

    it('a refund the provider refuses leaves the vouchers good; given later, it voids them', async () => {
      const paid = await order();
      const giftCardLine = await lineOf(paid.id, shop.giftCard.name);
      await staff.db.query(`UPDATE test_payment_intent SET status = 'canceled' WHERE id = $1`, [paid.paymentIntentId]);
      await staff.admin.post(`/api/admin/orders/${paid.id}/refund`).send({ lineIds: [giftCardLine], reason: 'Changed mind' }).expect(409);
      expect(await orderRefunds(paid.id)).toEqual([{ status: 'failed' }]);
      expect((await vouchersOf(paid.id)).map((voucher) => voucher.void_reason)).toEqual([null, null]);

      await staff.db.query(`UPDATE test_payment_intent SET status = 'succeeded' WHERE id = $1`, [paid.paymentIntentId]);
      await staff.admin.post(`/api/admin/orders/${paid.id}/refund`).send({ lineIds: [giftCardLine], reason: 'Changed mind' }).expect(200);
      expect((await vouchersOf(paid.id)).map((voucher) => voucher.void_reason)).toEqual(['Order refunded: Changed mind', 'Order refunded: Changed mind']);
    });

    it('a refund waits for a booking that is using the voucher in a transaction not yet committed, then is refused', async () => {
      const paid = await order();
      const [voucher] = await vouchersOf(paid.id);
      const startsAt = londonInstant(date, '15:00');
      const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
      const response = await answerOnceCommitted(
        staff.db,
        async (redeeming) => {
          await redeeming.query(`SELECT id FROM gift_voucher WHERE id = $1 FOR UPDATE`, [voucher.id]);
          await redeeming.query(
            `INSERT INTO booking (session_type, session_name, duration_minutes, date, time_slot, starts_at, ends_at, occupied, name, email, phone,
                                  experience_level, total_price, status, voucher_id, voucher_pence)
             VALUES ('tryandfly', 'Try and Fly', 60, $1, '15:00', $2, $3, tstzrange($2, $3, '[)'), 'Vera Voucher', 'vera@example.com',
                     '07700 900123', 'beginner', 0, 'confirmed', $4, 12900)`,
            [date, startsAt, endsAt, voucher.id],
          );
        },
        () => staff.admin.post(`/api/admin/orders/${paid.id}/refund`).send({ reason: 'Changed mind' }),
      );
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('CATALOG.GIFT_CARD_USED');
      expect(await orderRefunds(paid.id)).toEqual([]);
      expect((await vouchersOf(paid.id)).map((found) => found.void_reason)).toEqual([null, null]);
    });

    it('a booking with the voucher waits for a refund voiding it in a transaction not yet committed, then is refused', async () => {
      const paid = await order();
      const [voucher] = await vouchersOf(paid.id);
      const response = await answerOnceCommitted(
        staff.db,
        (refunding) => refunding.query(`UPDATE gift_voucher SET voided_at = now(), void_reason = 'Order refunded: Changed mind' WHERE id = $1`, [voucher.id]),
        () => requestHold(staff.app, { date, timeSlot: '16:30', voucherCode: voucher.code }),
      );
      expect(response.status).toBe(410);
      expect(response.body.code).toBe('VOUCHER.VOID');
    });
  });
});
