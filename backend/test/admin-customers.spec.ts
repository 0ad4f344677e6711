import { staffAppForSuite } from './staff-app-for-suite';

/** GET /api/admin/customers?q=: one customer's bookings, courses, orders, vouchers and enquiries, by e-mail or reference. */
describe('staff customer look-up (GET /api/admin/customers)', () => {

  const staff = staffAppForSuite('booking', 'fear_of_flying_booking', 'shop_order', 'contact_message');

  const booking = async (email: string, hour: number): Promise<string> => {
    const start = new Date(Date.UTC(2027, 0, 4, hour));
    const end = new Date(start.getTime() + 3_600_000);
    const [row] = await staff.db.query(
      `INSERT INTO booking (session_type, booked_as, session_name, duration_minutes, date, time_slot, starts_at, ends_at, occupied, name, email,
                            phone, experience_level, total_price, status)
       VALUES ('tryandfly', 'slot', 'Try and Fly', 60, '2027-01-04', '10:30', $1, $2, tstzrange($1, $2, '[)'), 'Amelia Pilot', $3,
               '07700 900123', 'beginner', 12900, 'confirmed') RETURNING id`,
      [start, end, email],
    );
    return row.id;
  };
  const order = async (email: string): Promise<string> => {
    const [row] = await staff.db.query(
      `INSERT INTO shop_order (email, status, total_pence, payment_intent_id, paid_at) VALUES ($1, 'paid', 12900, gen_random_uuid()::text, now()) RETURNING id`,
      [email],
    );
    await staff.db.query(
      `INSERT INTO shop_order_line (order_id, position, product_id, product_name, category, quantity, unit_price_pence)
       VALUES ($1, 0, gen_random_uuid(), 'Try and Fly Gift Card', 'Gift Card', 1, 12900)`,
      [row.id],
    );
    return row.id;
  };
  const enquiry = (email: string) =>
    staff.db.query(
      `INSERT INTO contact_message (name, email, phone, enquiry_type, message) VALUES ('Amelia', $1, '07700 900123', 'group', 'A group of six?')`,
      [email],
    );

  it("finds everything under the customer's e-mail (any letter case) and nothing of anyone else", async () => {
    const mine = await booking('amelia@example.com', 10);
    await booking('someone.else@example.com', 12);
    const bought = await order('Amelia@Example.com');
    await order('someone.else@example.com');
    await enquiry('amelia@example.com');
    await enquiry('someone.else@example.com');

    const response = await staff.admin.get('/api/admin/customers').query({ q: ' AMELIA@example.com ' }).expect(200);
    expect(response.body.email).toBe('AMELIA@example.com');
    expect(response.body.bookings).toEqual([
      expect.objectContaining({
        id: mine,
        reference: mine.slice(0, 8).toUpperCase(),
        sessionName: 'Try and Fly',
        totalPrice: 12_900,
      }),
    ]);
    expect(response.body.orders).toEqual([
      expect.objectContaining({ id: bought, status: 'paid', totalPence: 12_900, items: '1 × Try and Fly Gift Card' }),
    ]);
    expect(response.body.enquiries).toEqual([
      expect.objectContaining({ enquiryType: 'group', status: 'new', message: 'A group of six?' }),
    ]);
    expect(response.body.courses).toEqual([]);
  });

  it("finds the customer from a booking's or an order's reference", async () => {
    const mine = await booking('amelia@example.com', 10);
    const bought = await order('amelia@example.com');

    const byBooking = await staff.admin
      .get('/api/admin/customers')
      .query({ q: mine.slice(0, 8).toLowerCase() })
      .expect(200);
    expect(byBooking.body.email).toBe('amelia@example.com');
    expect(byBooking.body.orders.map((found: { id: string }) => found.id)).toEqual([bought]);

    const byOrder = await staff.admin
      .get('/api/admin/customers')
      .query({ q: bought.slice(0, 8).toUpperCase() })
      .expect(200);
    expect(byOrder.body.bookings.map((found: { id: string }) => found.id)).toEqual([mine]);
  });

  it('answers an empty result for a reference that names nothing', async () => {
    const response = await staff.admin.get('/api/admin/customers').query({ q: 'ABCDEF12' }).expect(200);
    expect(response.body).toEqual({ email: null, bookings: [], courses: [], orders: [], vouchers: [], enquiries: [] });
  });

  it.each([
    ['no q at all', {}],
    ['a blank q', { q: '   ' }],
    ['neither an e-mail nor a reference', { q: 'Amelia' }],
    ['a reference of the wrong length', { q: 'ABCDEF1' }],
    ['two values', { q: ['a@example.com', 'b@example.com'] }],
  ])('refuses %s with 400 REQUEST.VALIDATION_FAILED', async (_case, query) => {
    const response = await staff.admin.get('/api/admin/customers').query(query).expect(400);
    expect(response.body.code).toBe('REQUEST.VALIDATION_FAILED');
    expect(response.body.message).toContain('q must be an e-mail address or an 8-character booking or order reference');
  });
});
