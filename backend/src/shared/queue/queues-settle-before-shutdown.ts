import { getQueueToken } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { ALL_QUEUES } from './queue-names';

/** How long shutdown waits for the queues' connections to finish connecting: a Redis that does not answer is not waited for. */
const QUEUES_SETTLE_MS = 2_000;

/**
 * Lets every queue's Redis connection finish connecting before @nestjs/bullmq closes the queues. BullMQ 5 closes a
 * connection whose start-up check (Redis's version) is still in flight by dropping its listeners, and that check's
 * "Connection is closed" then surfaces as an unhandled 'error' (BullMQ 6 no longer emits it): an app stopped within
 * milliseconds of starting (a test's, a deploy's aborted start) would fail on its way out.
 */
@Injectable()
export class QueuesSettleBeforeShutdown implements BeforeApplicationShutdown {
  constructor(private readonly moduleRef: ModuleRef) {}

  async beforeApplicationShutdown(): Promise<void> {
    const queues = ALL_QUEUES.map((name) => this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, QUEUES_SETTLE_MS)));
    await Promise.race([Promise.allSettled(queues.map((queue) => queue.waitUntilReady())), giveUp]);
    clearTimeout(timer);
  }
}
