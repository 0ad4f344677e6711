import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { TcpProxy } from '../../../backend/test/tcp-proxy';
import { waitUntil } from '../../../backend/test/wait-until';
import { QUEUE } from '../../../backend/src/shared/queue/queue-names';
import { messageIdFor } from '../../../backend/src/shared/mail/delivery/message-id';
import { emailJobOptions, startEmailWorker, TEST_MAILS } from '../email-worker';
import { finishedJob, obliterateQueues, testQueue } from '../test-queues';
import { HoldingSmtpServer } from './holding-smtp';

const MAIL_FROM = 'Skyward Flight Simulation <hello@skywardsim.co.uk>';
const withKey = (key: string) => (mail: ParsedMail) => mail.headers.get('x-skyward-mail-key') === key;

/**
 * Postgres goes away while the SMTP server holds its answer to an e-mail, so the send is accepted but cannot be
 * recorded. The worker (in this process, its database connections through a proxy) retries once Postgres is back:
 * the e-mail reaches the mailbox with one Message-ID, at most twice on the wire, and is never sent again after.
 */
describe('fault: Postgres lost while the SMTP server holds its answer', () => {
  const smtp = new HoldingSmtpServer();
  const postgres = TcpProxy.inFrontOf(process.env.DATABASE_URL as string);
  const prefix = `${process.env.QUEUE_PREFIX}-email-pg-${Date.now()}`;
  let worker: INestApplicationContext;
  let queue: Queue;
  let postgresDown = false;

  beforeAll(async () => {
    await postgres.up();
    Object.assign(process.env, {
      DATABASE_URL: postgres.via(process.env.DATABASE_URL as string),
      QUEUE_PREFIX: prefix,
      SMTP_PORT: String(await smtp.start()),
      MAIL_FROM,
    });
    worker = await startEmailWorker();
    queue = testQueue(QUEUE.email, prefix);
  });
  afterAll(async () => {
    if (postgresDown) await postgres.up(); // a failed test may leave it down; the worker closes its connections
    await worker.close();
    await queue.close();
    await obliterateQueues(prefix);
    await postgres.down();
    await smtp.stop();
  });

  it('delivers the e-mail with one Message-ID, at most twice on the wire, and never sends it again', async () => {
    const jobKey = `pg-outage-${Date.now()}`;
    const key = `${jobKey}:confirmation`;
    const mails = [{ key, to: 'held@example.com', subject: 'Your booking is confirmed' }];
    smtp.holdNext('held@example.com', 2000);
    await queue.add(
      TEST_MAILS,
      { mails, eventId: 'pg-outage-1', correlationId: null },
      emailJobOptions(500, { jobId: `${jobKey}-1` }),
    );

    await waitUntil(async () => smtp.held === 1, 15_000, 'the worker to be mid-send (claimed, SMTP holding its answer)');
    await postgres.down();
    postgresDown = true;
    const downAt = Date.now();
    await waitUntil(async () => smtp.received.some(withKey(key)), 10_000, 'the SMTP server to accept the held e-mail');
    // The attempt that sent it failed to record it, and its retries cannot claim it while Postgres is away.
    await waitUntil(
      async () => ((await queue.getJob(`${jobKey}-1`))?.attemptsMade ?? 0) >= 3,
      20_000,
      'retries while Postgres is down',
    );
    const copiesWhileDown = smtp.received.filter(withKey(key)).length; // failed claims sent nothing
    await postgres.up();
    postgresDown = false;
    const upAt = Date.now();

    const job = await finishedJob(queue, `${jobKey}-1`, 60_000);
    const copies = smtp.received.filter(withKey(key));
    const messageIds = new Set(copies.map((copy) => copy.messageId));
    const [row] = await worker
      .get(DataSource)
      .query(`SELECT attempts, message_id, sent_at FROM sent_email WHERE key = $1`, [key]);
    console.log(
      `[fault: Postgres lost mid-send] Postgres down ${Math.round((upAt - downAt) / 1000)} s while the e-mail was held; job ${job.attemptsMade} attempts; ` +
        `copies on the wire: ${copies.length} (${copiesWhileDown} before Postgres returned); Message-IDs: ${[...messageIds].join(', ')}; sent_email attempts ${row.attempts}, sent ${Boolean(row.sent_at)}`,
    );
    expect(copiesWhileDown).toBe(1);
    expect(await job.getState()).toBe('completed');
    expect(copies.length).toBeGreaterThanOrEqual(1);
    expect(copies.length).toBeLessThanOrEqual(2);
    expect([...messageIds]).toEqual([messageIdFor(key, MAIL_FROM)]);
    expect(row).toMatchObject({ message_id: messageIdFor(key, MAIL_FROM), sent_at: expect.any(Date) });

    // With Postgres up, the same e-mail queued again (a duplicated event, a replayed job) sends nothing.
    await queue.add(
      TEST_MAILS,
      { mails, eventId: 'pg-outage-2', correlationId: null },
      emailJobOptions(500, { jobId: `${jobKey}-2` }),
    );
    const replay = await finishedJob(queue, `${jobKey}-2`, 15_000);
    expect(replay.returnvalue).toEqual({ sent: 0, skipped: 1 });
    expect(smtp.received.filter(withKey(key))).toHaveLength(copies.length);
  }, 120_000);
});
