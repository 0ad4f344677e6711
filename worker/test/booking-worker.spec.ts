import type { Job } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ageHold, bookingRow, payWithTestCard, startBooking, weekdayAhead } from '../../backend/test/booking-fixtures';
import { expectBrandedMail } from '../../backend/test/branded-mail';
import { waitUntil } from '../../backend/test/wait-until';
import { QUEUE } from '../../backend/src/shared/queue/queue-names';
import { BookingProcessor, EXPIRE_HOLDS_JOB } from '../../backend/src/modules/booking/jobs/booking.processor';
import { formatDay } from '../../backend/src/shared/format-date';
import { StaffBookingService } from '../../backend/src/modules/booking/application/staff-booking.service';
import { CourseScheduleService } from '../../backend/src/modules/booking/application/course-schedule.service';
import { testQueue, waitUntilSettled } from './test-queues';
import { workerForSuite } from './worker-for-suite';

const addressedTo = (address: string) => (mail: ParsedMail) =>
  [mail.to].flat().some((to) => to?.value.some((value) => value.address?.toLowerCase() === address.toLowerCase()));
const subject = (pattern: RegExp) => (mail: ParsedMail) => pattern.test(mail.subject ?? '');
/** A staff notice about the customer: to the shop, with Reply-To the customer. */
const staffNoticeFor = (customer: string) => (mail: ParsedMail) =>
  addressedTo('hello@skywardsim.co.uk')(mail) &&
  mail.replyTo?.value.some((value) => value.address?.toLowerCase() === customer.toLowerCase()) === true;
const both =
  (...filters: ((mail: ParsedMail) => boolean)[]) =>
  (mail: ParsedMail) =>
    filters.every((filter) => filter(mail));

/** Bookings end to end: API → test provider → fulfilment → outbox → relay → BullMQ → worker → account + SMTP. */
describe('confirmed bookings through the worker: account, confirmation with .ics, hold expiry', () => {
  const suite = workerForSuite('booking_worker', {
    tables: ['booking', 'fear_of_flying_booking'],
    env: { BOOKING_HOLD_SWEEP_SECONDS: '1' },
  });
  const run = Date.now().toString(36);

  async function confirmedBooking(email: string, overrides: Record<string, unknown> = {}) {
    const started = await startBooking(suite.api, { email, name: 'Amelia Pilot', ...overrides });
    await payWithTestCard(suite.api, started).expect(200);
    await request(suite.api.getHttpServer())
      .post('/api/confirm-booking-payment')
      .send({ paymentIntentId: started.paymentIntentId })
      .expect(200);
    return started;
  }
  const userIdOf = async (email: string): Promise<string | undefined> => {
    const rows = await suite.api.get(DataSource).query(`SELECT id FROM user_account WHERE lower(email) = lower($1)`, [email]);
    return rows[0]?.id;
  };

  it('creates the account, links the booking and e-mails the set-password link and the confirmation with an .ics in London time', async () => {
    const email = `amelia+${run}@example.com`;
    const date = weekdayAhead(50);
    const booked = await confirmedBooking(email, { date, timeSlot: '16:30', sessionType: 'custom' });

    const [confirmation] = await suite.smtp.waitFor(both(addressedTo(email), subject(/^Booking Confirmed/)), 1, 20_000);
    expect(confirmation.subject).toContain('Ultimate Session');
    expect(confirmation.text).toContain('Total paid: £249.00');
    expect(confirmation.text).toMatch(/without signing in: http\S+\/manage-booking\//); // the text part keeps the address
    expectBrandedMail(confirmation, 'Manage your booking');
    const invite = confirmation.attachments.find((attachment) => attachment.filename === 'booking.ics');
    expect(invite?.contentType).toBe('text/calendar');
    const ics = invite?.content.toString('utf8') ?? '';
    const compact = date.replace(/-/g, '');
    expect(ics).toContain(`DTSTART;TZID=Europe/London:${compact}T163000`);
    expect(ics).toContain(`DTEND;TZID=Europe/London:${compact}T183000`);

    const [setPassword] = await suite.smtp.waitFor(both(addressedTo(email), subject(/^Set your password/)), 1, 20_000);
    expect(setPassword.text).toMatch(/http\S+/);
    expect(setPassword.text).not.toMatch(/password:[ \t]*\S+/i); // a link, never a password
    expectBrandedMail(setPassword, 'Set your password');

    // Staff are told of the online booking; replying writes to the customer.
    const [notice] = await suite.smtp.waitFor(staffNoticeFor(email), 1, 20_000);
    // Dates shown to people are en-GB ('Mon 18 Jan 2027'), never ISO.
    expect(notice.subject).toMatch(
      new RegExp(`^New booking: Ultimate Session.* on ${formatDay(date)} at 16:30 \\(Amelia Pilot\\)$`),
    );
    expect(notice.text).toContain(`Phone: 07700 900123`);

    const userId = await waitUntil(() => userIdOf(email), 10_000, 'the account');
    await waitUntil(
      async () => (await bookingRow(suite.api, booked.bookingId)).user_id === userId,
      10_000,
      'the booking to be linked',
    );
  });

  it('a booking staff made on the phone gets its confirmation but no staff notice (staff made it)', async () => {
    const email = `phone+${run}@example.com`;
    const [staffUser] = await suite.api
      .get(DataSource)
      .query(`INSERT INTO user_account (email, name, role) VALUES ($1, 'Staff Member', 'staff') RETURNING id`, [
        `staff+${run}@example.com`,
      ]);
    await suite.api.get(StaffBookingService).book(
      {
        sessionType: 'try-and-fly',
        optionId: '60-minutes',
        date: weekdayAhead(62),
        timeSlot: '10:30',
        name: 'Phone Customer',
        email,
        phone: '01395 123456',
        experienceLevel: 'beginner',
        notes: null,
        ageRulesConfirmed: true,
        payment: { method: 'cash_on_arrival', terminalReference: null, voucherCode: null, restPaidBy: null },
      },
      staffUser.id,
    );
    const [confirmation] = await suite.smtp.waitFor(both(addressedTo(email), subject(/^Booking Confirmed/)), 1, 20_000);
    expect(confirmation.text).toContain('To pay on arrival: £129.00');
    await waitUntilSettled(suite.api.get(DataSource), suite.prefix);
    expect(suite.smtp.received.filter(staffNoticeFor(email))).toHaveLength(0);
  });

  it('gives a second booking to the existing account and sends no second set-password e-mail', async () => {
    const email = `repeat+${run}@example.com`;
    const first = await confirmedBooking(email, { date: weekdayAhead(51), timeSlot: '10:30' });
    await suite.smtp.waitFor(both(addressedTo(email), subject(/^Set your password/)), 1, 20_000);
    const second = await confirmedBooking(email.toUpperCase(), { date: weekdayAhead(51), timeSlot: '12:00' });
    await suite.smtp.waitFor(both(addressedTo(email.toUpperCase()), subject(/^Booking Confirmed/)), 1, 20_000);
    const userId = await userIdOf(email);
    await waitUntil(
      async () => (await bookingRow(suite.api, second.bookingId)).user_id === userId,
      10_000,
      'the second booking to be linked',
    );
    expect((await bookingRow(suite.api, first.bookingId)).user_id).toBe(userId);
    await waitUntilSettled(suite.api.get(DataSource), suite.prefix);
    expect(suite.smtp.received.filter(both(addressedTo(email), subject(/^Set your password/)))).toHaveLength(1);
  });

  it('handles a BookingConfirmed job twice with one account, one link and one confirmation e-mail', async () => {
    const email = `twice+${run}@example.com`;
    const booked = await confirmedBooking(email, { date: weekdayAhead(52), timeSlot: '13:30' });
    await suite.smtp.waitFor(both(addressedTo(email), subject(/^Booking Confirmed/)), 1, 20_000);
    const userId = await waitUntil(() => userIdOf(email), 10_000, 'the account');

    const processor = suite.worker.get(BookingProcessor);
    const replay = {
      name: 'booking.confirmed',
      id: 'replay',
      data: { bookingId: booked.bookingId, eventId: 'replay', correlationId: null },
    } as unknown as Job;
    await expect(processor.process(replay)).resolves.toEqual({ userId });
    // The same event delivered again on the e-mail queue: the key was sent, nothing more goes out.
    const emailQueue = testQueue(QUEUE.email, suite.prefix);
    const [event] = await suite.api
      .get(DataSource)
      .query(`SELECT id FROM outbox WHERE type = 'booking.confirmed' AND payload->>'bookingId' = $1`, [booked.bookingId]);
    await emailQueue.add(
      'booking.confirmed',
      { bookingId: booked.bookingId, eventId: event.id, correlationId: null },
      { jobId: `again-${event.id}` },
    );
    await waitUntil(async () => (await emailQueue.getJob(`again-${event.id}`))?.finishedOn, 10_000, 'the replayed e-mail job');
    await emailQueue.close();
    expect(suite.smtp.received.filter(both(addressedTo(email), subject(/^Booking Confirmed/)))).toHaveLength(1);
    const accounts = await suite.api
      .get(DataSource)
      .query(`SELECT count(*)::int AS count FROM user_account WHERE lower(email) = lower($1)`, [email]);
    expect(accounts[0].count).toBe(1);
  });

  it('the repeatable sweep releases a hold whose 15 minutes ran out', async () => {
    const held = await startBooking(suite.api, { email: `hold+${run}@example.com`, date: weekdayAhead(53), timeSlot: '18:00' });
    await ageHold(suite.api, held.bookingId);
    await waitUntil(
      async () => (await bookingRow(suite.api, held.bookingId)).status === 'expired',
      15_000,
      'the sweep to expire the hold',
    );
    const bookingQueue = testQueue(QUEUE.booking, suite.prefix);
    const schedulers = await bookingQueue.getJobSchedulers();
    await bookingQueue.close();
    expect(schedulers.map((scheduler) => scheduler.key)).toContain(EXPIRE_HOLDS_JOB);
  });

  it('e-mails the customer and staff when a late payment lost its slot, and confirms a Fear of Flying course', async () => {
    const email = `late+${run}@example.com`;
    const date = weekdayAhead(54);
    const late = await startBooking(suite.api, { email, date, timeSlot: '10:30' });
    await ageHold(suite.api, late.bookingId);
    await confirmedBooking(`winner+${run}@example.com`, { date, timeSlot: '10:30' });
    await payWithTestCard(suite.api, late).expect(200);
    await request(suite.api.getHttpServer())
      .post('/api/confirm-booking-payment')
      .send({ paymentIntentId: late.paymentIntentId })
      .expect(409);
    const [notice] = await suite.smtp.waitFor(both(addressedTo(email), subject(/could not confirm/)), 1, 20_000);
    // docs/product.md, Booking rules: the authorisation is cancelled, so the card is never charged.
    expect(notice.text).toContain('Your card has not been charged: the £129.00 held on it has been released');
    expect(notice.text).not.toContain('refunded');
    expect(notice.text).toContain('Not charged: £129.00');
    const [staffNotice] = await suite.smtp.waitFor(
      both(addressedTo('hello@skywardsim.co.uk'), subject(/lost its slot/)),
      1,
      20_000,
    );
    expect(staffNotice.text).toContain(`The payment (${late.paymentIntentId}) was cancelled before any money was taken.`);

    const courseEmail = `ned+${run}@example.com`;
    const course = (
      await request(suite.api.getHttpServer())
        .post('/api/create-fear-of-flying-payment-intent')
        .send({ name: 'Nervous Ned', email: courseEmail })
        .expect(200)
    ).body;
    await payWithTestCard(suite.api, course).expect(200);
    await request(suite.api.getHttpServer())
      .post('/api/fear-of-flying-bookings')
      .send({
        name: 'Nervous Ned',
        email: courseEmail,
        phone: '07700 900456',
        preferredDate: null,
        notes: null,
        paymentIntentId: course.paymentIntentId,
      })
      .expect(201);
    const [courseMail] = await suite.smtp.waitFor(both(addressedTo(courseEmail), subject(/Fear of Flying Course/)), 1, 20_000);
    expect(courseMail.text).toContain('Total paid: £295.00');
    expectBrandedMail(courseMail);
    const [courseNotice] = await suite.smtp.waitFor(staffNoticeFor(courseEmail), 1, 20_000);
    expect(courseNotice.subject).toBe('New Fear of Flying course booking: Nervous Ned');
  });

  it("e-mails a Fear of Flying course's date with its .ics and manage link once staff set it, and its move", async () => {
    const email = `dated+${run}@example.com`;
    const started = (
      await request(suite.api.getHttpServer())
        .post('/api/create-fear-of-flying-payment-intent')
        .send({ name: 'Dated Dora', email })
        .expect(200)
    ).body;
    await payWithTestCard(suite.api, started).expect(200);
    const details = {
      name: 'Dated Dora',
      email,
      phone: '07700 900456',
      preferredDate: null,
      notes: null,
      paymentIntentId: started.paymentIntentId,
    };
    const course = (await request(suite.api.getHttpServer()).post('/api/fear-of-flying-bookings').send(details).expect(201)).body;
    const [first, second] = [weekdayAhead(60), weekdayAhead(67)];
    await suite.api.get(CourseScheduleService).schedule(course.id, { date: first, startTime: '10:30' });

    const [dated] = await suite.smtp.waitFor(both(addressedTo(email), subject(/^Course date confirmed/)), 1, 20_000);
    expect(dated.subject).toMatch(/^Course date confirmed: Fear of Flying Course on \w+day \d+ \w+ \d{4} at 10:30$/);
    expect(dated.text).toMatch(/cancel your course without signing in: http\S+\/manage-course\//);
    expectBrandedMail(dated, 'Manage your booking');
    const invite = dated.attachments.find((attachment) => attachment.filename === 'course.ics');
    expect(invite?.contentType).toBe('text/calendar');
    expect(invite?.content.toString('utf8')).toContain(`DTSTART;TZID=Europe/London:${first.replace(/-/g, '')}T103000`);
    expect(invite?.content.toString('utf8')).toContain(`DTEND;TZID=Europe/London:${first.replace(/-/g, '')}T143000`);

    await suite.api.get(CourseScheduleService).schedule(course.id, { date: second, startTime: '13:30' });
    const [moved] = await suite.smtp.waitFor(both(addressedTo(email), subject(/^Course moved/)), 1, 20_000);
    const movedInvite = moved.attachments.find((attachment) => attachment.filename === 'course.ics');
    expect(movedInvite?.content.toString('utf8')).toContain(`DTSTART;TZID=Europe/London:${second.replace(/-/g, '')}T133000`);
  });
});
