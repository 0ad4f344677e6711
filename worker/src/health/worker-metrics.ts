import type { Queue } from 'bullmq';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { registerQueueMetrics } from '../../../backend/src/shared/metrics/queue-metrics';
import { EMAIL_METRICS } from '../../../backend/src/shared/mail/delivery/email-metrics';

/**
 * What the worker's GET /metrics exposes: the process (CPU, memory, event loop), the queues' depth per state
 * (failed jobs included) and the age of their oldest waiting job, and the e-mails sent and given up on.
 */
export function workerMetrics(queues: Queue[]): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerQueueMetrics(registry, queues);
  for (const metric of EMAIL_METRICS) registry.registerMetric(metric);
  return registry;
}
