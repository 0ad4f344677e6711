import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { TcpProxy } from '../../backend/test/tcp-proxy';
import { waitUntil } from '../../backend/test/wait-until';
import { QUEUE } from '../../backend/src/shared/queue/queue-names';
import { emailJobsFailed } from '../../backend/src/shared/mail/delivery/email-metrics';
import { emailJobOptions, startEmailWorker, TEST_MAILS, TestMail } from './email-worker';
import { HoldingSmtpServer } from './faults/holding-smtp';
import { finishedJob, obliterateQueues, testQueue } from './test-queues';

const withKey = (key: string) => (mail: ParsedMail) => mail.headers.get('x-skyward-mail-key') === key;

/** The worker's e-mail queue end to end: real Redis, Postgres and SMTP, with retries paced for a test. */
describe('e-mail jobs: sent once, retried through an SMTP outage, alerting when out of retries', () => {
  const smtp = new HoldingSmtpServer();
  /** The worker's way to the SMTP server, which a test cuts to stage an outage. */
  let smtpLink: TcpProxy;
  const prefix = `${process.env.QUEUE_PREFIX}-email-${Date.now()}`;
  let worker: INestApplicationContext;
  let queue: Queue;
  let run = 0;

  beforeAll(async () => {
    smtpLink = new TcpProxy({ host: '127.0.0.1', port: await smtp.start() });
    await smtpLink.up();
    process.env.SMTP_PORT = String(smtpLink.port);
    process.env.QUEUE_PREFIX = prefix;
    worker = await startEmailWorker();
    queue = testQueue(QUEUE.email, prefix);
  });
  afterAll(async () => {
    await worker.close();
    await queue.close();
    await obliterateQueues(prefix);
    await smtpLink.down();
    await smtp.stop();
  });

  async function queueMails(mails: TestMail[], firstRetryMs = 100, attempts?: number): Promise<string> {
    const jobId = `test-${Date.now()}-${(run += 1)}`;
    await queue.add(
      TEST_MAILS,
      { mails, eventId: jobId, correlationId: null },
      emailJobOptions(firstRetryMs, { jobId, ...(attempts && { attempts }) }),
    );
    return jobId;
  }

  const sentEmail = async (key: string) =>
    (await worker.get(DataSource).query(`SELECT attempts, message_id, sent_at FROM sent_email WHERE key = $1`, [key]))[0];

  it('a retried job sends again only what was not sent: the e-mail that went on the first attempt goes once', async () => {
    const [first, second] = [`once:${Date.now()}:a`, `once:${Date.now()}:b`];
    smtp.refuseNext('second@example.com');
    const jobId = await queueMails([
      { key: first, to: 'first@example.com', subject: 'First' },
      { key: second, to: 'second@example.com', subject: 'Second' },
    ]);

    const job = await finishedJob(queue, jobId);
    expect(job.attemptsMade).toBe(2);
    expect(job.returnvalue).toEqual({ sent: 1, skipped: 1 });
    expect(smtp.received.filter(withKey(first))).toHaveLength(1);
    expect(smtp.received.filter(withKey(second))).toHaveLength(1);
    expect(await sentEmail(first)).toMatchObject({ attempts: 1, sent_at: expect.any(Date) });
    expect(await sentEmail(second)).toMatchObject({ attempts: 2, sent_at: expect.any(Date) });
  });

  it('two jobs with one e-mail at once: the second leaves the live claim alone, retries, and finds it sent', async () => {
    const key = `race:${Date.now()}`;
    smtp.holdNext('race@example.com', 1500); // the first send is mid-SMTP while the second job runs
    const [one, two] = [
      await queueMails([{ key, to: 'race@example.com', subject: 'Race' }]),
      await queueMails([{ key, to: 'race@example.com', subject: 'Race' }]),
    ];

    const jobs = [await finishedJob(queue, one), await finishedJob(queue, two)];
    expect(smtp.received.filter(withKey(key))).toHaveLength(1);
    expect(jobs.map((job) => job.returnvalue.sent).sort()).toEqual([0, 1]);
    const waiter = jobs.find((job) => job.returnvalue.sent === 0)!;
    expect((waiter.stacktrace ?? []).join('\n')).toContain('EmailSendInProgressError');
    expect(await sentEmail(key)).toMatchObject({ attempts: 1 });
  });

  it("a job sends its other e-mails while another job is still sending one of them, then retries for that one", async () => {
    const [shared, own] = [`held:${Date.now()}:shared`, `held:${Date.now()}:own`];
    smtp.holdNext('held@example.com', 2000);
    const one = await queueMails([{ key: shared, to: 'held@example.com', subject: 'Shared' }]);
    await waitUntil(async () => (await sentEmail(shared)) !== undefined, 5_000, 'the first job to claim the shared e-mail');
    const two = await queueMails([
      { key: shared, to: 'held@example.com', subject: 'Shared' },
      { key: own, to: 'own@example.com', subject: 'Own' },
    ]);

    // The second job's own e-mail goes while the shared one is still held mid-SMTP by the first job.
    await waitUntil(async () => (await sentEmail(own))?.sent_at, 5_000, "the second job's own e-mail to be sent");
    expect(smtp.received.filter(withKey(shared))).toHaveLength(0);
    const jobs = [await finishedJob(queue, one), await finishedJob(queue, two)];
    expect(jobs[1].attemptsMade).toBeGreaterThanOrEqual(2);
    expect(jobs[1].returnvalue).toEqual({ sent: 0, skipped: 2 });
    expect(smtp.received.filter(withKey(shared))).toHaveLength(1);
    expect(smtp.received.filter(withKey(own))).toHaveLength(1);
    expect(await sentEmail(own)).toMatchObject({ attempts: 1 });
    expect(await sentEmail(shared)).toMatchObject({ attempts: 1 });
  });

  it('an SMTP outage over several attempts loses nothing: the e-mail goes when SMTP is back, once', async () => {
    const key = `outage:${Date.now()}`;
    await smtpLink.down();
    const jobId = await queueMails([{ key, to: 'outage@example.com', subject: 'Outage' }], 200);
    await waitUntil(async () => ((await queue.getJob(jobId))?.attemptsMade ?? 0) >= 3, 20_000, 'three failed attempts');
    expect(smtp.received.filter(withKey(key))).toHaveLength(0);
    await smtpLink.up();

    const job = await finishedJob(queue, jobId, 30_000);
    expect(job.returnvalue).toEqual({ sent: 1, skipped: 0 });
    expect(job.attemptsMade).toBeGreaterThanOrEqual(4);
    expect(smtp.received.filter(withKey(key))).toHaveLength(1);
    // Each attempt claimed it again (nothing was on the wire), and the Message-ID stayed the first one.
    expect(await sentEmail(key)).toMatchObject({
      attempts: job.attemptsMade,
      message_id: smtp.received.find(withKey(key))!.messageId,
    });
  });

  it('a job out of retries is counted for the staff alert, and kept in the failed set', async () => {
    const failuresBefore = (await emailJobsFailed.get()).values[0]?.value ?? 0;
    await smtpLink.down();
    try {
      const jobId = await queueMails([{ key: `given-up:${Date.now()}`, to: 'late@example.com', subject: 'Late' }], 100, 2);
      const job = await finishedJob(queue, jobId);
      expect(await job.getState()).toBe('failed');
      expect(job.attemptsMade).toBe(2);
      await waitUntil(
        async () => (await emailJobsFailed.get()).values[0]?.value === failuresBefore + 1,
        5000,
        'the failure to be counted',
      );
    } finally {
      await smtpLink.up();
    }
  });
});
