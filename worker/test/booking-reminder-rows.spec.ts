import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bookingRow, confirmedBooking, weekdayAhead } from '../../backend/test/booking-fixtures';
import { createTestApp } from '../../backend/test/test-app';
import { BookingMailComposer } from '../../backend/src/modules/booking/application/booking-mail.composer';
import {
  BookingRemindersService,
  REMINDER_REQUEUE_MS,
} from '../../backend/src/modules/booking/application/booking-reminders.service';
import { ManageLinks } from '../../backend/src/modules/booking/application/manage-links';
import { BOOKING_REMINDER, reminderTime } from '../../backend/src/modules/booking/domain/reminder';
import { databaseFromTemplate } from '../../backend/test/test-databases';
import { composeRow } from '../../backend/test/compose-row';

const SECOND = 1000;

/**
 * A booking's day-before reminder is a row the booking module writes in the transaction that confirms, moves or
 * cancels it; the sweep claims what is due and writes its event to the outbox, and again after REMINDER_REQUEUE_MS
 * until the mailer took it. No worker runs here: the outbox rows are read as the sweep left them, and the mailer's
 * part is the booking mail composer called as the e-mail processor calls it.
 */
describe('reminder rows on the booking', () => {
  // Its own database: no other suite's sweep or relay touches these rows.
  const databaseUrl = `${process.env.DATABASE_URL}_reminder_rows`;
  let api: NestExpressApplication;
  let reminders: BookingRemindersService;

  beforeAll(async () => {
    await databaseFromTemplate(databaseUrl);
    api = await createTestApp({ DATABASE_URL: databaseUrl, BOOKING_HOLDS_PER_IP: '100000' });
    await api.get(DataSource).query(`TRUNCATE booking, fear_of_flying_booking, outbox CASCADE`);
    reminders = api.get(BookingRemindersService);
  });
  afterAll(() => api.close());

  async function booked(date: string, timeSlot: string) {
    const { bookingId } = await confirmedBooking(api, {
      date,
      timeSlot,
      email: `rows+${date}-${timeSlot.replace(':', '')}@example.com`,
    });
    const startsAt = (await bookingRow(api, bookingId)).starts_at as Date;
    return { bookingId, startsAt, token: api.get(ManageLinks).tokenFor({ id: bookingId, startsAt }) };
  }
  async function reminderEvents(bookingId: string): Promise<Record<string, string>[]> {
    const rows: { payload: Record<string, string> }[] = await api
      .get(DataSource)
      .query(`SELECT payload FROM outbox WHERE type = $1 AND payload->>'bookingId' = $2 ORDER BY created_at`, [
        BOOKING_REMINDER.type,
        bookingId,
      ]);
    return rows.map((row) => row.payload);
  }

  it('is due the day before at the same London time once confirmed, queued when due, again until the mailer takes it', async () => {
    const booking = await booked(weekdayAhead(40), '12:00');
    const dueAt = reminderTime(booking.startsAt, new Date(0)) as Date;
    expect(await bookingRow(api, booking.bookingId)).toMatchObject({ reminder_due_at: dueAt, reminder_sent_at: null });

    await reminders.sendDue(new Date(dueAt.getTime() - SECOND));
    expect(await reminderEvents(booking.bookingId)).toEqual([]);

    const queuedAt = new Date(dueAt.getTime() + SECOND);
    await expect(reminders.sendDue(queuedAt)).resolves.toBe(1);
    expect(await bookingRow(api, booking.bookingId)).toMatchObject({ reminder_queued_at: queuedAt, reminder_sent_at: null });
    // A second sweep soon after (another worker, a retried run) queues nothing more.
    await expect(reminders.sendDue(new Date(queuedAt.getTime() + SECOND))).resolves.toBe(0);
    // Not taken by the mailer (its job lost with Redis's data): queued again.
    const requeuedAt = new Date(queuedAt.getTime() + REMINDER_REQUEUE_MS);
    await expect(reminders.sendDue(requeuedAt)).resolves.toBe(1);
    const [event, again] = await reminderEvents(booking.bookingId);
    expect(event).toEqual({ bookingId: booking.bookingId, startsAt: booking.startsAt.toISOString() });
    expect(again).toEqual(event);

    const [mail] = await composeRow(api, BookingMailComposer, { id: 'reminder', type: BOOKING_REMINDER.type, payload: event });
    expect(mail.key).toBe(`booking:${booking.bookingId}:reminder:${booking.startsAt.getTime()}`);
    expect((await bookingRow(api, booking.bookingId)).reminder_sent_at).toBeInstanceOf(Date);
    await expect(reminders.sendDue(new Date(requeuedAt.getTime() + 2 * REMINDER_REQUEUE_MS))).resolves.toBe(0);
  });

  it('moves with a rescheduled booking (due again after it was sent) and is cleared when the booking is cancelled', async () => {
    const date = weekdayAhead(45);
    const booking = await booked(date, '10:30');
    const firstDue = reminderTime(booking.startsAt, new Date(0)) as Date;
    await expect(reminders.sendDue(new Date(firstDue.getTime() + SECOND))).resolves.toBe(1);
    const [firstEvent] = await reminderEvents(booking.bookingId);
    await composeRow(api, BookingMailComposer, { id: 'first', type: BOOKING_REMINDER.type, payload: firstEvent });

    await request(api.getHttpServer())
      .post(`/api/manage-booking/${booking.token}/reschedule`)
      .send({ date, timeSlot: '15:00' })
      .expect(200);
    const moved = await bookingRow(api, booking.bookingId);
    const movedDue = reminderTime(moved.starts_at as Date, new Date(0)) as Date;
    expect(movedDue.getTime() - firstDue.getTime()).toBe(4.5 * 3600 * SECOND);
    expect(moved).toMatchObject({ reminder_due_at: movedDue, reminder_queued_at: null, reminder_sent_at: null });
    await expect(reminders.sendDue(new Date(movedDue.getTime() + SECOND))).resolves.toBe(1);
    expect((await reminderEvents(booking.bookingId)).map((event) => event.startsAt)).toEqual([
      booking.startsAt.toISOString(),
      (moved.starts_at as Date).toISOString(),
    ]);

    const other = await booked(weekdayAhead(50), '13:30');
    await request(api.getHttpServer()).post(`/api/manage-booking/${other.token}/cancel`).expect(200);
    expect(await bookingRow(api, other.bookingId)).toMatchObject({ status: 'cancelled', reminder_due_at: null });
    const otherDue = reminderTime(other.startsAt, new Date(0)) as Date;
    await expect(reminders.sendDue(new Date(otherDue.getTime() + SECOND))).resolves.toBe(0);
    expect(await reminderEvents(other.bookingId)).toEqual([]);
  });

  it('sends nothing for a session that has already started (a sweep that missed it by days)', async () => {
    const booking = await booked(weekdayAhead(55), '13:30');
    await expect(reminders.sendDue(new Date(booking.startsAt.getTime() + SECOND))).resolves.toBe(0);
    expect(await bookingRow(api, booking.bookingId)).toMatchObject({ reminder_sent_at: null });
  });
});
