import { addDays, londonDateOf, londonWeekOf } from '../src/modules/booking/domain/calendar';
import { type BookingMoneyRow, insertBookingRow } from './booking-fixtures';
import { DELIVERY } from './order-fixtures';
import { staffAppForSuite } from './staff-app-for-suite';

/** GET /api/admin/overview: each figure proven with rows that count and rows that must not. */
describe('staff overview strip (GET /api/admin/overview)', () => {
  let slot = 0;

  const staff = staffAppForSuite('booking', 'fear_of_flying_booking', 'shop_order', 'contact_message');

  const booking = (fields: BookingMoneyRow) => insertBookingRow(staff.db, fields);
  const order = (fields: {
    totalPence: number;
    paidAt: Date | null;
    isTest?: boolean;
    delivery?: object | null;
    dispatchedAt?: Date | null;
  }) =>
    staff.db.query(
      `INSERT INTO shop_order (email, status, total_pence, payment_intent_id, is_test, paid_at, delivery, dispatched_at)
       VALUES ('buyer@example.com', $1, $2, $3, $4, $5, $6, $7)`,
      [
        fields.paidAt ? 'paid' : 'pending',
        fields.totalPence,
        fields.paidAt ? `pi_${++slot}` : null,
        fields.isTest ?? false,
        fields.paidAt,
        fields.delivery ?? null,
        fields.dispatchedAt ?? null,
      ],
    );
  const course = (fields: { amountPence: number; paidAt: Date; isTest?: boolean }) =>
    staff.db.query(
      `INSERT INTO fear_of_flying_booking (name, email, phone, amount_pence, status, is_test, paid_at, payment_intent_id)
       VALUES ('Nervous Flyer', 'flyer@example.com', '07700 900456', $1, 'booked', $2, $3, $4)`,
      [fields.amountPence, fields.isTest ?? false, fields.paidAt, `pi_${++slot}`],
    );
  const enquiry = (status: string) =>
    staff.db.query(
      `INSERT INTO contact_message (name, email, phone, enquiry_type, message, status) VALUES ('Asker', 'ask@example.com', '07700 900789', 'general', 'Hello?', $1)`,
      [status],
    );

  it('answers all zeros with nothing recorded, and the Monday the week starts on', async () => {
    const response = await staff.admin.get('/api/admin/overview').expect(200);
    expect(response.body).toEqual({
      bookingsToday: 0,
      testBookingsToday: 0,
      takingsThisWeekPence: 0,
      testTakingsThisWeekPence: 0,
      weekStartsAt: londonWeekOf(new Date()).from.toISOString(),
      openEnquiries: 0,
      ordersToDispatch: 0,
    });
  });

  it("counts today's real bookings, this week's money received, open enquiries and orders to dispatch — and nothing else", async () => {
    const now = new Date();
    const today = londonDateOf(now);
    const lastWeek = new Date(londonWeekOf(now).from.getTime() - 60_000);

    // Today's bookings: the day sheet's confirmed ones, the test payment among them (named); a cancelled one and tomorrow's are not.
    await booking({ date: today, totalPrice: 12_900, confirmedAt: now }); // + £129.00 by card online
    await booking({ date: today, totalPrice: 8_000, confirmedAt: now, paymentMethod: 'card_by_phone' }); // + £80.00 by phone
    await booking({ date: today, totalPrice: 50_000, confirmedAt: now, isTest: true }); // test: counted and named, its money apart
    await booking({ date: today, totalPrice: 0, status: 'cancelled', confirmedAt: null });
    await booking({ date: addDays(today, 1), totalPrice: 6_000, confirmedAt: now, paymentMethod: 'cash_on_arrival' }); // cash not yet received
    await booking({ date: addDays(today, 2), totalPrice: 0, confirmedAt: now, paymentMethod: 'voucher' });
    await booking({ date: addDays(today, 3), totalPrice: 30_000, confirmedAt: lastWeek }); // last week's money

    await order({ totalPence: 2_245, paidAt: now, delivery: DELIVERY }); // + £22.45, a mug to post
    await order({ totalPence: 12_900, paidAt: now, delivery: null }); // + £129.00, a gift card (counted when sold)
    await order({ totalPence: 1_850, paidAt: now, delivery: DELIVERY, dispatchedAt: now }); // + £18.50, posted already
    await order({ totalPence: 99_999, paidAt: now, isTest: true }); // a test payment: not counted
    await order({ totalPence: 4_000, paidAt: lastWeek, delivery: DELIVERY }); // last week: to dispatch, no takings this week
    await order({ totalPence: 7_700, paidAt: null }); // never paid

    await course({ amountPence: 19_500, paidAt: now }); // + £195.00
    await course({ amountPence: 19_500, paidAt: now, isTest: true });

    await enquiry('new');
    await enquiry('replied');
    await enquiry('closed');

    const response = await staff.admin.get('/api/admin/overview').expect(200);
    expect(response.body).toMatchObject({
      bookingsToday: 3,
      testBookingsToday: 1,
      takingsThisWeekPence: 12_900 + 8_000 + 2_245 + 12_900 + 1_850 + 19_500,
      testTakingsThisWeekPence: 50_000 + 19_500,
      openEnquiries: 2,
      ordersToDispatch: 2, // today's mug and last week's parcel
    });
  });
});
