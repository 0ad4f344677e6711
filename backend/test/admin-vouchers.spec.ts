import { staffAppForSuite } from './staff-app-for-suite';

/** GET /api/admin/vouchers?page=&pageSize=&q=: the VOUCHERS tab a page at a time, no longer capped at the newest 500. */
describe('staff vouchers list, paginated and searchable', () => {
  const staff = staffAppForSuite('shop_order');

  /** A paid order of `count` money cards bought by `email`, issued `daysAgo` days ago; its id. */
  const issue = async (email: string, count: number, daysAgo: number, productName = 'Gift Card £50'): Promise<string> => {
    const [order] = await staff.db.query(
      `INSERT INTO shop_order (email, status, total_pence, payment_intent_id, paid_at) VALUES ($1, 'paid', $2, gen_random_uuid()::text, now()) RETURNING id`,
      [email, 5_000 * count],
    );
    const [line] = await staff.db.query(
      `INSERT INTO shop_order_line (order_id, position, product_id, product_name, category, quantity, unit_price_pence)
       VALUES ($1, 0, gen_random_uuid(), $2, 'Gift Card', $3, 5000) RETURNING id`,
      [order.id, productName, count],
    );
    await staff.db.query(
      `INSERT INTO gift_voucher (code, order_id, order_line_id, sequence, product_id, product_name, value_pence, issued_at, expires_at)
       SELECT 'SKY-' || upper(substr(md5(random()::text), 1, 4)) || '-' || upper(substr(md5(random()::text), 1, 4)) || '-' || lpad(n::text, 4, '0'),
              $1, $2, n, gen_random_uuid(), $3, 5000, now() - make_interval(days => $4), now() + interval '1 year'
         FROM generate_series(1, $5) AS n`,
      [order.id, line.id, productName, daysAgo, count],
    );
    return order.id;
  };
  const codes = (body: { items: { code: string }[] }) => body.items.map((voucher) => voucher.code);

  it('pages through every voucher, newest first, with the total (more than the old cap of 500 would allow)', async () => {
    await issue('old@example.com', 3, 400);
    await issue('new@example.com', 2, 1);

    const first = await staff.admin.get('/api/admin/vouchers').query({ pageSize: 2 }).expect(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    const second = await staff.admin.get('/api/admin/vouchers').query({ pageSize: 2, page: 2 }).expect(200);
    const third = await staff.admin.get('/api/admin/vouchers').query({ pageSize: 2, page: 3 }).expect(200);
    const seen = [...codes(first.body), ...codes(second.body), ...codes(third.body)];
    expect(new Set(seen).size).toBe(5);
    const issued = await staff.db.query(`SELECT code FROM gift_voucher ORDER BY issued_at DESC, code ASC`);
    expect(seen).toEqual(issued.map((row: { code: string }) => row.code));
    expect(third.body.items).toHaveLength(1);
  });

  it("searches by code (with or without dashes), product, buyer's e-mail and order reference", async () => {
    const order = await issue('buyer@example.com', 1, 1, 'Try and Fly Gift Card');
    await issue('someone@example.com', 2, 2);
    const [{ code }] = await staff.db.query(`SELECT code FROM gift_voucher WHERE order_id = $1`, [order]);

    for (const q of [code.toLowerCase(), code.replace(/-/g, ''), 'try and fly', 'BUYER@', order.slice(0, 8)]) {
      const found = await staff.admin.get('/api/admin/vouchers').query({ q }).expect(200);
      expect({ q, total: found.body.total, codes: codes(found.body) }).toEqual({ q, total: 1, codes: [code] });
    }
    expect((await staff.admin.get('/api/admin/vouchers').query({ q: 'nobody' }).expect(200)).body).toMatchObject({
      total: 0,
      items: [],
    });
  });

  it.each([
    ['page 0', { page: 0 }],
    ['a page that is not a number', { page: 'two' }],
    ['a page size over 100', { pageSize: 101 }],
    ['a search over 100 characters', { q: 'x'.repeat(101) }],
    ['a parameter it does not know', { sort: 'code' }],
  ])('refuses %s with 400 REQUEST.VALIDATION_FAILED', async (_case, query) => {
    const response = await staff.admin.get('/api/admin/vouchers').query(query).expect(400);
    expect(response.body.code).toBe('REQUEST.VALIDATION_FAILED');
  });
});
