import { londonInstant } from '../src/modules/booking/domain/calendar';
import { staffAppForSuite } from './staff-app-for-suite';

/** GET /api/admin/bookings?from=&to=&page=&pageSize=&q=: bookings of any date range, paginated and searchable. */
describe('staff bookings over a date range (GET /api/admin/bookings)', () => {
  const staff = staffAppForSuite('booking');

  const booking = async (date: string, time: string, name: string, status = 'confirmed'): Promise<string> => {
    const start = londonInstant(date, time);
    const end = new Date(start.getTime() + 3_600_000);
    const [row] = await staff.db.query(
      `INSERT INTO booking (session_type, booked_as, session_name, duration_minutes, date, time_slot, starts_at, ends_at, occupied, name, email,
                            phone, experience_level, total_price, status)
       VALUES ('tryandfly', 'slot', 'Try and Fly', 60, $1, $2, $3, $4, tstzrange($3, $4, '[)'), $5, $6, '07700 900123', 'beginner', 12900, $7)
       RETURNING id`,
      [date, time, start, end, name, `${name.split(' ')[0].toLowerCase()}@example.com`, status],
    );
    return row.id;
  };
  const find = (query: Record<string, unknown>) =>
    staff.admin.get('/api/admin/bookings').query({ from: '2027-03-01', to: '2027-03-31', ...query });
  const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

  it('pages through the range by date then slot, leaving out days outside it and holds that never became bookings', async () => {
    const late = await booking('2027-03-20', '10:30', 'Amelia Late');
    const early = await booking('2027-03-02', '15:00', 'Bessie Early');
    const morning = await booking('2027-03-02', '10:30', 'Charles Morning');
    const cancelled = await booking('2027-03-25', '12:00', 'Dora Cancelled', 'cancelled');
    await booking('2027-04-01', '10:30', 'Out of range');
    await booking('2027-03-10', '10:30', 'Never paid', 'expired');

    const first = await find({ pageSize: 2 }).expect(200);
    expect(first.body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(ids(first.body)).toEqual([morning, early]);
    const second = await find({ pageSize: 2, page: 2 }).expect(200);
    expect(ids(second.body)).toEqual([late, cancelled]);
    expect(second.body.items[1]).toMatchObject({
      status: 'cancelled',
      reference: cancelled.slice(0, 8).toUpperCase(),
      payment: 'Paid',
    });
  });

  it('searches name, e-mail, phone, experience and reference within the range', async () => {
    const amelia = await booking('2027-03-20', '10:30', 'Amelia Pilot');
    await booking('2027-03-21', '10:30', 'Bessie Coleman');
    await booking('2027-04-20', '10:30', 'Amelia Outside');

    for (const q of ['amelia', 'AMELIA@EXAMPLE', amelia.slice(0, 8).toLowerCase()]) {
      const found = await find({ q }).expect(200);
      expect({ q, ids: ids(found.body), total: found.body.total }).toEqual({ q, ids: [amelia], total: 1 });
    }
    expect((await find({ q: 'try and fly' }).expect(200)).body.total).toBe(2);
    expect((await find({ q: '900123' }).expect(200)).body.total).toBe(2);
  });

  it.each([
    ['no range', { from: undefined, to: undefined }, 'REQUEST.VALIDATION_FAILED'],
    ['a date that does not exist', { from: '2027-02-30' }, 'BOOKING.INVALID_DATE_RANGE'],
    ['a range that ends before it starts', { from: '2027-03-31', to: '2027-03-01' }, 'BOOKING.INVALID_DATE_RANGE'],
    ['a range over a year', { from: '2027-01-01', to: '2028-01-02' }, 'BOOKING.INVALID_DATE_RANGE'],
    ['a page size of 0', { pageSize: 0 }, 'REQUEST.VALIDATION_FAILED'],
    ['a page that is not a number', { page: '1; DROP TABLE booking' }, 'REQUEST.VALIDATION_FAILED'],
  ])('refuses %s with 400 %s', async (_case, query, code) => {
    const response = await find(query).expect(400);
    expect(response.body.code).toBe(code);
  });
});
