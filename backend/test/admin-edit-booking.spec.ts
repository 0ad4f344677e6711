import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BookingMailComposer } from '../src/modules/booking/application/booking-mail.composer';
import { adminAgent, Agent, customerAgent } from './auth';
import { bookingEvents, bookingRow, clearBookings, confirmedBooking, distinctWeekdaysAhead } from './booking-fixtures';
import { createTestApp } from './test-app';
import { composeRow } from './compose-row';

/** Staff edit a booking (docs/product.md, Staff panel: BOOKINGS): details, who flies, and the option with its price difference. */
describe('staff edit a booking (PATCH /api/admin/bookings/:id, POST …/option-price)', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  const DAY = distinctWeekdaysAhead(170, 8);

  /** A Try and Fly (60 minutes, £129.00) booked by phone and paid on the card terminal. */
  const phoneBooking = async (date: string, overrides: Record<string, unknown> = {}): Promise<string> => {
    const created = await admin
      .post('/api/admin/bookings')
      .send({
        sessionType: 'try-and-fly',
        optionId: '60-minutes',
        date,
        timeSlot: '10:30',
        name: 'Phone Customer',
        email: 'edit.customer@example.com',
        phone: '01395 123456',
        experienceLevel: 'beginner',
        paymentMethod: 'card_by_phone',
        terminalReference: 'TERM-00077',
        ageRulesConfirmed: true,
        ...overrides,
      })
      .expect(201);
    return created.body.id as string;
  };
  const edit = (id: string, body: Record<string, unknown>) => admin.patch(`/api/admin/bookings/${id}`).send(body);
  const optionChangedMails = async (id: string) => {
    const [event] = await app
      .get(DataSource)
      .query(`SELECT id, payload FROM outbox WHERE type = 'booking.option-changed' AND payload->>'bookingId' = $1`, [id]);
    return composeRow(app, BookingMailComposer, { id: event.id, type: 'booking.option-changed', payload: event.payload });
  };

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '1000000', REQUESTS_PER_IP_PER_MINUTE: '100000000' });
    admin = await adminAgent(app);
    // The suites share one database: another file's bookings on these days would take the slots booked here.
    await clearBookings(app);
  });
  afterAll(() => app.close());

  it('changes the name, phone, notes and who is flying, without an e-mail or any money change', async () => {
    const id = await phoneBooking(DAY[0]);
    const edited = await edit(id, {
      name: '  Alex Example ',
      phone: '07700 900123',
      notes: 'Bringing a camera',
      participantName: 'Sam Example',
    }).expect(200);
    expect(edited.body).toMatchObject({
      id,
      name: 'Alex Example',
      phone: '07700 900123',
      notes: 'Bringing a camera',
      participantName: 'Sam Example',
      totalPrice: 12900,
      amountDuePence: 0,
    });
    expect(await bookingRow(app, id)).toMatchObject({ name: 'Alex Example', participant_name: 'Sam Example', amount_due_pence: 0 });
    // An empty participant means the booker flies; fields left out stay.
    await edit(id, { participantName: '', notes: null }).expect(200);
    expect(await bookingRow(app, id)).toMatchObject({ name: 'Alex Example', participant_name: null, notes: null });
    expect(await bookingEvents(app, id)).toEqual(['booking.confirmed']);
  });

  it('a dearer option: shows the difference first, then records it as owed, lengthens the session and e-mails the customer', async () => {
    const id = await phoneBooking(DAY[1]);
    const option = { experienceId: 'intro-to-the-airbus', optionId: '120-minutes' };
    const preview = await admin.post(`/api/admin/bookings/${id}/option-price`).send(option).expect(200);
    expect(preview.body).toEqual({ differencePence: 12000, totalPrice: 24900, amountDuePence: 12000, refundPence: null });
    expect(await bookingRow(app, id)).toMatchObject({ total_price: 12900, amount_due_pence: 0 });

    const edited = await edit(id, { option }).expect(200);
    expect(edited.body).toMatchObject({ sessionName: 'Intro to the Airbus – 120 minutes', durationMinutes: 120, totalPrice: 24900, amountDuePence: 12000 });
    const row = await bookingRow(app, id);
    expect(new Date(row.ends_at as Date).getTime() - new Date(row.starts_at as Date).getTime()).toBe(120 * 60_000);
    expect(await bookingEvents(app, id)).toEqual(['booking.confirmed', 'booking.option-changed']);
    const [mail] = await optionChangedMails(id);
    expect(mail).toMatchObject({ to: 'edit.customer@example.com', subject: expect.stringContaining('Booking changed: Intro to the Airbus') });
    expect(mail.text).toContain('has been changed from Try and Fly to Intro to the Airbus – 120 minutes');
    expect(mail.text).toContain('costs £120.00 more');
    expect(mail.text).toContain('Total paid: £129.00\nStill to pay: £120.00');
    // The day sheet shows what to take.
    const sheet = await admin.get(`/api/admin/day-sheet?date=${DAY[1]}`).expect(200);
    expect(sheet.body.bookings.find((entry: { id: string }) => entry.id === id)).toMatchObject({ amountDuePence: 12000 });
    // A second change waits until the difference is settled.
    const again = await edit(id, { option: { experienceId: 'try-and-fly', optionId: '60-minutes' } }).expect(409);
    expect(again.body.code).toBe('BOOKING.OPTION_CHANGE_NOT_POSSIBLE');
    // The desk takes it: nothing left to take (again: no change), and the booking can change once more.
    const taken = await admin.post(`/api/admin/bookings/${id}/amount-due/taken`).expect(200);
    expect(taken.body).toMatchObject({ amountDuePence: 0, totalPrice: 24900 });
    await admin.post(`/api/admin/bookings/${id}/amount-due/taken`).expect(200);
    expect(await bookingRow(app, id)).toMatchObject({ amount_due_pence: 0, total_price: 24900 });
    await edit(id, { option: { experienceId: 'try-and-fly', optionId: '60-minutes' } }).expect(200);
    expect(await bookingRow(app, id)).toMatchObject({ total_price: 12900, refund_pence: 12000, amount_due_pence: 0 });
  });

  it('a cheaper option: the difference is a refund for staff to give, marked refunded in the usual way', async () => {
    const id = await phoneBooking(DAY[2]);
    const edited = await edit(id, { option: { experienceId: 'discovery-flight', optionId: '30-minutes' } }).expect(200);
    expect(edited.body).toMatchObject({ totalPrice: 8900, amountDuePence: 0, refundPence: 4000, refundedAt: null, status: 'confirmed' });
    const [mail] = await optionChangedMails(id);
    expect(mail.text).toContain('costs £40.00 less; we will refund the difference to you.');
    const refunded = await admin.post(`/api/bookings/${id}/refunded`).expect(200);
    expect(refunded.body).toMatchObject({ refundPence: 4000, status: 'confirmed' });
    expect((await bookingRow(app, id)).refunded_at).not.toBeNull();
  });

  it('an option at the same price changes the booking and tells the customer, with no money to move', async () => {
    const id = await phoneBooking(DAY[3], { sessionType: 'aspiring-pilot', optionId: '60-minutes' });
    const edited = await edit(id, { option: { experienceId: 'full-experience', optionId: '60-minutes' } }).expect(200);
    expect(edited.body).toMatchObject({ sessionName: 'Full Experience', totalPrice: 14900, amountDuePence: 0, refundPence: null });
    const [mail] = await optionChangedMails(id);
    expect(mail.text).toContain('The price is the same.');
  });

  it('refuses a cancelled booking, an online-paid option change, another calendar and bad fields, with sentences', async () => {
    const cancelledId = await phoneBooking(DAY[4]);
    await admin.post(`/api/bookings/${cancelledId}/cancel`).send({}).expect(200);
    const cancelled = await edit(cancelledId, { name: 'Someone Else' }).expect(409);
    expect(cancelled.body).toMatchObject({ code: 'BOOKING.NOT_CONFIRMED', message: 'This booking is cancelled, so it cannot be changed.' });
    expect(await bookingRow(app, cancelledId)).toMatchObject({ name: 'Phone Customer' });

    const online = await confirmedBooking(app, { date: DAY[5], timeSlot: '13:30' });
    const paidOnline = await edit(online.bookingId, { option: { experienceId: 'discovery-flight', optionId: '30-minutes' } }).expect(409);
    expect(paidOnline.body.code).toBe('BOOKING.OPTION_CHANGE_NOT_POSSIBLE');

    const id = await phoneBooking(DAY[6]);
    const coaching = await edit(id, { option: { experienceId: 'home-sim-coaching', optionId: 'starter-session' } }).expect(400);
    expect(coaching.body.code).toBe('BOOKING.OPTION_NOT_ALLOWED');
    const blank = await edit(id, { name: '   ' }).expect(400);
    expect(blank.body.message).toContain('Please enter the customer’s name.');
    const phone = await edit(id, { phone: 'call me' }).expect(400);
    expect(phone.body.message).toContain('Please enter a phone number of digits (spaces, brackets and dashes are fine).');
    expect(await bookingEvents(app, id)).toEqual(['booking.confirmed']);
    await request(app.getHttpServer()).patch(`/api/admin/bookings/${id}`).send({ name: 'X' }).expect(401);
    await (await customerAgent(app)).patch(`/api/admin/bookings/${id}`).send({ name: 'X' }).expect(403);
  });
});
