import { WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';

const SCHEDULE_RETRY_MS = 30_000;

/**
 * A job a queue runs every `everyMs` (a BullMQ job scheduler, one per name however many workers start). Scheduling
 * needs Redis: while it is away the worker retries every 30 s rather than failing to start; `stop` ends the retries.
 */
export class RepeatingJob {
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly queue: Queue,
    private readonly name: string,
    private readonly everyMs: number,
    private readonly logger: Logger,
  ) {}

  async schedule(): Promise<void> {
    try {
      await this.queue.upsertJobScheduler(
        this.name,
        { every: this.everyMs },
        { name: this.name, opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 500 } } },
      );
    } catch (error) {
      this.logger.warn(`Could not schedule ${this.name}, retrying: ${(error as Error).message}`);
      this.retry = setTimeout(() => void this.schedule(), SCHEDULE_RETRY_MS);
    }
  }

  stop(): void {
    clearTimeout(this.retry);
  }
}

/** A queue's processor that keeps one repeating job of its queue scheduled from the worker's start to its shutdown. */
export abstract class RepeatingJobProcessor extends WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private readonly repeatingJob: RepeatingJob;

  protected constructor(queue: Queue, jobName: string, everyMs: number) {
    super();
    this.repeatingJob = new RepeatingJob(queue, jobName, everyMs, this.logger);
  }

  onApplicationBootstrap(): void {
    void this.repeatingJob.schedule();
  }

  onApplicationShutdown(): void {
    this.repeatingJob.stop();
  }
}
