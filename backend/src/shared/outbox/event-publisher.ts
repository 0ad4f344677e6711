import type { DomainEvent } from './domain-event';

/** Port: records events in the caller's transaction; they are delivered only once it commits. */
export interface EventPublisher {
  /** Events are built by their definitions (`defineEvent`), so each one's payload is the type its consumers read. */
  publish(...events: DomainEvent[]): Promise<void>;
}

export const EVENT_PUBLISHER = Symbol('EVENT_PUBLISHER');
