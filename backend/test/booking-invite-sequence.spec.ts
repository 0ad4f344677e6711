import type { NestExpressApplication } from '@nestjs/platform-express';
import ICAL from 'ical.js';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BookingMailComposer } from '../src/modules/booking/application/booking-mail.composer';
import { ManageLinks } from '../src/modules/booking/application/manage-links';
import type { OutgoingMail } from '../src/shared/mail/outgoing-mail';
import { bookingRow, confirmedBooking, weekdayAhead } from './booking-fixtures';
import { createTestApp } from './test-app';
import { composeRow } from './compose-row';

/** What a calendar reads from an invite: the method, and the event's UID, SEQUENCE and STATUS (parsed, not matched as text). */
function readInvite(mail: OutgoingMail) {
  const [attachment] = mail.attachments ?? [];
  const calendar = new ICAL.Component(ICAL.parse(String(attachment.content)));
  const event = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
  return {
    contentType: attachment.contentType,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
    organizer: event.getFirstPropertyValue('organizer'),
    alarms: event.getAllSubcomponents('valarm').length,
  };
}

/**
 * docs/product.md, E-mails: a moved booking's invite keeps its UID with a higher SEQUENCE, so calendars move the
 * event; the cancellation carries METHOD:CANCEL with the same UID and a higher SEQUENCE still, so they remove it.
 */
describe('calendar invites that follow the booking', () => {
  let app: NestExpressApplication;
  // A day no other file books (races and waitlist take weekdays from 100 ahead, instructors from 141 and 180, and a
  // file run before this one in the same database would hold its 12:00).
  const day = weekdayAhead(197);

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000' });
  });
  afterAll(() => app.close());

  /** The e-mail the worker would send for the booking's latest event of that type. */
  async function mailFor(type: string, bookingId: string): Promise<OutgoingMail> {
    const [{ id, payload }]: { id: string; payload: Record<string, string> }[] = await app
      .get(DataSource)
      .query(`SELECT id, payload FROM outbox WHERE type = $1 AND payload->>'bookingId' = $2 ORDER BY created_at DESC LIMIT 1`, [type, bookingId]);
    const [mail] = await composeRow(app, BookingMailComposer, { id, type, payload });
    return mail;
  }

  it('moves keep the UID with a higher SEQUENCE; a cancellation is METHOD:CANCEL, STATUS:CANCELLED, higher again', async () => {
    const { bookingId } = await confirmedBooking(app, { date: day, timeSlot: '10:30', email: 'invites@example.com' });
    const startsAt = (await bookingRow(app, bookingId)).starts_at as Date;
    const token = app.get(ManageLinks).tokenFor({ id: bookingId, startsAt });
    const first = readInvite(await mailFor('booking.confirmed', bookingId));
    expect(first).toMatchObject({ method: 'PUBLISH', sequence: 0, status: 'CONFIRMED', alarms: 1 });
    expect(first.uid).toBe(`booking-${bookingId}@localhost`);

    const http = () => request(app.getHttpServer());
    await http().post(`/api/manage-booking/${token}/reschedule`).send({ date: day, timeSlot: '15:00' }).expect(200);
    const moved = readInvite(await mailFor('booking.rescheduled', bookingId));
    expect(moved).toMatchObject({ method: 'PUBLISH', uid: first.uid, sequence: 1, status: 'CONFIRMED' });
    expect(moved.start).toBe(`${day}T15:00:00`);

    await http().post(`/api/manage-booking/${token}/reschedule`).send({ date: day, timeSlot: '18:00' }).expect(200);
    expect(readInvite(await mailFor('booking.rescheduled', bookingId))).toMatchObject({ uid: first.uid, sequence: 2 });

    await http().post(`/api/manage-booking/${token}/cancel`).expect(200);
    const cancelled = readInvite(await mailFor('booking.cancelled', bookingId));
    expect(cancelled).toMatchObject({
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      method: 'CANCEL',
      uid: first.uid,
      sequence: 3,
      status: 'CANCELLED',
      alarms: 0,
    });
    expect(cancelled.start).toBe(`${day}T18:00:00`);
    expect(cancelled.organizer).toMatch(/^mailto:/);
  });

  it('a staff edit that changes the session (not only a move) raises the SEQUENCE too; other writes leave it', async () => {
    const { bookingId } = await confirmedBooking(app, { date: day, timeSlot: '12:00', email: 'invites-2@example.com' });
    const db = app.get(DataSource);
    await db.query(`UPDATE booking SET notes = 'Window seat', phone = '07700 900999' WHERE id = $1`, [bookingId]);
    expect((await bookingRow(app, bookingId)).invite_sequence).toBe(0);
    await db.query(`UPDATE booking SET session_name = 'Intro to the Airbus' WHERE id = $1`, [bookingId]);
    expect((await bookingRow(app, bookingId)).invite_sequence).toBe(1);
  });
});
