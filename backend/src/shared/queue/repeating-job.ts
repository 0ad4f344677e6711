import { WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { AppConfig } from '../config/app-config';

/** A job its queue runs every `everyMs`. */
export interface RepeatingSchedule {
  name: string;
  everyMs: number;
}

/** A run that fails while Postgres or Redis blinks is tried again soon, rather than waiting a whole period in the failed set. */
const RUN_OPTIONS: JobsOptions = {
  attempts: 4,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { count: 100 },
  removeOnFail: { count: 500 },
};

/**
 * A queue's repeating jobs as BullMQ job schedulers (one per name however many workers start). The schedulers
 * live in Redis only, so Redis losing its data loses them: they are upserted at start and whenever the worker's
 * connection to Redis becomes ready again (a restarted Redis), and a periodic check re-creates any that went
 * missing while the connection stayed up (the keys deleted). Each job does work whose record is in Postgres,
 * so a missed run is made good by the next one.
 */
export class RepeatingJobs {
  private check?: NodeJS.Timeout;
  private checking = false;

  constructor(
    private readonly queue: Queue,
    private readonly schedules: readonly RepeatingSchedule[],
    private readonly checkEveryMs: number,
    private readonly logger: Logger,
  ) {}

  /** Asserts the schedules now, on every `ready` of `connection` (the worker's), and checks them every `checkEveryMs`. */
  start(connection: { on(event: 'ready', listener: () => void): unknown }): void {
    connection.on('ready', () => void this.assertAll());
    void this.assertAll();
    this.check = setInterval(() => void this.repairMissing(), this.checkEveryMs);
  }

  stop(): void {
    clearInterval(this.check);
  }

  private async assertAll(): Promise<void> {
    for (const schedule of this.schedules) await this.upsert(schedule);
  }

  /** One check at a time: while Redis is away a check may wait on it longer than the period. */
  private async repairMissing(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      for (const schedule of this.schedules) {
        if (await this.queue.getJobScheduler(schedule.name)) continue;
        this.logger.warn(`The ${schedule.name} schedule was missing from Redis; re-creating it`);
        await this.upsert(schedule);
      }
    } catch (error) {
      this.logger.warn(`Could not check the schedules, trying again in ${this.checkEveryMs} ms: ${(error as Error).message}`);
    } finally {
      this.checking = false;
    }
  }

  private async upsert({ name, everyMs }: RepeatingSchedule): Promise<void> {
    try {
      await this.queue.upsertJobScheduler(name, { every: everyMs }, { name, opts: RUN_OPTIONS });
    } catch (error) {
      this.logger.warn(`Could not schedule ${name}; the next check tries again: ${(error as Error).message}`);
    }
  }
}

/** A queue's processor that keeps its queue's repeating jobs scheduled from the worker's start to its shutdown. */
export abstract class RepeatingJobProcessor extends WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private readonly repeatingJobs: RepeatingJobs;

  protected constructor(queue: Queue, config: AppConfig, ...schedules: RepeatingSchedule[]) {
    super();
    this.repeatingJobs = new RepeatingJobs(queue, schedules, config.JOB_SCHEDULE_CHECK_SECONDS * 1000, this.logger);
  }

  onApplicationBootstrap(): void {
    // The worker's blocking connection: `ready` again after every reconnection, as a restarted Redis comes back.
    this.repeatingJobs.start(this.worker);
  }

  onApplicationShutdown(): void {
    this.repeatingJobs.stop();
  }
}
