/** Something that happened in a module, told to the worker after the transaction that caused it commits. */
export interface DomainEvent {
  type: string;
  payload: Record<string, string | number | boolean | null>;
}

/** Port: records events in the caller's transaction; they are delivered only once it commits. */
export interface EventPublisher {
  publish(...events: DomainEvent[]): Promise<void>;
}

export const EVENT_PUBLISHER = Symbol('EVENT_PUBLISHER');
