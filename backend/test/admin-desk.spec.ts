import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { BookingAttendanceService } from '../src/modules/booking/application/booking-attendance.service';
import { adminAgent, Agent, customerAgent } from './auth';
import { bookingEvents, bookingRow, confirmedBooking, distinctWeekdaysAhead, startBooking } from './booking-fixtures';
import { buyGiftCard } from './order-fixtures';
import { createTestApp } from './test-app';

/** The desk's actions on a booking (docs/product.md, Staff panel): check-in or no-show with undo, and resending the confirmation. */
describe('desk actions on a booking (PUT /api/admin/bookings/:id/attendance, POST …/resend-confirmation)', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  const DAY = distinctWeekdaysAhead(276, 6);
  const attendance = () => app.get(BookingAttendanceService);
  const sheetEntry = async (date: string, id: string) =>
    (await admin.get(`/api/admin/day-sheet?date=${date}`).expect(200)).body.bookings.find(
      (entry: { id: string }) => entry.id === id,
    );

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '1000000', REQUESTS_PER_IP_PER_MINUTE: '100000000' });
    admin = await adminAgent(app);
  });
  afterAll(() => app.close());

  it('checks a customer in on the day, shows it on the day sheet with the time, and undoes it', async () => {
    const { bookingId } = await confirmedBooking(app, { date: DAY[0], timeSlot: '13:30' });
    const morning = new Date(new Date((await bookingRow(app, bookingId)).starts_at as Date).getTime() - 3 * 3_600_000);

    const checkedIn = await attendance().record(bookingId, 'checked_in', morning);
    expect(checkedIn).toMatchObject({ attendance: 'checked_in', attendanceAt: morning });
    expect(await sheetEntry(DAY[0], bookingId)).toMatchObject({ attendance: 'checked_in', attendanceAt: morning.toISOString() });

    // Recording it again keeps the first time.
    await attendance().record(bookingId, 'checked_in', new Date(morning.getTime() + 60_000));
    expect((await bookingRow(app, bookingId)).attendance_at).toEqual(morning);

    const undone = await admin.put(`/api/admin/bookings/${bookingId}/attendance`).send({ attendance: null }).expect(200);
    expect(undone.body).toMatchObject({ id: bookingId, attendance: null, attendanceAt: null });
    expect(await sheetEntry(DAY[0], bookingId)).toMatchObject({ attendance: null, attendanceAt: null });
  });

  it('marks a no-show once the session started, not before', async () => {
    const { bookingId } = await confirmedBooking(app, { date: DAY[1], timeSlot: '10:30' });
    const startsAt = new Date((await bookingRow(app, bookingId)).starts_at as Date);
    await expect(attendance().record(bookingId, 'no_show', new Date(startsAt.getTime() - 60_000))).rejects.toMatchObject({
      code: 'BOOKING.ATTENDANCE_REFUSED',
      message: 'A booking can be marked as a no-show once its session has started.',
    });
    const late = new Date(startsAt.getTime() + 20 * 60_000);
    await attendance().record(bookingId, 'no_show', late);
    expect(await bookingRow(app, bookingId)).toMatchObject({ attendance: 'no_show', attendance_at: late });
  });

  it('refuses a check-in before the session day, for a booking not confirmed, and a value it does not know, with sentences', async () => {
    const { bookingId } = await confirmedBooking(app, { date: DAY[2], timeSlot: '15:00' });
    const early = await admin.put(`/api/admin/bookings/${bookingId}/attendance`).send({ attendance: 'checked_in' }).expect(409);
    expect(early.body).toMatchObject({
      code: 'BOOKING.ATTENDANCE_REFUSED',
      message: 'A customer can be checked in from the day of their session.',
    });
    const unknown = await admin.put(`/api/admin/bookings/${bookingId}/attendance`).send({ attendance: 'late' }).expect(400);
    expect(unknown.body.message).toContain('Say whether the customer checked in or did not come (or undo it).');
    await admin.put(`/api/admin/bookings/${bookingId}/attendance`).send({}).expect(400);

    const hold = await startBooking(app, { date: DAY[2], timeSlot: '10:30' });
    const held = await admin.put(`/api/admin/bookings/${hold.bookingId}/attendance`).send({ attendance: null }).expect(409);
    expect(held.body.message).toBe('This booking is held: only a confirmed booking is checked in or marked as a no-show.');
    await admin.put('/api/admin/bookings/00000000-0000-4000-8000-000000000000/attendance').send({ attendance: null }).expect(404);
    expect((await bookingRow(app, bookingId)).attendance).toBeNull();
  });

  it('only staff record attendance or resend a confirmation', async () => {
    const { bookingId } = await confirmedBooking(app, { date: DAY[3], timeSlot: '10:30' });
    await request(app.getHttpServer()).post(`/api/admin/bookings/${bookingId}/resend-confirmation`).expect(401);
    await (await customerAgent(app)).put(`/api/admin/bookings/${bookingId}/attendance`).send({ attendance: null }).expect(403);
    expect(await bookingEvents(app, bookingId)).toEqual(['booking.confirmed']);
  });

  it('resends the confirmation as a new event each time, and refuses a booking that is not confirmed', async () => {
    const { bookingId } = await confirmedBooking(app, { date: DAY[4], timeSlot: '12:00' });
    await admin.post(`/api/admin/bookings/${bookingId}/resend-confirmation`).expect(202);
    await admin.post(`/api/admin/bookings/${bookingId}/resend-confirmation`).expect(202);
    expect(await bookingEvents(app, bookingId)).toEqual([
      'booking.confirmed',
      'booking.confirmation-resent',
      'booking.confirmation-resent',
    ]);

    await admin.post(`/api/bookings/${bookingId}/cancel`).expect(200);
    const refused = await admin.post(`/api/admin/bookings/${bookingId}/resend-confirmation`).expect(409);
    expect(refused.body).toMatchObject({
      code: 'BOOKING.NOT_CONFIRMED',
      message: 'This booking is cancelled, so its confirmation cannot be sent again.',
    });
  });

  describe('phone bookings that fit the desk (POST /api/admin/bookings)', () => {
    const PHONE_DAY = distinctWeekdaysAhead(320, 4);
    const phoneBooking = (overrides: Record<string, unknown> = {}) => ({
      sessionType: 'try-and-fly',
      optionId: '60-minutes',
      date: PHONE_DAY[0],
      timeSlot: '10:30',
      name: 'Desk Customer',
      email: 'desk.customer@example.com',
      phone: '01395 654321',
      experienceLevel: 'beginner',
      paymentMethod: 'cash_on_arrival',
      ageRulesConfirmed: true,
      ...overrides,
    });

    it('books a gift voucher that covers everything with no card reference, whatever case and spaces the code was typed in', async () => {
      const code = await buyGiftCard(app, 'Try and Fly Gift Card', 12900, ['try-and-fly', '60-minutes']);
      const typed = code.toLowerCase().replace(/-/g, ' ');
      const created = await admin
        .post('/api/admin/bookings')
        .send(phoneBooking({ paymentMethod: 'voucher', voucherCode: typed }))
        .expect(201);
      expect(created.body).toMatchObject({ totalPrice: 0, voucherPence: 12900, paymentMethod: 'voucher' });
      expect(await bookingRow(app, created.body.id)).toMatchObject({ terminal_reference: null, payment_method: 'voucher' });
    });

    it('records a staff price with its reason and shows it on the day sheet; the customer pays that price', async () => {
      const created = await admin
        .post('/api/admin/bookings')
        .send(phoneBooking({ date: PHONE_DAY[1], staffPricePence: 9900, priceReason: '  Returning customer  ' }))
        .expect(201);
      expect(created.body).toMatchObject({ totalPrice: 9900, discountPence: 3000, priceReason: 'Returning customer' });
      expect(await sheetEntry(PHONE_DAY[1], created.body.id)).toMatchObject({
        totalPrice: 9900,
        discountPence: 3000,
        priceReason: 'Returning customer',
      });
    });

    it.each([
      [
        'a staff price without its reason',
        { staffPricePence: 9900 },
        'Give the reason for the staff price; it is recorded on the booking.',
      ],
      [
        'a staff price above the catalogue',
        { staffPricePence: 20000, priceReason: 'Extra' },
        'A staff price can only lower the price: this session costs £129.00.',
      ],
      [
        'a staff price in pounds',
        { staffPricePence: 99.5, priceReason: 'Friend' },
        'The staff price must be a whole number of pence.',
      ],
      [
        'a staff price with a gift voucher',
        { staffPricePence: 5000, priceReason: 'Friend', paymentMethod: 'voucher', voucherCode: 'SKY-AAAA-BBBB-CCCC' },
        'A staff price is for a session paid by card or cash, not with a gift voucher or complimentary.',
      ],
    ])('refuses %s with a sentence and books nothing', async (_case, overrides, message) => {
      const response = await admin
        .post('/api/admin/bookings')
        .send(phoneBooking({ date: PHONE_DAY[2], ...overrides }))
        .expect(400);
      expect(response.body.message).toContain(message);
      const sheet = await admin.get(`/api/admin/day-sheet?date=${PHONE_DAY[2]}`).expect(200);
      expect(sheet.body.bookings).toEqual([]);
    });
  });
});
