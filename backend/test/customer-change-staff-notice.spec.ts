import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BookingMailComposer } from '../src/modules/booking/application/booking-mail.composer';
import { ManageLinks } from '../src/modules/booking/application/manage-links';
import { addDays } from '../src/modules/booking/domain/calendar';
import { AppConfig } from '../src/shared/config/app-config';
import { formatDay } from '../src/shared/format-date';
import { adminAgent } from './auth';
import { bookingRow, clearBookings, confirmedBooking, weekdayAhead } from './booking-fixtures';
import { createTestApp } from './test-app';
import { composeRow } from './compose-row';

/** docs/product.md, Managing a booking: a customer's own cancellation or move through the manage link is e-mailed to staff. */
describe('staff are told what customers change themselves', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const date = weekdayAhead(41);

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000' });
  });
  beforeEach(() => clearBookings(app));
  afterAll(() => app.close());

  async function confirmedWithToken() {
    const started = await confirmedBooking(app, { date });
    const row = await bookingRow(app, started.bookingId);
    return { ...started, token: app.get(ManageLinks).tokenFor({ id: started.bookingId, startsAt: row.starts_at as Date }) };
  }

  /** The e-mails the worker would send for the booking's last event of `type`, as the composer writes them. */
  async function mailsFor(bookingId: string, type: string) {
    const [event] = await app
      .get(DataSource)
      .query(`SELECT id, payload FROM outbox WHERE type = $1 AND payload->>'bookingId' = $2 ORDER BY created_at DESC LIMIT 1`, [type, bookingId]);
    return { payload: event.payload, mails: await composeRow(app, BookingMailComposer, { id: event.id, type, payload: event.payload }) };
  }
  const staffEmail = () => app.get(AppConfig).STAFF_EMAIL;

  it('a cancellation through the manage link sends staff a notice naming the customer, the session and the refund', async () => {
    const booked = await confirmedWithToken();
    await http().post(`/api/manage-booking/${booked.token}/cancel`).expect(200);
    const { payload, mails } = await mailsFor(booked.bookingId, 'booking.cancelled');
    expect(payload).toMatchObject({ by: 'customer', refundPence: 12900 });
    const notice = mails.find((mail) => mail.to === staffEmail());
    expect(notice).toMatchObject({
      key: `booking:${booked.bookingId}:customer-cancelled:staff-notice`,
      subject: expect.stringMatching(new RegExp(`^Cancelled by the customer: .* on ${formatDay(date)} at 10:30 \\(`)),
    });
    expect(notice?.text).toContain('The slot is free again.');
    expect(notice?.text).toContain('Refund: £129.00');
  });

  it('a move through the manage link sends staff a notice with the old and the new time', async () => {
    const booked = await confirmedWithToken();
    const newDate = addDays(date, 1);
    await http().post(`/api/manage-booking/${booked.token}/reschedule`).send({ date: newDate, timeSlot: '13:30' }).expect(200);
    const { payload, mails } = await mailsFor(booked.bookingId, 'booking.rescheduled');
    expect(payload).toMatchObject({ by: 'customer' });
    const notice = mails.find((mail) => mail.to === staffEmail());
    expect(notice?.subject).toMatch(new RegExp(`^Moved by the customer: .* now on ${formatDay(newDate)} at 13:30 \\(`));
    expect(notice?.text).toMatch(/ from \w+day \d+ \w+ \d{4} at 10:30 to /);
  });

  it('a cancellation or move staff make themselves sends staff nothing', async () => {
    const booked = await confirmedWithToken();
    const admin = await adminAgent(app);
    await admin.post(`/api/bookings/${booked.bookingId}/reschedule`).send({ date: addDays(date, 2), timeSlot: '12:00' }).expect(200);
    const moved = await mailsFor(booked.bookingId, 'booking.rescheduled');
    expect(moved.payload).toMatchObject({ by: 'staff' });
    expect(moved.mails.map((mail) => mail.to)).not.toContain(staffEmail());
    await admin.post(`/api/bookings/${booked.bookingId}/cancel`).send({}).expect(200);
    const cancelled = await mailsFor(booked.bookingId, 'booking.cancelled');
    expect(cancelled.payload).toMatchObject({ by: 'staff' });
    expect(cancelled.mails.map((mail) => mail.to)).not.toContain(staffEmail());
  });
});
