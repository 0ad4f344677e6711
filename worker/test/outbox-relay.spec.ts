import { TransactionHost } from '@nestjs-cls/transactional';
import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import { ClsService } from 'nestjs-cls';
import { DataSource } from 'typeorm';
import { TcpProxy } from '../../backend/test/tcp-proxy';
import { waitUntil } from '../../backend/test/wait-until';
import { DEV_ACCESS_GRANTED } from '../../backend/src/modules/account/domain/account-events';
import { EVENT_PUBLISHER, EventPublisher } from '../../backend/src/shared/outbox/event-publisher';
import { OutboxRelay } from '../../backend/src/shared/outbox/outbox-relay';
import { QUEUE } from '../../backend/src/shared/queue/queue-names';
import { WorkerModule } from '../src/worker.module';
import { finishedJob, redisAddress, testQueue } from './test-queues';

describe('outbox → relay → BullMQ → worker', () => {
  const proxy = new TcpProxy(redisAddress());
  const prefix = `skyward-test-${Date.now()}`;
  let worker: INestApplicationContext;
  let staffQueue: Queue;

  beforeAll(async () => {
    await proxy.up();
    process.env.REDIS_URL = `redis://127.0.0.1:${proxy.port}`;
    process.env.QUEUE_PREFIX = prefix;
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
    worker = await moduleRef.init();
    staffQueue = testQueue(QUEUE.staff, prefix);
  });

  afterAll(async () => {
    await worker.close();
    await staffQueue.obliterate({ force: true });
    await staffQueue.close();
    await proxy.down();
  });

  /** Publishes a staff notice (dev-access.granted, routed to the staff queue) in a transaction; returns its outbox id. */
  async function publishInTransaction(grantedAt: string): Promise<string> {
    const cls = worker.get(ClsService);
    const txHost = worker.get(TransactionHost);
    await cls.run(() => txHost.withTransaction(() => worker.get<EventPublisher>(EVENT_PUBLISHER).publish(DEV_ACCESS_GRANTED({ grantedAt }))));
    const [row] = await worker
      .get(DataSource)
      .query(`SELECT id, published_at FROM outbox WHERE payload->>'grantedAt' = $1`, [grantedAt]);
    return row.id;
  }

  /** Other suites may have left older events waiting: relay batches until this one has gone out. */
  async function relayUntilPublished(eventId: string): Promise<void> {
    await waitUntil(async () => {
      await worker.get(OutboxRelay).relayPending();
      const [row] = await worker.get(DataSource).query(`SELECT published_at FROM outbox WHERE id = $1`, [eventId]);
      return row.published_at !== null;
    }, 15_000, 'the event to be relayed');
  }

  it('keeps an event written while Redis is down and delivers it once Redis is back', async () => {
    await proxy.down();
    const grantedAt = new Date().toISOString();
    const eventId = await publishInTransaction(grantedAt);

    await expect(worker.get(OutboxRelay).relayPending()).rejects.toThrow();
    const [waiting] = await worker.get(DataSource).query(`SELECT published_at FROM outbox WHERE id = $1`, [eventId]);
    expect(waiting.published_at).toBeNull();

    await proxy.up();
    await relayUntilPublished(eventId);

    const finished = await finishedJob(staffQueue, eventId, 15_000);
    expect(await finished.getState()).toBe('completed');
    expect(finished.returnvalue).toContain(grantedAt);
  });

  it('relays an event once even when the relay runs again', async () => {
    const grantedAt = new Date().toISOString();
    const eventId = await publishInTransaction(grantedAt);
    await relayUntilPublished(eventId);
    await worker.get(OutboxRelay).relayPending();
    await worker.get(DataSource).query(`UPDATE outbox SET published_at = NULL WHERE id = $1`, [eventId]);
    await relayUntilPublished(eventId);
    const jobs = await staffQueue.getJobs(['waiting', 'active', 'completed', 'delayed']);
    expect(jobs.filter((job) => job.data.grantedAt === grantedAt)).toHaveLength(1);
  });

  it('wakes on the commit (LISTEN/NOTIFY), not at its next poll', async () => {
    const relay = worker.get(OutboxRelay);
    relay.start(10 * 60_000); // one round now, then a poll only every ten minutes
    const first = await publishInTransaction(new Date().toISOString());
    await waitUntil(async () => (await staffQueue.getJob(first)) ?? undefined, 10_000, 'the first event on the queue');

    // Its first round is over, so only the notification of this commit can relay the next event in time.
    const second = await publishInTransaction(new Date().toISOString());
    await waitUntil(async () => (await staffQueue.getJob(second)) ?? undefined, 3000, 'the next event, relayed on its commit');
  });
});
