import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { jobOptionsFor } from '../queue/job-options';
import { EVENT_ROUTES, EventRoutes } from '../queue/event-routes';
import type { QueueName } from '../queue/queue-names';
import { redisConnection } from '../queue/redis-connection';
import { PgChannelListener } from '../database/pg-channel-listener';

interface PendingEvent {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  correlation_id: string | null;
  traceparent: string | null;
  created_at: Date;
}

const BATCH_SIZE = 100;
const READY_TIMEOUT_MS = 2000;

/**
 * Moves committed outbox rows onto BullMQ. Rows are claimed with FOR UPDATE SKIP LOCKED so several
 * relays can run; the row id is the job id, so a row added twice (crash after add, before commit)
 * is still one job. If Redis is unreachable the transaction rolls back and the rows wait.
 */
@Injectable()
export class OutboxRelay implements OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly queues = new Map<QueueName, Queue>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  /** LISTENs on channel `outbox`, which a trigger notifies whenever a transaction that wrote outbox rows commits. */
  private wakeUp?: PgChannelListener;
  /** A commit was notified while a round ran: run another at once. */
  private woken = false;
  /** The last round failed: wait for the retry rather than waking on every commit. */
  private failing = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    @Inject(EVENT_ROUTES) private readonly routes: EventRoutes,
  ) {}

  /**
   * Relays one batch; returns how many events went onto queues. The rows are claimed and marked published in one
   * statement; the mark commits only once Redis has taken the jobs (otherwise the transaction rolls back).
   */
  async relayPending(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // Only routable types are claimed, so an event nobody consumes (a deploy mismatch) cannot block the rest;
      // it waits in the table and shows in the outbox lag metric.
      const [claimed]: [PendingEvent[], number] = await manager.query(
        `UPDATE outbox SET published_at = now()
          WHERE id IN (SELECT id FROM outbox WHERE published_at IS NULL AND type = ANY($2::text[])
                        ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, type, payload, correlation_id, traceparent, created_at`,
        [BATCH_SIZE, Object.keys(this.routes)],
      );
      // RETURNING keeps no order: the jobs go in the order the events were written.
      const routed = claimed.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
      // One round trip per queue for the whole batch.
      const jobsByQueue = new Map<QueueName, { name: string; data: Record<string, unknown>; opts: JobsOptions }[]>();
      for (const row of routed) {
        const data = { ...row.payload, eventId: row.id, correlationId: row.correlation_id, traceparent: row.traceparent };
        for (const queueName of this.routes[row.type]) {
          const job = { name: row.type, data, opts: { ...jobOptionsFor(queueName), jobId: row.id } };
          jobsByQueue.set(queueName, [...(jobsByQueue.get(queueName) ?? []), job]);
        }
      }
      for (const [queueName, jobs] of jobsByQueue) await (await this.readyQueue(queueName)).addBulk(jobs);
      return routed.length;
    });
  }

  /**
   * Relays whenever a commit notifies the outbox channel, and polls every `intervalMs` as the fallback
   * (a lost listener, a notification missed); a failed round (Redis or Postgres down) is logged and retried.
   */
  start(intervalMs = 1000): void {
    const schedule = (delayMs: number) => {
      if (!this.wakeUp) return; // stopped
      clearTimeout(this.timer);
      this.timer = setTimeout(tick, delayMs);
    };
    const tick = async () => {
      this.timer = undefined;
      this.woken = false;
      try {
        this.running = this.relayPending();
        const relayed = await this.running;
        this.running = undefined;
        this.failing = false;
        schedule(relayed === BATCH_SIZE || this.woken ? 0 : intervalMs);
      } catch (error) {
        this.running = undefined;
        this.failing = true;
        this.logger.warn(`Outbox relay round failed, retrying: ${(error as Error).message}`);
        schedule(Math.max(intervalMs, 1000));
      }
    };
    const wake = () => {
      if (this.running) this.woken = true;
      else if (!this.failing) schedule(0);
    };
    // On (re)connecting too: rows written while nobody listened wait for no poll.
    this.wakeUp = new PgChannelListener(this.config.DATABASE_URL, 'outbox', { onNotify: wake, onListening: wake });
    void this.wakeUp.start();
    schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    const wakeUp = this.wakeUp;
    this.wakeUp = undefined;
    await wakeUp?.close();
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
  }

  private async readyQueue(name: QueueName): Promise<Queue> {
    const queue = this.queue(name);
    let timeout: NodeJS.Timeout | undefined;
    const unreachable = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => reject(new Error(`Redis not reachable for queue ${name}`)), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([queue.waitUntilReady(), unreachable]);
    } finally {
      clearTimeout(timeout);
    }
    return queue;
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      // Fail fast instead of buffering commands while Redis is away: the row stays in the outbox.
      const connection = redisConnection(this.config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      queue = new Queue(name, { connection, prefix: this.config.QUEUE_PREFIX });
      queue.on('error', (error) => this.logger.warn(`Queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }
}
