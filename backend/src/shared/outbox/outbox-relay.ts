import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { DEFAULT_JOB_OPTIONS } from '../queue/job-options';
import { EVENT_ROUTES, QueueName } from '../queue/queue-names';
import { redisConnection } from '../queue/redis-connection';

interface PendingEvent {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  correlation_id: string | null;
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

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Relays one batch; returns how many events went onto queues. */
  async relayPending(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // Only routable types are claimed, so an event nobody consumes (a deploy mismatch) cannot block the rest;
      // it waits in the table and shows in the outbox lag metric.
      const routed: PendingEvent[] = await manager.query(
        `SELECT id, type, payload, correlation_id FROM outbox
          WHERE published_at IS NULL AND type = ANY($2::text[])
          ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH_SIZE, Object.keys(EVENT_ROUTES)],
      );
      for (const row of routed) {
        for (const queueName of EVENT_ROUTES[row.type]) {
          const data = { ...row.payload, eventId: row.id, correlationId: row.correlation_id };
          const queue = await this.readyQueue(queueName);
          await queue.add(row.type, data, { ...DEFAULT_JOB_OPTIONS, jobId: row.id });
        }
      }
      if (routed.length > 0) {
        await manager.query(`UPDATE outbox SET published_at = now() WHERE id = ANY($1::uuid[])`, [routed.map((row) => row.id)]);
      }
      return routed.length;
    });
  }

  /** Polls until stopped; a failed round (Redis or Postgres down) is logged and retried. */
  start(intervalMs = 250): void {
    const tick = async () => {
      try {
        this.running = this.relayPending();
        const relayed = await this.running;
        this.timer = setTimeout(tick, relayed === BATCH_SIZE ? 0 : intervalMs);
      } catch (error) {
        this.logger.warn(`Outbox relay round failed, retrying: ${(error as Error).message}`);
        this.timer = setTimeout(tick, Math.max(intervalMs, 1000));
      }
    };
    this.timer = setTimeout(tick, 0);
  }

  async onApplicationShutdown(): Promise<void> {
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
