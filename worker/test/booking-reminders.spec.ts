import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { Job, Queue } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { bookingRow, clearBookings, payWithTestCard, startBooking, weekdayAhead } from '../../backend/test/booking-fixtures';
import { expectBrandedMail } from '../../backend/test/branded-mail';
import { createTestApp } from '../../backend/test/test-app';
import { TestSmtpServer } from '../../backend/test/test-smtp';
import { waitUntil } from '../../backend/test/wait-until';
import { ManageLinks } from '../../backend/src/modules/booking/application/manage-links';
import { londonInstant } from '../../backend/src/modules/booking/domain/calendar';
import { BOOKING_REMINDER, reminderTime } from '../../backend/src/modules/booking/domain/reminder';
import { migrate } from '../../backend/src/shared/database/migrate';
import { OutboxRelay } from '../../backend/src/shared/outbox/outbox-relay';
import { QUEUE } from '../../backend/src/shared/queue/queue-names';
import { EmailProcessor } from '../src/email/email.processor';
import { BookingReminders, CLOCK } from '../../backend/src/modules/booking/jobs/booking-reminders';
import { WorkerModule } from '../src/worker.module';
import { obliterateQueues, testQueue } from './test-queues';

const HOUR = 3_600_000;
const to = (address: string) => (mail: ParsedMail) =>
  [mail.to].flat().some((recipient) => recipient?.value.some((value) => value.address?.toLowerCase() === address));

/**
 * Day-before reminders end to end on the real queue: confirmation → booking queue → a delayed job on the
 * e-mail queue (its delay from the worker's clock, which the test sets) → one reminder e-mail. Moves and
 * cancellations through the manage link take the job back.
 */
describe('session reminders through the worker', () => {
  const smtp = new TestSmtpServer();
  const prefix = `${process.env.QUEUE_PREFIX}-reminders-${Date.now()}`;
  // Its own database: another suite's outbox relay on a shared one would take these events.
  const databaseUrl = `${process.env.DATABASE_URL}_reminders`;
  const sharedDatabaseUrl = process.env.DATABASE_URL;
  let api: NestExpressApplication;
  let worker: INestApplicationContext;
  let email: Queue;
  /** The worker's clock: the real time unless a test sets it. */
  let clock: Date | null = null;

  beforeAll(async () => {
    await migrate(databaseUrl);
    Object.assign(process.env, { DATABASE_URL: databaseUrl, SMTP_PORT: String(await smtp.start()), QUEUE_PREFIX: prefix });
    api = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000' });
    await clearBookings(api);
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] })
      .overrideProvider(CLOCK)
      .useValue(() => clock ?? new Date())
      .compile();
    worker = await moduleRef.init();
    worker.get(OutboxRelay).start(50);
    email = testQueue(QUEUE.email, prefix);
  });

  afterAll(async () => {
    await worker.close();
    await api.close();
    await email.close();
    await obliterateQueues(prefix);
    await smtp.stop();
    process.env.DATABASE_URL = sharedDatabaseUrl;
  });
  afterEach(() => {
    clock = null;
  });

  async function confirmedBooking(emailAddress: string, overrides: Record<string, unknown> = {}) {
    const started = await startBooking(api, { email: emailAddress, ...overrides });
    await payWithTestCard(api, started).expect(200);
    const startsAt = (await bookingRow(api, started.bookingId)).starts_at as Date;
    return { ...started, startsAt, token: api.get(ManageLinks).tokenFor({ id: started.bookingId, startsAt }) };
  }
  const reminderJob = (bookingId: string, startsAt: Date) => email.getJob(BookingReminders.jobId(bookingId, startsAt));
  const confirmationSent = (address: string) =>
    smtp.waitFor((mail) => to(address)(mail) && /^Booking Confirmed/.test(mail.subject ?? ''), 1, 20_000);

  it('schedules a delayed job for the same London time the day before, and sends the reminder once when it runs', async () => {
    const address = `remind+${Date.now()}@example.com`;
    const date = weekdayAhead(30);
    // The worker's clock stands 3 seconds before the reminder is due, so the real queue fires it during the test.
    clock = new Date((reminderTime(londonInstant(date, '12:00'), new Date(0)) as Date).getTime() - 3000);
    const booked = await confirmedBooking(address, { date, timeSlot: '12:00' });

    const job = await waitUntil(() => reminderJob(booked.bookingId, booked.startsAt), 10_000, 'the reminder job');
    expect(job.name).toBe(BOOKING_REMINDER);
    expect(job.opts.delay).toBe(3000);
    expect(job.data).toMatchObject({ bookingId: booked.bookingId, startsAt: booked.startsAt.toISOString() });

    const [reminder] = await smtp.waitFor((mail) => to(address)(mail) && /^Reminder:/.test(mail.subject ?? ''), 1, 20_000);
    expect(reminder.subject).toBe('Reminder: Try and Fly tomorrow at 12:00');
    expect(reminder.text).toContain('arrive 15 minutes before');
    expect(reminder.text).toContain(`/manage-booking/${booked.bookingId}.`);
    expectBrandedMail(reminder, 'Manage your booking');
    expect(reminder.html).toContain('>Open the map</a>');
    await confirmationSent(address);
    expect(smtp.received.filter(to(address)).find((mail) => /^Booking Confirmed/.test(mail.subject ?? ''))?.text).toContain(
      '/manage-booking/',
    );

    // The same job run again (a retry) sends nothing more: the e-mail key was sent.
    await waitUntil(
      async () => (await reminderJob(booked.bookingId, booked.startsAt))?.finishedOn,
      10_000,
      'the reminder job to finish',
    );
    await expect(worker.get(EmailProcessor).process(job as Job)).resolves.toEqual({ sent: 0, skipped: 1 });
    expect(smtp.received.filter((mail) => to(address)(mail) && /^Reminder:/.test(mail.subject ?? ''))).toHaveLength(1);
  });

  it('moves the reminder with a rescheduled booking and withdraws it when the booking is cancelled', async () => {
    const address = `move+${Date.now()}@example.com`;
    const date = weekdayAhead(45);
    const booked = await confirmedBooking(address, { date, timeSlot: '10:30' });
    const first = await waitUntil(() => reminderJob(booked.bookingId, booked.startsAt), 10_000, 'the first reminder job');
    expect(await first.getState()).toBe('delayed');

    await request(api.getHttpServer())
      .post(`/api/manage-booking/${booked.token}/reschedule`)
      .send({ date, timeSlot: '15:00' })
      .expect(200);
    const movedTo = (await bookingRow(api, booked.bookingId)).starts_at as Date;
    const moved = await waitUntil(() => reminderJob(booked.bookingId, movedTo), 10_000, 'the moved reminder job');
    expect(await moved.getState()).toBe('delayed');
    await waitUntil(
      async () => !(await reminderJob(booked.bookingId, booked.startsAt)),
      10_000,
      'the old reminder to be withdrawn',
    );
    const [moveMail] = await smtp.waitFor((mail) => to(address)(mail) && /^Booking moved/.test(mail.subject ?? ''), 1, 20_000);
    expect(moveMail.text).toContain('at 15:00');
    expect(moveMail.attachments.find((attachment) => attachment.filename === 'booking.ics')?.content.toString('utf8')).toContain(
      `DTSTART;TZID=Europe/London:${date.replace(/-/g, '')}T150000`,
    );

    await request(api.getHttpServer()).post(`/api/manage-booking/${booked.token}/cancel`).expect(200);
    await waitUntil(async () => !(await reminderJob(booked.bookingId, movedTo)), 10_000, 'the reminder to be withdrawn');
  });

  it('sends nothing for a reminder job whose booking has moved since, and schedules none less than a day ahead', async () => {
    const address = `stale+${Date.now()}@example.com`;
    const booked = await confirmedBooking(address, { date: weekdayAhead(46), timeSlot: '13:30' });
    await confirmationSent(address);
    const stale = {
      name: BOOKING_REMINDER,
      id: 'stale',
      data: { bookingId: booked.bookingId, startsAt: new Date(0).toISOString(), eventId: 'stale', correlationId: null },
    };
    await expect(worker.get(EmailProcessor).process(stale as unknown as Job)).resolves.toEqual({ sent: 0, skipped: 0 });

    clock = new Date(booked.startsAt.getTime() - 20 * HOUR);
    await expect(worker.get(BookingReminders).schedule(booked.bookingId)).resolves.toBeNull();
  });
});
