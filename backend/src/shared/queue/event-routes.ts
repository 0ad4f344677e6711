import type { AnyEventDefinition } from '../outbox/domain-event';
import type { QueueName } from './queue-names';

/**
 * Which queues receive each event type: the outbox relay's table. Shared names no event: the process that runs
 * the consumers composes it from what each module says its events are for (`ModuleJobs`, module-jobs.ts).
 * An event with no route stays in the outbox, visible in the lag metric, rather than being dropped.
 */
export type EventRoutes = Readonly<Record<string, readonly QueueName[]>>;

export const EVENT_ROUTES = Symbol('EVENT_ROUTES');

/** Every event in `events` goes to `queue`, where its consumer runs. */
export interface EventConsumer {
  queue: QueueName;
  events: readonly AnyEventDefinition[];
}

/** The routing table of these consumers (an event several consume goes to each of their queues). */
export function routeEvents(consumers: readonly EventConsumer[]): EventRoutes {
  const routes: Record<string, QueueName[]> = {};
  for (const { queue, events } of consumers) {
    for (const { type } of events) {
      const queues = (routes[type] ??= []);
      if (!queues.includes(queue)) queues.push(queue);
    }
  }
  return routes;
}
