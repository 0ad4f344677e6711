import request from 'supertest';
import { staffAppForSuite } from './staff-app-for-suite';

/** docs/product.md, Staff panel: VOUCHERS — staff extend, void and issue vouchers by hand, each with a reason kept. */
describe('staff voucher management', () => {
  const staff = staffAppForSuite('shop_order', 'gift_voucher', 'outbox');

  /** A money voucher bought by an order, expiring on 30 June 2027 at midnight London time (BST); its id and code. */
  const bought = async (): Promise<{ id: string; code: string }> => {
    const [order] = await staff.db.query(
      `INSERT INTO shop_order (email, status, total_pence, payment_intent_id, paid_at) VALUES ('buyer@example.com', 'paid', 5000, gen_random_uuid()::text, now()) RETURNING id`,
    );
    const [line] = await staff.db.query(
      `INSERT INTO shop_order_line (order_id, position, product_id, product_name, category, quantity, unit_price_pence)
       VALUES ($1, 0, gen_random_uuid(), '£50 Gift Card', 'Gift Card', 1, 5000) RETURNING id`,
      [order.id],
    );
    const [voucher] = await staff.db.query(
      `INSERT INTO gift_voucher (code, order_id, order_line_id, sequence, product_id, product_name, value_pence, issued_at, expires_at)
       VALUES ('SKY-7K3M-9Q2X-BC4D', $1, $2, 1, gen_random_uuid(), '£50 Gift Card', 5000, now() - interval '1 day', '2027-06-29T23:00:00Z') RETURNING id, code`,
      [order.id, line.id],
    );
    return voucher;
  };
  const check = (code: string) =>
    request(staff.app.getHttpServer()).post('/api/vouchers/check').send({ code, sessionType: 'try-and-fly', optionId: '60-minutes' });

  it('extends the expiry to the end of the chosen London day and keeps the reason', async () => {
    const voucher = await bought();
    const response = await staff.admin
      .post(`/api/admin/vouchers/${voucher.id}/extend`)
      .send({ expiresOn: '2027-12-31', reason: '  Recipient was abroad all year  ' })
      .expect(200);
    // Midnight starting 1 January 2028 in London (GMT): the whole of 31 December is covered.
    expect(response.body).toMatchObject({ code: voucher.code, expiresAt: '2028-01-01T00:00:00.000Z', state: 'issued' });
    expect(response.body.changes).toEqual([
      { kind: 'extended', reason: 'Recipient was abroad all year', expiresAfter: '2028-01-01T00:00:00.000Z', at: expect.any(String) },
    ]);
    const [change] = await staff.db.query(`SELECT kind, reason, expires_before, staff_user_id FROM gift_voucher_change WHERE voucher_id = $1`, [voucher.id]);
    expect(change).toMatchObject({ kind: 'extended', reason: 'Recipient was abroad all year', expires_before: new Date('2027-06-29T23:00:00Z') });
    expect(change.staff_user_id).toEqual(expect.any(String));
    const listed = await staff.admin.get('/api/admin/vouchers').query({ q: voucher.code }).expect(200);
    expect(listed.body.items[0].changes).toHaveLength(1);
  });

  it.each([
    ['no reason', { expiresOn: '2027-12-31', reason: '   ' }, 'VOUCHER.REASON_REQUIRED', 'Please give a reason (up to 500 characters).'],
    ['an earlier date', { expiresOn: '2027-06-01', reason: 'Shorten' }, 'VOUCHER.EXPIRY_INVALID', 'The new expiry must be after the current one (30 June 2027).'],
    ['a date that does not exist', { expiresOn: '2027-02-30', reason: 'Typo' }, 'VOUCHER.EXPIRY_INVALID', 'Please choose the new expiry date.'],
  ])('refuses an extension with %s, changing nothing', async (_case, body, code, message) => {
    const voucher = await bought();
    const response = await staff.admin.post(`/api/admin/vouchers/${voucher.id}/extend`).send(body).expect(400);
    expect(response.body).toMatchObject({ code, message });
    const [row] = await staff.db.query(`SELECT expires_at FROM gift_voucher WHERE id = $1`, [voucher.id]);
    expect(row.expires_at).toEqual(new Date('2027-06-29T23:00:00Z'));
  });

  it('voids a voucher with its reason: redeeming it is refused with a sentence, and it cannot be voided or extended again', async () => {
    const voucher = await bought();
    await check(voucher.code).expect(200);
    const response = await staff.admin.post(`/api/admin/vouchers/${voucher.id}/void`).send({ reason: 'Order refunded by phone' }).expect(200);
    expect(response.body).toMatchObject({ state: 'void', voidReason: 'Order refunded by phone' });

    const refused = await check(voucher.code.toLowerCase()).expect(410);
    expect(refused.body).toMatchObject({
      code: 'VOUCHER.VOID',
      message: 'This voucher has been cancelled and can no longer be used. Please contact us if you have any questions.',
    });
    expect((await staff.admin.post(`/api/admin/vouchers/${voucher.id}/void`).send({ reason: 'Again' }).expect(409)).body.code).toBe('VOUCHER.ALREADY_VOID');
    await staff.admin.post(`/api/admin/vouchers/${voucher.id}/extend`).send({ expiresOn: '2027-12-31', reason: 'x' }).expect(409);
  });

  it('issues a goodwill voucher for an experience at its current price, recorded and queued for e-mail to the recipient', async () => {
    const response = await staff.admin
      .post('/api/admin/vouchers')
      .send({ experience: { experienceId: 'try-and-fly', optionId: '60-minutes' }, recipientEmail: 'Guest@Example.com', reason: 'Session lost to a fault' })
      .expect(201);
    const [option] = await staff.db.query(`SELECT price_pence FROM experience_option WHERE experience_id = 'try-and-fly' AND id = '60-minutes'`);
    expect(response.body).toMatchObject({
      name: 'Try and Fly Gift Voucher',
      valuePence: option.price_pence,
      recipientEmail: 'guest@example.com',
      state: 'issued',
      changes: [{ kind: 'issued', reason: 'Session lost to a fault' }],
    });
    const events = await staff.db.query(`SELECT type, payload FROM outbox WHERE type = 'voucher.issued'`);
    expect(events).toEqual([{ type: 'voucher.issued', payload: expect.objectContaining({ voucherId: response.body.id }) }]);
    // It redeems like a bought one.
    expect((await check(response.body.code).expect(200)).body).toMatchObject({ toPayPence: 0 });
  });

  it('issues a money voucher; searching finds it by its code typed with spaces in any case, or by the recipient', async () => {
    const issued = await staff.admin
      .post('/api/admin/vouchers')
      .send({ valuePence: 2_500, recipientEmail: 'friend@example.com', reason: 'Apology for a late start' })
      .expect(201);
    expect(issued.body).toMatchObject({ name: '£25 Gift Voucher', valuePence: 2_500, experience: null });
    const typed = issued.body.code.toLowerCase().replace(/-/g, ' ');
    for (const q of [typed, 'FRIEND@']) {
      const found = await staff.admin.get('/api/admin/vouchers').query({ q }).expect(200);
      expect({ q, codes: found.body.items.map((voucher: { code: string }) => voucher.code) }).toEqual({ q, codes: [issued.body.code] });
    }
  });

  it.each([
    ['both an experience and a value', { experience: { experienceId: 'try-and-fly', optionId: '60-minutes' }, valuePence: 5_000 }, 'VOUCHER.VALUE_INVALID'],
    ['neither', {}, 'VOUCHER.VALUE_INVALID'],
    ['a value over £1,000', { valuePence: 100_001 }, 'VOUCHER.VALUE_INVALID'],
    ['an option the catalogue does not have', { experience: { experienceId: 'try-and-fly', optionId: 'nine-hours' } }, 'CATALOG.UNKNOWN_GIFT_OPTION'],
  ])('refuses to issue %s', async (_case, what, code) => {
    const response = await staff.admin.post('/api/admin/vouchers').send({ ...what, recipientEmail: 'guest@example.com', reason: 'Goodwill' }).expect(400);
    expect(response.body.code).toBe(code);
    expect(await staff.db.query(`SELECT id FROM gift_voucher`)).toEqual([]);
  });

  it('answers 404 for a voucher that does not exist', async () => {
    const response = await staff.admin
      .post('/api/admin/vouchers/6f1c0f0e-1b7a-4c55-9d1e-2a3b4c5d6e7f/void')
      .send({ reason: 'Nope' })
      .expect(404);
    expect(response.body.code).toBe('VOUCHER.NOT_FOUND');
  });
});
