import type { Queue } from 'bullmq';
import { Gauge, Registry } from 'prom-client';

const STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/**
 * The queues' depth per state (`queue_jobs`: failed jobs are `state="failed"`) and the age of each queue's oldest
 * waiting job (`queue_oldest_waiting_seconds`, 0 when none waits: work piling up while nobody consumes it), read
 * from Redis at each scrape. The API and the worker both expose them; a Redis that does not answer leaves them out.
 */
export function registerQueueMetrics(registry: Registry, queues: Queue[]): void {
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs per BullMQ queue and state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      for (const queue of queues) {
        const counts = await queue.getJobCounts(...STATES).catch(() => ({}));
        for (const [state, count] of Object.entries(counts)) this.set({ queue: queue.name, state }, count as number);
      }
    },
  });
  new Gauge({
    name: 'queue_oldest_waiting_seconds',
    help: 'Age of the oldest job waiting to be processed, per queue (0 when none waits)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      for (const queue of queues) {
        // `asc`: the oldest first.
        const [oldest] = await queue.getJobs(['wait'], 0, 0, true).catch(() => [undefined]);
        this.set({ queue: queue.name }, oldest ? Math.max(0, (Date.now() - oldest.timestamp) / 1000) : 0);
      }
    },
  });
}
