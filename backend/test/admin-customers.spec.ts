import { staffAppForSuite } from './staff-app-for-suite';

/** GET /api/admin/customers?q=: one customer's bookings, courses, orders, vouchers and enquiries, by e-mail or reference. */
describe('staff customer look-up (GET /api/admin/customers)', () => {
  const LOOK_UP = 'Look a customer up by their e-mail address or an 8-character booking or order reference such as 3F2A9C1B.';
  const staff = staffAppForSuite('booking', 'fear_of_flying_booking', 'shop_order', 'contact_message', 'customer_note');

  const booking = async (email: string, hour: number, who = { name: 'Amelia Pilot', phone: '07700 900123' }): Promise<string> => {
    const start = new Date(Date.UTC(2027, 0, 4, hour));
    const end = new Date(start.getTime() + 3_600_000);
    const [row] = await staff.db.query(
      `INSERT INTO booking (session_type, booked_as, session_name, duration_minutes, date, time_slot, starts_at, ends_at, occupied, name, email,
                            phone, experience_level, total_price, status)
       VALUES ('tryandfly', 'slot', 'Try and Fly', 60, '2027-01-04', '10:30', $1, $2, tstzrange($1, $2, '[)'), $4, $3,
               $5, 'beginner', 12900, 'confirmed') RETURNING id`,
      [start, end, email, who.name, who.phone],
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
    expect(response.body).toEqual({
      email: null,
      note: null,
      bookings: [],
      courses: [],
      orders: [],
      vouchers: [],
      enquiries: [],
    });
  });

  it.each([
    ['no q at all', {}, 'Enter a search.'],
    ['a blank q', { q: '   ' }, LOOK_UP],
    ['neither an e-mail nor a reference', { q: 'Amelia' }, LOOK_UP],
    ['a reference of the wrong length', { q: 'ABCDEF1' }, LOOK_UP],
    ['two values', { q: ['a@example.com', 'b@example.com'] }, 'Each of search must be text.'],
  ])('refuses %s with 400 REQUEST.VALIDATION_FAILED and a sentence', async (_case, query, message) => {
    const response = await staff.admin.get('/api/admin/customers').query(query).expect(400);
    expect(response.body.code).toBe('REQUEST.VALIDATION_FAILED');
    expect(response.body.message).toContain(message);
  });

  describe('the customer list (GET /api/admin/customers/list)', () => {
    const list = async (query: Record<string, unknown> = {}) =>
      (await staff.admin.get('/api/admin/customers/list').query(query).expect(200)).body;

    it('lists each customer once, newest booking first, with their latest name and phone and how many bookings', async () => {
      await booking('amelia@example.com', 10, { name: 'Amelia Pilot', phone: '07700 900123' });
      await booking('bob@example.com', 12, { name: 'Bob Flyer', phone: '01395 222333' });
      await booking('AMELIA@example.com', 14, { name: 'Amelia P. Pilot', phone: '07700 900999' });
      const page = await list();
      expect(page).toMatchObject({ page: 1, pageSize: 25, total: 2 });
      expect(page.items).toEqual([
        {
          email: 'AMELIA@example.com',
          name: 'Amelia P. Pilot',
          phone: '07700 900999',
          bookings: 2,
          lastBookedAt: expect.any(String),
        },
        { email: 'bob@example.com', name: 'Bob Flyer', phone: '01395 222333', bookings: 1, lastBookedAt: expect.any(String) },
      ]);
      expect((await list({ pageSize: 1, page: 2 })).items.map((customer: { email: string }) => customer.email)).toEqual([
        'bob@example.com',
      ]);
    });

    it('finds a customer by part of their name, by their phone however it is spaced, and by a booking or order reference', async () => {
      const bobs = await booking('bob@example.com', 12, { name: 'Bob Flyer', phone: '01395 222333' });
      await booking('amelia@example.com', 10);
      const bought = await order('bob@example.com');
      const emails = async (q: string) => (await list({ q })).items.map((customer: { email: string }) => customer.email);
      expect(await emails('flyer')).toEqual(['bob@example.com']);
      expect(await emails('01395222333')).toEqual(['bob@example.com']);
      expect(await emails('222 333')).toEqual(['bob@example.com']);
      expect(await emails(bobs.slice(0, 8).toLowerCase())).toEqual(['bob@example.com']);
      expect(await emails(bought.slice(0, 8))).toEqual(['bob@example.com']);
      expect(await emails('nobody at all')).toEqual([]);
    });
  });

  describe("staff's note on a customer (PUT /api/admin/customers/note)", () => {
    it('keeps one note per e-mail (any letter case), shown with the history, edited and removed by a blank one', async () => {
      await booking('amelia@example.com', 10);
      const saved = await staff.admin
        .put('/api/admin/customers/note')
        .send({ email: 'Amelia@Example.com', note: '  Prefers afternoon sessions  ' })
        .expect(200);
      expect(saved.body).toEqual({ note: 'Prefers afternoon sessions', updatedAt: expect.any(String) });
      const found = await staff.admin.get('/api/admin/customers').query({ q: 'amelia@example.com' }).expect(200);
      expect(found.body.note).toEqual({ note: 'Prefers afternoon sessions', updatedAt: saved.body.updatedAt });

      await staff.admin
        .put('/api/admin/customers/note')
        .send({ email: 'amelia@example.com', note: 'Nervous: go gently' })
        .expect(200);
      const edited = await staff.admin.get('/api/admin/customers').query({ q: 'AMELIA@example.com' }).expect(200);
      expect(edited.body.note.note).toBe('Nervous: go gently');

      await staff.admin.put('/api/admin/customers/note').send({ email: 'amelia@example.com', note: '  ' }).expect(200);
      expect((await staff.admin.get('/api/admin/customers').query({ q: 'amelia@example.com' }).expect(200)).body.note).toBeNull();
    });

    it.each([
      ['no e-mail', { note: 'x' }, 'Enter an e-mail address.'],
      ['something else than an e-mail', { email: 'Amelia', note: 'x' }, 'A note is kept against a customer’s e-mail address.'],
      [
        'a note that is too long',
        { email: 'amelia@example.com', note: 'x'.repeat(2001) },
        'Keep a customer note to 2000 characters.',
      ],
    ])('refuses %s with a sentence', async (_case, body, message) => {
      const response = await staff.admin.put('/api/admin/customers/note').send(body).expect(400);
      expect(response.body.message).toContain(message);
      expect(await staff.db.query(`SELECT * FROM customer_note`)).toEqual([]);
    });
  });
});
