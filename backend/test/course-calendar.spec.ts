import type { NestExpressApplication } from '@nestjs/platform-express';
import ICAL from 'ical.js';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CourseCancellationService } from '../src/modules/booking/application/course-cancellation.service';
import { CourseMailComposer } from '../src/modules/booking/application/course-mail.composer';
import { CourseManageLinks } from '../src/modules/booking/application/course-manage-links';
import { CourseScheduleService } from '../src/modules/booking/application/course-schedule.service';
import { BOOKING_PERSONAL_DATA } from '../src/modules/booking/application/booking.ports';
import type { PersonalDataHolder } from '../src/modules/account/application/account.ports';
import { addDays, londonDateOf, londonInstant } from '../src/modules/booking/domain/calendar';
import { COURSE_CANCELLED } from '../src/modules/booking/domain/course-booking-events';
import { adminAgent } from './auth';
import {
  clearBookings,
  distinctWeekdaysAhead,
  payWithTestCard,
  requestHold,
  startBooking,
  weekdayAhead,
} from './booking-fixtures';
import { createTestApp, truncate } from './test-app';
import { composeRow } from './compose-row';
import { tamperedToken } from './tampered-token';

/**
 * The Fear of Flying course on the simulator's calendar (docs/product.md, Fear of Flying course): staff give it a date and a
 * start time, it keeps the simulator for its 4 hours under the exclusion constraint slot bookings share, it is e-mailed with
 * an .ics, moved, cancelled and refunded by the Terms, and its customer manages it by a signed link.
 */
describe('the Fear of Flying course on the calendar', () => {
  let app: NestExpressApplication;
  let url: string;
  let staff: Awaited<ReturnType<typeof adminAgent>>;
  const db = () => app.get(DataSource);

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '1000000', REQUESTS_PER_IP_PER_MINUTE: '100000000' });
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    staff = await adminAgent(app);
  });
  beforeEach(async () => {
    await clearBookings(app);
    await truncate(app, 'slot_closures');
  });
  afterAll(() => app.close());

  /** A course paid by test card with its details recorded: booked, awaiting its date. */
  async function bookedCourse(name = 'Nervous Ned'): Promise<{ id: string; paymentIntentId: string }> {
    const email = `${name.split(' ')[0].toLowerCase()}@example.com`;
    const started = (await request(url).post('/api/create-fear-of-flying-payment-intent').send({ name, email }).expect(200)).body;
    await payWithTestCard(app, started).expect(200);
    const details = { name, email, phone: '+44 7700 900456', preferredDate: null, paymentIntentId: started.paymentIntentId };
    const course = (await request(url).post('/api/fear-of-flying-bookings').send(details).expect(201)).body;
    return { id: course.id, paymentIntentId: started.paymentIntentId };
  }
  const setDate = (id: string, date: string, startTime: string) =>
    staff.post(`/api/fear-of-flying-bookings/${id}/date`).send({ date, startTime });
  const availability = async (date: string, sessionType = 'try-and-fly') =>
    Object.fromEntries(
      (
        (await request(url).get(`/api/availability?date=${date}&sessionType=${sessionType}`).expect(200)).body.slots as {
          time: string;
          available: boolean;
        }[]
      ).map((slot) => [slot.time, slot.available]),
    );
  const outboxOf = (id: string) =>
    db().query(`SELECT type, payload FROM outbox WHERE payload->>'courseBookingId' = $1 ORDER BY created_at`, [id]) as Promise<
      { type: string; payload: Record<string, string> }[]
    >;

  it('a dated course keeps the simulator 4 hours: availability hides those slots and a hold there is refused', async () => {
    const course = await bookedCourse();
    const date = weekdayAhead(30);
    const inbox = async () =>
      ((await staff.get('/api/admin/enquiries').expect(200)).body.items as { id: string }[]).map((item) => item.id);
    expect(await inbox()).toContain(course.id);
    const response = await setDate(course.id, date, '12:00').expect(200);
    expect(response.body).toMatchObject({ id: course.id, courseDate: date, startTime: '12:00', status: 'booked' });
    // Awaiting a date no more: it leaves the ENQUIRIES inbox for the calendar.
    expect(await inbox()).not.toContain(course.id);

    // 12:00 to 16:00 keeps the 12:00, 13:30 and 15:00 slots; 10:30 and 16:30 stay on sale.
    expect(await availability(date)).toEqual({
      '10:30': true,
      '12:00': false,
      '13:30': false,
      '15:00': false,
      '16:30': true,
      '18:00': true,
    });
    // A two-hour session from 10:30 would run into the course.
    expect((await availability(date, 'ultimate-session'))['10:30']).toBe(false);
    const refused = await requestHold(app, { date, timeSlot: '15:00' }).expect(409);
    expect(refused.body.code).toBe('BOOKING.SLOT_TAKEN');
    await startBooking(app, { date, timeSlot: '16:30' });
  });

  it('refuses a date over a held slot or a closure with a 409 and a sentence, and a time outside opening hours with a 400', async () => {
    const course = await bookedCourse();
    const date = weekdayAhead(31);
    await startBooking(app, { date, timeSlot: '13:30' });
    const taken = await setDate(course.id, date, '10:30').expect(409);
    expect(taken.body).toMatchObject({
      code: 'COURSE.TIME_TAKEN',
      message: 'The simulator is already held or booked during those 4 hours. Please choose another date or start time.',
    });
    await staff
      .post('/api/admin/closures')
      .send({ date: addDays(date, 7), timeSlots: ['16:30'], reason: 'Maintenance' })
      .expect(201);
    expect((await setDate(course.id, addDays(date, 7), '15:00').expect(409)).body.code).toBe('COURSE.TIME_CLOSED');
    expect((await setDate(course.id, date, '18:00').expect(400)).body.code).toBe('BOOKING.OUTSIDE_OPENING_HOURS');
    expect((await setDate(course.id, date, '11:00').expect(400)).body.code).toBe('BOOKING.UNKNOWN_SLOT');
    expect((await setDate(course.id, '2020-01-06', '10:30').expect(400)).body.code).toBe('BOOKING.SLOT_IN_PAST');
    expect(await outboxOf(course.id)).toEqual([expect.objectContaining({ type: 'fear-of-flying.booked' })]);
    // An undated course is still where it was: in the inbox, nothing on the calendar.
    expect(await db().query(`SELECT count(*)::int AS n FROM calendar_occupancy WHERE course_id = $1`, [course.id])).toEqual([
      { n: 0 },
    ]);
  });

  it('refuses to close time a dated course keeps, with a sentence naming the customer; next to it closing is fine', async () => {
    const course = await bookedCourse();
    const date = weekdayAhead(32);
    await setDate(course.id, date, '12:00').expect(200);
    const refused = await staff
      .post('/api/admin/closures')
      .send({ date, timeSlots: ['15:00'], reason: 'Maintenance' })
      .expect(409);
    expect(refused.body).toMatchObject({
      code: 'BOOKING.CLOSURE_HAS_COURSE',
      message: "Nervous Ned's Fear of Flying course is at that time. Please move or cancel the course before closing.",
    });
    await staff.post('/api/admin/closures').send({ date, reason: 'Maintenance' }).expect(409);
    await staff
      .post('/api/admin/closures')
      .send({ date, timeSlots: ['16:30'], reason: 'Maintenance' })
      .expect(201);
  });

  it('staff setting a course date races online holds on overlapping slots: exactly one winner each round, never a 5xx', async () => {
    const days = distinctWeekdaysAhead(255, 6);
    const outcomes: string[] = [];
    for (const [round, date] of days.entries()) {
      const course = await bookedCourse(`Racer ${round}`);
      const responses = await Promise.all([
        setDate(course.id, date, '12:00'),
        ...['12:00', '13:30', '15:00', '12:00', '13:30', '15:00'].map((timeSlot, buyer) =>
          request(url)
            .post('/api/create-booking-payment-intent')
            .send({
              sessionType: 'try-and-fly',
              date,
              timeSlot,
              name: 'Buyer',
              email: `buyer-${round}-${buyer}@example.com`,
              phone: '07700 900123',
              experienceLevel: 'beginner',
              ageRulesConfirmed: true,
            }),
        ),
      ]);
      const [courseAnswer, ...holds] = responses;
      const won = holds.filter((hold) => hold.status === 200).length;
      const fives = responses.filter((response) => response.status >= 500).length;
      const winner = courseAnswer.status === 200 ? 'course' : `${won} hold(s)`;
      // Either the course won (and no hold did), or holds won the slots they asked for and the course was refused.
      const consistent =
        courseAnswer.status === 200
          ? won === 0
          : courseAnswer.status === 409 && courseAnswer.body.code === 'COURSE.TIME_TAKEN' && won >= 1;
      outcomes.push(
        `round ${round}: ${consistent ? 'one side won' : `inconsistent (${winner}, course ${courseAnswer.status})`}, ${fives} × 5xx`,
      );
      const overlaps = await db().query(
        `SELECT count(*)::int AS n FROM calendar_occupancy a JOIN calendar_occupancy b ON a.id < b.id AND a.calendar = b.calendar AND a.occupied && b.occupied`,
      );
      expect(overlaps).toEqual([{ n: 0 }]);
    }
    expect(outcomes).toEqual(days.map((_, round) => `round ${round}: one side won, 0 × 5xx`));
  }, 120_000);

  it('e-mails the date with an .ics invite and the manage link; a move frees the old time and is e-mailed again', async () => {
    const course = await bookedCourse();
    const [first, second] = distinctWeekdaysAhead(40, 2);
    await setDate(course.id, first, '10:30').expect(200);
    await setDate(course.id, first, '10:30').expect(200); // the same time again changes nothing
    const [dated] = await outboxOf(course.id).then((events) => events.filter((event) => event.type === 'fear-of-flying.dated'));
    const [mail] = await composeRow(app, CourseMailComposer, { id: '1', type: 'fear-of-flying.dated', payload: dated.payload });
    expect(mail).toMatchObject({
      to: 'nervous@example.com',
      subject: expect.stringMatching(/^Course date confirmed: Fear of Flying Course on \w+day \d+ \w+ \d{4} at 10:30$/),
    });
    expect(mail.text).toContain('Time: 10:30 (UK time)');
    expect(mail.text).toMatch(/cancel your course without signing in: http\S+\/manage-course\//);
    const invite = mail.attachments?.[0];
    expect(invite).toMatchObject({ filename: 'course.ics', contentType: expect.stringContaining('text/calendar') });
    expect(invite?.content).toContain(`DTSTART;TZID=Europe/London:${first.replace(/-/g, '')}T103000`);
    expect(invite?.content).toContain(`DTEND;TZID=Europe/London:${first.replace(/-/g, '')}T143000`);
    expect(invite?.content).toContain(`UID:course-${course.id}@`);

    await setDate(course.id, second, '13:30').expect(200);
    expect((await availability(first))['10:30']).toBe(true);
    expect((await availability(second))['15:00']).toBe(false);
    const events = (await outboxOf(course.id)).filter((event) => event.type === 'fear-of-flying.dated');
    expect(events.map((event) => event.payload.previousStartsAt)).toEqual(['', londonInstant(first, '10:30').toISOString()]);
    // The first date's event no longer sends anything: the course moved since.
    expect(await composeRow(app, CourseMailComposer, { id: '1', type: 'fear-of-flying.dated', payload: events[0].payload })).toEqual([]);
    const [moved] = await composeRow(app, CourseMailComposer, { id: '2', type: 'fear-of-flying.dated', payload: events[1].payload });
    expect(moved.subject).toMatch(/^Course moved: Fear of Flying Course on .* at 13:30$/);
    expect(moved.attachments?.[0].content).toContain(`DTSTART;TZID=Europe/London:${second.replace(/-/g, '')}T133000`);
    // docs/product.md, E-mails: the same UID with a higher SEQUENCE, so calendars move the event.
    expect(invite?.content).toContain('SEQUENCE:0\r\n');
    expect(moved.attachments?.[0].content).toContain(`UID:course-${course.id}@`);
    expect(moved.attachments?.[0].content).toContain('SEQUENCE:1\r\n');
    expect(moved.key).not.toBe(mail.key);
  });

  it('staff cancel a dated course more than 48 hours ahead: refunded in full through the provider, its time free again', async () => {
    const course = await bookedCourse();
    const date = weekdayAhead(20);
    await setDate(course.id, date, '15:00').expect(200);
    const response = await staff.post(`/api/fear-of-flying-bookings/${course.id}/cancel`).expect(200);
    expect(response.body).toMatchObject({
      refundTier: 'full',
      refundPence: 29500,
      refundStatus: 'refunded',
      course: { status: 'cancelled', refundPence: 29500 },
    });
    const refunds = await db().query(
      `SELECT r.amount_pence, r.status FROM payment_refund r JOIN payment p ON p.id = r.payment_id WHERE p.payment_intent_id = $1`,
      [course.paymentIntentId],
    );
    expect(refunds).toEqual([{ amount_pence: 29500, status: 'succeeded' }]);
    expect((await availability(date))['15:00']).toBe(true);
    // Its e-mail removes the event from calendars: METHOD:CANCEL, the same UID, a higher SEQUENCE (parsed by ical.js).
    const [cancelledEvent] = (await outboxOf(course.id)).filter((event) => event.type === COURSE_CANCELLED.type);
    const [cancelMail] = await composeRow(app, CourseMailComposer, { id: '3', type: COURSE_CANCELLED.type, payload: cancelledEvent.payload });
    const calendar = new ICAL.Component(ICAL.parse(String(cancelMail.attachments?.[0].content)));
    const event = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
    expect([calendar.getFirstPropertyValue('method'), event.getFirstPropertyValue('status')]).toEqual(['CANCEL', 'CANCELLED']);
    expect([event.getFirstPropertyValue('uid'), event.getFirstPropertyValue('sequence')]).toEqual([`course-${course.id}@localhost`, 1]);
    // Again: the same answer, no second refund.
    expect((await staff.post(`/api/fear-of-flying-bookings/${course.id}/cancel`).expect(200)).body).toMatchObject({
      refundPence: 29500,
    });
    expect(
      await db().query(`SELECT count(*)::int AS n FROM test_payment_refund WHERE payment_intent_id = $1`, [
        course.paymentIntentId,
      ]),
    ).toEqual([{ n: 1 }]);
    const [cancelled] = (await outboxOf(course.id)).filter((event) => event.type === 'fear-of-flying.cancelled');
    const [mail] = await composeRow(app, CourseMailComposer, { id: '3', type: 'fear-of-flying.cancelled', payload: cancelled.payload });
    expect(mail.text).toContain('We have refunded £295.00 of the £295.00 you paid by card');
    expect((await setDate(course.id, date, '15:00').expect(409)).body.code).toBe('COURSE.NOT_BOOKED');
  });

  it('the Terms apply once dated: 24 to 48 hours before, half (rounded down); under 24 hours, nothing', async () => {
    const half = await bookedCourse('Half Harriet');
    const none = await bookedCourse('Late Larry');
    const date = weekdayAhead(25);
    await setDate(half.id, date, '10:30').expect(200);
    await setDate(none.id, date, '15:00').expect(200);
    const cancellation = app.get(CourseCancellationService);
    const halfOutcome = await cancellation.cancel(
      half.id,
      'customer',
      new Date(londonInstant(date, '10:30').getTime() - 30 * 3_600_000),
    );
    expect(halfOutcome).toMatchObject({ refund: { tier: 'half', refundPence: 14750 }, refundStatus: 'refunded' });
    const noneOutcome = await cancellation.cancel(
      none.id,
      'staff',
      new Date(londonInstant(date, '15:00').getTime() - 3 * 3_600_000),
    );
    expect(noneOutcome).toMatchObject({ refund: { tier: 'none', refundPence: 0 }, refundStatus: 'none' });
  });

  it("the customer's manage link: change the preferred date while undated, then cancel in full before a date is set", async () => {
    const course = await bookedCourse();
    const links = app.get(CourseManageLinks);
    const [row] = await db().query(`SELECT created_at FROM fear_of_flying_booking WHERE id = $1`, [course.id]);
    const token = links.tokenFor({ id: course.id, startsAt: null, createdAt: row.created_at });
    const view = await request(url).get(`/api/manage-course/${token}`).expect(200);
    expect(view.body).toMatchObject({
      name: 'Nervous Ned',
      status: 'booked',
      courseDate: null,
      refundTier: 'full',
      refundPence: 29500,
      canChangePreferredDate: true,
    });
    const preferred = addDays(londonDateOf(new Date()), 21);
    const changed = await request(url)
      .post(`/api/manage-course/${token}/preferred-date`)
      .send({ preferredDate: preferred })
      .expect(200);
    expect(changed.body.preferredDate).toBe(preferred);
    expect(
      (await request(url).post(`/api/manage-course/${token}/preferred-date`).send({ preferredDate: '2020-01-01' }).expect(400))
        .body.code,
    ).toBe('BOOKING.INVALID_COURSE_BOOKING');
    await request(url)
      .get(`/api/manage-course/${tamperedToken(token)}`)
      .expect(401);
    // A slot booking's manage link opens no course, and a course's opens no booking.
    await request(url).get(`/api/manage-booking/${token}`).expect(401);

    const cancelled = await request(url).post(`/api/manage-course/${token}/cancel`).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundPence: 29500, canChangePreferredDate: false });
    const refunds = await db().query(
      `SELECT r.amount_pence FROM payment_refund r JOIN payment p ON p.id = r.payment_id WHERE p.payment_intent_id = $1`,
      [course.paymentIntentId],
    );
    expect(refunds).toEqual([{ amount_pence: 29500 }]);
  });

  it("a dated course keeps its customer's account from deletion until it ends, whatever its preferred date said", async () => {
    const course = await bookedCourse();
    await db().query(`UPDATE fear_of_flying_booking SET preferred_date = current_date - 30 WHERE id = $1`, [course.id]);
    const holder = app.get<PersonalDataHolder>(BOOKING_PERSONAL_DATA);
    const subject = { userId: '00000000-0000-4000-8000-000000000000', email: 'nervous@example.com' };
    await expect(holder.assertErasable(subject, new Date())).resolves.toBeUndefined();
    const date = weekdayAhead(35);
    await setDate(course.id, date, '10:30').expect(200);
    await expect(holder.assertErasable(subject, new Date())).rejects.toMatchObject({ code: 'ACCOUNT.UPCOMING_BOOKINGS' });
    await expect(holder.assertErasable(subject, londonInstant(addDays(date, 1), '09:00'))).resolves.toBeUndefined();
  });

  it('once dated, the customer can no longer change the preferred date', async () => {
    const course = await bookedCourse();
    await setDate(course.id, weekdayAhead(33), '12:00').expect(200);
    const dated = await app.get(CourseScheduleService).datedBetween(weekdayAhead(33), weekdayAhead(33));
    const token = app.get(CourseManageLinks).tokenFor(dated[0]);
    expect((await request(url).get(`/api/manage-course/${token}`).expect(200)).body).toMatchObject({
      startTime: '12:00',
      canChangePreferredDate: false,
    });
    const refused = await request(url)
      .post(`/api/manage-course/${token}/preferred-date`)
      .send({ preferredDate: null })
      .expect(409);
    expect(refused.body.code).toBe('COURSE.ALREADY_DATED');
  });

  it('shows on the day sheet and the week calendar (free, held with its expiry, booked, course, closed, outside hours)', async () => {
    const course = await bookedCourse();
    const date = weekdayAhead(45);
    await setDate(course.id, date, '12:00').expect(200);
    const held = await startBooking(app, { date, timeSlot: '10:30' });
    const booked = await startBooking(app, { date, timeSlot: '16:30', name: 'Booked Bella', email: 'bella@example.com' });
    await payWithTestCard(app, booked).expect(200);
    await staff
      .post('/api/admin/closures')
      .send({ date, timeSlots: ['18:00'], reason: 'Staff training' })
      .expect(201);

    const sheet = await staff.get(`/api/admin/day-sheet?date=${date}`).expect(200);
    expect(sheet.body.courses).toEqual([
      expect.objectContaining({
        id: course.id,
        startTime: '12:00',
        endTime: '16:00',
        name: 'Nervous Ned',
        phone: '+44 7700 900456',
      }),
    ]);

    const week = await staff.get(`/api/admin/week-calendar?date=${date}`).expect(200);
    const day = week.body.days.find((candidate: { date: string }) => candidate.date === date);
    expect(week.body.days).toHaveLength(7);
    expect(week.body.days[0].date <= date && date <= week.body.days[6].date).toBe(true);
    const cells = Object.fromEntries(day.cells.map((cell: { time: string }) => [cell.time, cell]));
    expect(cells['09:00']).toMatchObject({ state: 'outside' });
    expect(cells['10:30']).toMatchObject({ state: 'held', bookingId: held.bookingId, heldUntil: held.holdExpiresAt });
    expect(cells['12:00']).toMatchObject({ state: 'course', courseId: course.id, name: 'Nervous Ned', continued: false });
    expect(cells['15:00']).toMatchObject({ state: 'course', continued: true });
    expect(cells['16:30']).toMatchObject({ state: 'booked', name: 'Booked Bella', sessionName: 'Try and Fly' });
    expect(cells['18:00']).toMatchObject({ state: 'closed', reason: 'Staff training' });
    await request(url).get(`/api/admin/week-calendar?date=${date}`).expect(401);
    expect((await staff.get('/api/admin/week-calendar?date=2026-02-30').expect(400)).body.code).toBe(
      'BOOKING.INVALID_DATE_RANGE',
    );
  });
});
