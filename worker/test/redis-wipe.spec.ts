import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { ageHold, bookingRow, confirmedBooking, startBooking, weekdayAhead } from '../../backend/test/booking-fixtures';
import { waitUntil } from '../../backend/test/wait-until';
import { reminderTime } from '../../backend/src/modules/booking/domain/reminder';
import { EXPIRE_HOLDS_JOB, SEND_DUE_REMINDERS_JOB } from '../../backend/src/modules/booking/jobs/booking.processor';
import { RECONCILE_PAYMENTS_JOB } from '../../backend/src/modules/payment/jobs/payment-reconciliation.processor';
import { QUEUE } from '../../backend/src/shared/queue/queue-names';
import { REDIS_URL, testQueue, waitUntilSettled } from './test-queues';
import { workerForSuite } from './worker-for-suite';

const SECOND = 1000;
const isReminder = (mail: ParsedMail) => /^Reminder:/.test(mail.subject ?? '');
const to = (address: string) => (mail: ParsedMail) =>
  [mail.to].flat().some((recipient) => recipient?.value.some((value) => value.address?.toLowerCase() === address));

/**
 * Redis losing its data while the worker runs: FLUSHALL, or a Redis restarted without persistence. This Redis is
 * shared with other suites, so the test deletes every key of its own queue prefix instead, which is everything
 * FLUSHALL would take from this app. Afterwards the repeating jobs are scheduled again within seconds (the
 * worker's periodic check; short intervals here) and every confirmed booking still gets its reminder once, because
 * the reminders are rows in Postgres and the sweep that sends them is itself the repair.
 */
describe('the worker after Redis loses its data', () => {
  let bookingQueue: Queue;
  let paymentQueue: Queue;
  let redis: Redis;
  /** The worker's clock: the real time until the test moves it on to when reminders fall due. */
  let clock: Date | null = null;
  const suite = workerForSuite('redis_wipe', {
    tables: ['booking', 'fear_of_flying_booking', 'outbox', 'sent_email'],
    env: {
      BOOKING_HOLD_SWEEP_SECONDS: '1',
      BOOKING_REMINDER_SWEEP_SECONDS: '1',
      PAYMENT_RECONCILE_EVERY_SECONDS: '1',
      JOB_SCHEDULE_CHECK_SECONDS: '2',
    },
    clock: () => clock ?? new Date(),
  });

  beforeAll(() => {
    bookingQueue = testQueue(QUEUE.booking, suite.prefix);
    paymentQueue = testQueue(QUEUE.payment, suite.prefix);
    redis = new Redis(REDIS_URL);
  });

  afterAll(async () => {
    await Promise.all([bookingQueue.close(), paymentQueue.close()]);
    redis.disconnect();
  });

  /** What FLUSHALL does to this app: every key under its prefix gone, the worker's connections left open. Answers the keys deleted. */
  async function wipeRedis(): Promise<string[]> {
    const deleted: string[] = [];
    for await (const keys of redis.scanStream({ match: `${suite.prefix}:*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0 && (await redis.unlink(...keys)) > 0) deleted.push(...keys);
    }
    return deleted;
  }

  /** A job of that name that finished after `since`: only a schedule re-created after the wipe can have run it. */
  async function ranSince(queue: Queue, name: string, since: number): Promise<boolean> {
    const completed = await queue.getCompleted(0, 200);
    return completed.some((job) => job.name === name && (job.finishedOn ?? 0) > since);
  }

  it('schedules the hold sweep and reconciliation again within a minute, and sends every reminder once when it is due', async () => {
    // One day, in slot order: the day before it their reminders fall due one after another, and none of the sessions
    // has begun when the last is due (a reminder is never sent once its session started). On different days, the
    // second session had begun by the third's reminder whenever the days were next to each other.
    const day = weekdayAhead(30);
    const sessions = [
      { date: day, timeSlot: '10:30' },
      { date: day, timeSlot: '12:00' },
      { date: day, timeSlot: '13:30' },
    ];
    const bookings = await Promise.all(
      sessions.map(async (session, index) => {
        const address = `wipe+${index}-${Date.now()}@example.com`;
        const { bookingId } = await confirmedBooking(suite.api, { ...session, email: address });
        return { bookingId, address, startsAt: (await bookingRow(suite.api, bookingId)).starts_at as Date };
      }),
    );
    const dueAt = bookings.map(({ startsAt }) => reminderTime(startsAt, new Date(0)) as Date);
    await waitUntil(() => bookingQueue.getJobScheduler(SEND_DUE_REMINDERS_JOB), 10_000, 'the reminder sweep schedule');

    // The first reminder falls due and is sent before Redis loses its data.
    clock = new Date(dueAt[0].getTime() + SECOND);
    await suite.smtp.waitFor((mail) => isReminder(mail) && to(bookings[0].address)(mail), 1, 20_000);

    const wipedAt = Date.now();
    // The schedule's own key went with the rest (asking the queue instead races the worker's repair, every 2 s here).
    expect(await wipeRedis()).toContain(`${suite.prefix}:${QUEUE.booking}:repeat:${EXPIRE_HOLDS_JOB}`);

    // Back within a minute: the schedules are re-created, and each runs again.
    for (const [queue, name] of [
      [bookingQueue, EXPIRE_HOLDS_JOB],
      [bookingQueue, SEND_DUE_REMINDERS_JOB],
      [paymentQueue, RECONCILE_PAYMENTS_JOB],
    ] as const) {
      await waitUntil(() => queue.getJobScheduler(name), 60_000, `the ${name} schedule`);
      await waitUntil(() => ranSince(queue, name, wipedAt), 60_000, `a run of ${name} after the wipe`);
    }
    // An abandoned hold whose 15 minutes ran out after the wipe is released by the sweep.
    const abandoned = await startBooking(suite.api, { date: weekdayAhead(33), timeSlot: '15:00' });
    await ageHold(suite.api, abandoned.bookingId);
    await waitUntil(
      async () => (await bookingRow(suite.api, abandoned.bookingId)).status === 'expired',
      60_000,
      'the hold to expire',
    );

    // The other two fall due after the wipe: both are sent, the first is not sent again.
    clock = new Date(dueAt[2].getTime() + SECOND);
    await Promise.all(
      bookings.slice(1).map(({ address }) => suite.smtp.waitFor((mail) => isReminder(mail) && to(address)(mail), 1, 30_000)),
    );
    await waitUntilSettled(suite.api.get(DataSource), suite.prefix);
    for (const { address } of bookings) {
      expect(suite.smtp.received.filter((mail) => isReminder(mail) && to(address)(mail))).toHaveLength(1);
    }
    const rows = await suite.api
      .get(DataSource)
      .query(`SELECT count(*)::int AS unsent FROM booking WHERE status = 'confirmed' AND reminder_sent_at IS NULL`);
    expect(rows).toEqual([{ unsent: 0 }]);
  });
});
