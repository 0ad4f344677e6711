import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { bookingRow, confirmedBooking, lapsedHold, startBooking, weekdayAhead } from './booking-fixtures';
import { createTestApp } from './test-app';
import { BookingFollowUpsService } from '../src/modules/booking/application/booking-follow-ups.service';
import { REMINDER_REQUEUE_MS } from '../src/modules/booking/application/booking-reminders.service';
import { BookingHoldsService } from '../src/modules/booking/application/booking-holds.service';
import { DaySheetService } from '../src/modules/booking/application/day-sheet.service';
import { FollowUpMailComposer } from '../src/modules/booking/application/follow-up-mail.composer';
import {
  BOOKING_HOLD_RECOVERY,
  BOOKING_REVIEW_REQUEST,
  HOLD_RECOVERY_DELAY_MS,
  reviewRequestTime,
} from '../src/modules/booking/domain/follow-ups';
import { databaseFromTemplate } from './test-databases';
import { composeRow } from './compose-row';

const SECOND = 1000;
const REVIEW_URL = 'https://g.page/r/skyward-review';

/**
 * The e-mails that bring customers back (docs/product.md, E-mails), claimed as rows by the follow-up sweeps and
 * written to the outbox. No worker runs here: each sweep is called with the moment it runs at (the clock the worker
 * injects), the outbox is read as it left it, and the mailer's part is the composer called as the e-mail processor
 * calls it (it checks again at send time).
 */
describe('follow-up e-mails: an unpaid hold reminded, a flown session asked for a review', () => {
  // Its own database: no other suite's sweep or relay touches these rows.
  const databaseUrl = `${process.env.DATABASE_URL}_follow_ups`;
  let api: NestExpressApplication;
  let followUps: BookingFollowUpsService;
  let email = 0;
  const address = () => `walk-away-${++email}@example.com`;

  beforeAll(async () => {
    await databaseFromTemplate(databaseUrl);
    api = await createTestApp({ DATABASE_URL: databaseUrl, BOOKING_HOLDS_PER_IP: '100000' });
    await api.get(DataSource).query(`TRUNCATE booking, fear_of_flying_booking, outbox CASCADE`);
    followUps = api.get(BookingFollowUpsService);
  });
  afterAll(() => api.close());

  async function events(type: string, bookingId: string): Promise<Record<string, string>[]> {
    const rows: { id: string; payload: Record<string, string> }[] = await api
      .get(DataSource)
      .query(`SELECT id, payload FROM outbox WHERE type = $1 AND payload->>'bookingId' = $2 ORDER BY created_at`, [type, bookingId]);
    return rows.map((row) => ({ ...row.payload, eventId: row.id }));
  }
  async function followUpRow(bookingId: string, kind: string) {
    const [row] = await api.get(DataSource).query(`SELECT * FROM booking_follow_up WHERE booking_id = $1 AND kind = $2`, [bookingId, kind]);
    return row as { queued_at: Date; sent_at: Date | null; dropped_at: Date | null } | undefined;
  }
  const compose = (type: string, event: Record<string, string>) => composeRow(api, FollowUpMailComposer, { id: event.eventId, type, payload: event });

  /** A hold that ran out unpaid (the sweep released it), and the moment its reminder falls due. */
  async function walkedAway(overrides: Record<string, unknown>) {
    const hold = await lapsedHold(api, overrides);
    await api.get(BookingHoldsService).expireHolds();
    const expiredAt = (await bookingRow(api, hold.bookingId)).hold_expires_at as Date;
    // The column keeps microseconds, a Date milliseconds: the moment after the one read back.
    return { bookingId: hold.bookingId, dueAt: new Date(expiredAt.getTime() + HOLD_RECOVERY_DELAY_MS + 1) };
  }

  describe('the reminder of a hold that ran out unpaid', () => {
    it('is sent once, to the address typed, with a link back to the same choice, after the customer ticked the box', async () => {
      const to = address();
      const date = weekdayAhead(111);
      const hold = await walkedAway({ email: to, date, timeSlot: '13:30', emailOptIn: true });
      expect((await bookingRow(api, hold.bookingId)).email_opt_in_at).toBeInstanceOf(Date);

      await expect(followUps.sendHoldRecoveries(new Date(hold.dueAt.getTime() - SECOND))).resolves.toBe(0);
      await expect(followUps.sendHoldRecoveries(hold.dueAt)).resolves.toBe(1);
      // Another worker's sweep, or the same one again: nothing more.
      await expect(followUps.sendHoldRecoveries(new Date(hold.dueAt.getTime() + SECOND))).resolves.toBe(0);
      // Not taken by the mailer (its job lost with Redis's data): queued again, the same e-mail key.
      await expect(followUps.sendHoldRecoveries(new Date(hold.dueAt.getTime() + REMINDER_REQUEUE_MS))).resolves.toBe(1);
      const [event, requeued] = await events(BOOKING_HOLD_RECOVERY.type, hold.bookingId);
      expect(requeued.bookingId).toBe(event.bookingId);

      const [mail] = await compose(BOOKING_HOLD_RECOVERY.type, event);
      expect(mail).toMatchObject({ key: `booking:${hold.bookingId}:hold-recovery`, to, subject: 'Your Try and Fly booking was not completed' });
      expect(mail.text).toContain(`http://localhost:3000/book-flight?experience=try-and-fly&option=60-minutes&date=${date}&time=13%3A30`);
      expect(mail.text).not.toMatch(/newsletter|offer|discount/i);
      expect(await followUpRow(hold.bookingId, 'hold-recovery')).toMatchObject({ sent_at: expect.any(Date), dropped_at: null });
      // Taken by the mailer: never queued again.
      await expect(followUps.sendHoldRecoveries(new Date(hold.dueAt.getTime() + 5 * REMINDER_REQUEUE_MS))).resolves.toBe(0);
      // The same address walks away again within the week: no second e-mail (the address typed is not proven).
      const again = await walkedAway({ email: to, date, timeSlot: '16:30', emailOptIn: true });
      await expect(followUps.sendHoldRecoveries(again.dueAt)).resolves.toBe(0);
      expect(await followUpRow(again.bookingId, 'hold-recovery')).toBeUndefined();
    });

    it('is not sent when the customer did not tick the box', async () => {
      const hold = await walkedAway({ email: address(), date: weekdayAhead(112), timeSlot: '10:30' });
      expect((await bookingRow(api, hold.bookingId)).email_opt_in_at).toBeNull();
      await expect(followUps.sendHoldRecoveries(hold.dueAt)).resolves.toBe(0);
      expect(await followUpRow(hold.bookingId, 'hold-recovery')).toBeUndefined();
    });

    it('is not sent when the address booked meanwhile, nor for an older hold when it held again', async () => {
      const to = address();
      const date = weekdayAhead(113);
      const booked = await walkedAway({ email: to, date, timeSlot: '10:30', emailOptIn: true });
      await confirmedBooking(api, { email: to.toUpperCase(), date, timeSlot: '12:00' });
      await expect(followUps.sendHoldRecoveries(booked.dueAt)).resolves.toBe(0);
      expect(await followUpRow(booked.bookingId, 'hold-recovery')).toBeUndefined();

      // Two walk-aways of one address: one reminder, of the later choice.
      const other = address();
      const first = await walkedAway({ email: other, date, timeSlot: '15:00', emailOptIn: true });
      const second = await walkedAway({ email: other, date, timeSlot: '16:30', emailOptIn: true });
      await expect(followUps.sendHoldRecoveries(second.dueAt)).resolves.toBe(1);
      expect(await followUpRow(first.bookingId, 'hold-recovery')).toBeUndefined();
      expect(await events(BOOKING_HOLD_RECOVERY.type, second.bookingId)).toHaveLength(1);
    });

    it('checks again at send time: a booking made after the sweep queued it sends nothing', async () => {
      const to = address();
      const date = weekdayAhead(114);
      const hold = await walkedAway({ email: to, date, timeSlot: '10:30', emailOptIn: true });
      await expect(followUps.sendHoldRecoveries(hold.dueAt)).resolves.toBe(1);
      await confirmedBooking(api, { email: to, date, timeSlot: '13:30' });

      const [event] = await events(BOOKING_HOLD_RECOVERY.type, hold.bookingId);
      await expect(compose(BOOKING_HOLD_RECOVERY.type, event)).resolves.toEqual([]);
      expect(await followUpRow(hold.bookingId, 'hold-recovery')).toMatchObject({ sent_at: null, dropped_at: expect.any(Date) });
      // Settled: never queued again (other tests' unsent follow-ups may be).
      await followUps.sendHoldRecoveries(new Date(hold.dueAt.getTime() + 5 * REMINDER_REQUEUE_MS));
      expect(await events(BOOKING_HOLD_RECOVERY.type, hold.bookingId)).toHaveLength(1);
    });
  });

  describe('the review request the morning after', () => {
    it('is off by default: nothing is claimed or sent', async () => {
      const date = weekdayAhead(115);
      const { bookingId } = await confirmedBooking(api, { email: address(), date, timeSlot: '10:30' });
      expect(followUps.reviewsEnabled).toBe(false);
      await expect(followUps.sendReviewRequests(new Date(reviewRequestTime(date).getTime() + SECOND))).resolves.toBe(0);
      expect(await followUpRow(bookingId, 'review-request')).toBeUndefined();
    });

    describe('turned on (REVIEW_EMAILS_ENABLED, REVIEW_URL)', () => {
      let reviewing: NestExpressApplication;
      beforeAll(async () => {
        reviewing = await createTestApp({ DATABASE_URL: databaseUrl, REVIEW_EMAILS_ENABLED: 'true', REVIEW_URL });
      });
      afterAll(() => reviewing.close());

      it('asks once, at 09:00 London the day after, only for sessions confirmed, not cancelled and not marked no-show', async () => {
        // Only this test's sessions: the earlier tests' bookings have their mornings after too.
        await api.get(DataSource).query(`TRUNCATE booking, outbox CASCADE`);
        const date = weekdayAhead(116);
        const flown = await confirmedBooking(api, { email: address(), date, timeSlot: '10:30', name: 'Amelia Pilot' });
        const noShow = await confirmedBooking(api, { email: address(), date, timeSlot: '13:30' });
        const cancelled = await confirmedBooking(api, { email: address(), date, timeSlot: '16:30' });
        const db = api.get(DataSource);
        await db.query(`UPDATE booking SET attendance = 'no_show', attendance_at = now() WHERE id = $1`, [noShow.bookingId]);
        await db.query(`UPDATE booking SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [cancelled.bookingId]);
        const unpaid = await startBooking(api, { email: address(), date, timeSlot: '18:00' });

        const service = reviewing.get(BookingFollowUpsService);
        const morningAfter = reviewRequestTime(date);
        expect(morningAfter.toISOString()).toMatch(/T0[89]:00:00.000Z$/); // 09:00 London (GMT or BST)
        await expect(service.sendReviewRequests(new Date(morningAfter.getTime() - SECOND))).resolves.toBe(0);
        await expect(service.sendReviewRequests(morningAfter)).resolves.toBe(1);
        await expect(service.sendReviewRequests(new Date(morningAfter.getTime() + SECOND))).resolves.toBe(0);
        for (const other of [noShow, cancelled, unpaid]) expect(await followUpRow(other.bookingId, 'review-request')).toBeUndefined();

        const [event] = await events(BOOKING_REVIEW_REQUEST.type, flown.bookingId);
        const [mail] = await composeRow(reviewing, FollowUpMailComposer, { id: event.eventId, type: BOOKING_REVIEW_REQUEST.type, payload: event });
        expect(mail).toMatchObject({ key: `booking:${flown.bookingId}:review-request`, subject: 'How was your Try and Fly?' });
        expect(mail.text).toContain(`To leave a review: ${REVIEW_URL}`);
        const asked = (await followUpRow(flown.bookingId, 'review-request'))?.sent_at;
        expect(asked).toBeInstanceOf(Date);
        // Staff see who was asked: the day sheet of that day.
        const sheet = await api.get(DaySheetService).daySheet(date);
        expect(sheet.map((entry) => [entry.id, entry.reviewRequestedAt])).toEqual([
          [flown.bookingId, asked],
          [noShow.bookingId, null],
        ]);
        await expect(service.sendReviewRequests(new Date(morningAfter.getTime() + 5 * REMINDER_REQUEUE_MS))).resolves.toBe(0);
      });
    });
  });
});
