import { type Job, Queue } from 'bullmq';
import { waitUntil } from '../../backend/test/wait-until';
import { ALL_QUEUES } from '../../backend/src/shared/queue/queue-names';
import { eventRoutesOf } from '../../backend/src/shared/queue/module-jobs';
import { WORKER_JOBS } from '../src/worker.module';
import { redisConnection } from '../../backend/src/shared/queue/redis-connection';

/** The Redis the suites run against (REDIS_URL), read before a test points the worker at a proxy in front of it. */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** REDIS_URL's host and port, for a TcpProxy in front of it. */
export function redisAddress(): { host: string; port: number } {
  const url = new URL(REDIS_URL);
  return { host: url.hostname, port: Number(url.port || 6379) };
}

/**
 * A queue of the suite's prefix on the real Redis (not through a test's proxy). It only reads job counts: a
 * dropped connection (a worker killed mid-job resets its own) is reconnected by ioredis, not a test failure.
 */
export function testQueue(name: string, prefix: string): Queue {
  const queue = new Queue(name, { connection: redisConnection(REDIS_URL), prefix });
  queue.on('error', () => undefined);
  return queue;
}

/** Removes every queue of the suite's prefix from Redis, jobs and all, when the suite ends. */
export async function obliterateQueues(prefix: string): Promise<void> {
  for (const name of ALL_QUEUES) {
    const queue = testQueue(name, prefix);
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

/** The job `jobId` of `queue` once it has finished, completed or failed. */
export function finishedJob(queue: Queue, jobId: string, timeoutMs = 20_000): Promise<Job> {
  return waitUntil(
    async () => {
      const job = await queue.getJob(jobId);
      return job?.finishedOn ? job : undefined;
    },
    timeoutMs,
    `job ${jobId} to finish`,
  );
}

/** A TypeORM DataSource (rows) or a pg Client ({ rows }). */
interface Database {
  query(sql: string, parameters: unknown[]): Promise<unknown>;
}

/**
 * Waits until every routable outbox row is relayed and no job of `prefix` waits or runs: after this, whatever
 * the events written so far were going to send has been sent, so an absence can be asserted.
 */
export async function waitUntilSettled(database: Database, prefix: string, timeoutMs = 20_000): Promise<void> {
  const queues = ALL_QUEUES.map((name) => testQueue(name, prefix));
  try {
    await waitUntil(
      async () => {
        const answer = await database.query(
          `SELECT count(*)::int AS pending FROM outbox WHERE published_at IS NULL AND type = ANY($1::text[])`,
          [Object.keys(eventRoutesOf(WORKER_JOBS))],
        );
        const [{ pending }] = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as { pending: number }[];
        if (pending > 0) return false;
        const counts = await Promise.all(queues.map((queue) => queue.getJobCounts('waiting', 'active', 'prioritized')));
        return counts.every((count) => Object.values(count).every((jobs) => jobs === 0));
      },
      timeoutMs,
      'the outbox and the queues to settle',
    );
  } finally {
    await Promise.all(queues.map((queue) => queue.close()));
  }
}
