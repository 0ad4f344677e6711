/** A value JSON carries unchanged (the outbox's jsonb column, a BullMQ job's data): no Date, no undefined. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** A payload's shape: every field a JSON value, so the consumer reads back exactly what the publisher wrote. */
export type JsonFields<Payload> = { readonly [Field in keyof Payload]: JsonValue };

/** Something that happened in a module, told to the worker after the transaction that caused it commits. */
export interface DomainEvent<Type extends string = string, Payload extends object = object> {
  readonly type: Type;
  readonly payload: Payload;
}

/**
 * One kind of event: its name (`type`) and its payload's type, stated once. Calling it builds the event for the
 * publisher; consumers name it to be routed its jobs and read their data as its payload (`EventJob`).
 */
export interface EventDefinition<Type extends string = string, Payload extends object = object> {
  (payload: Payload): DomainEvent<Type, Payload>;
  readonly type: Type;
}

/** Any event's definition (a list of them routes events, whatever their payloads). */
export interface AnyEventDefinition {
  (payload: never): DomainEvent;
  readonly type: string;
}

/**
 * Defines an event: `export const BOOKING_CONFIRMED = defineEvent<BookingConfirmedPayload>()('booking.confirmed')`.
 * (Two calls, so the payload is written and the name's literal type is inferred.)
 */
export function defineEvent<Payload extends JsonFields<Payload>>() {
  return <Type extends string>(type: Type): EventDefinition<Type, Payload> =>
    Object.assign((payload: Payload): DomainEvent<Type, Payload> => ({ type, payload }), { type });
}

/** The payload an event's definition carries (any object, for any event's). */
export type PayloadOf<Definition extends AnyEventDefinition> =
  Definition extends EventDefinition<Definition['type'], infer Payload> ? Payload : object;

/** What the outbox relay adds to a payload on the way to a queue: the outbox row's id and the request's ids. */
export interface RelayedFields {
  readonly eventId: string;
  readonly correlationId: string | null;
  readonly traceparent?: string | null;
}

/**
 * An event as its consumer's job carries it (BullMQ's `name` and `data`): one member per definition, so checking
 * `name` narrows `data` to that event's payload.
 */
export type EventJob<Definition extends AnyEventDefinition> = Definition extends AnyEventDefinition
  ? { readonly name: Definition['type']; readonly data: PayloadOf<Definition> & RelayedFields }
  : never;

/** Whether a job is this event's (by its name, as the relay names jobs): its data is then that event's payload. */
export function isEventJob<Definition extends AnyEventDefinition>(
  job: { readonly name: string },
  definition: Definition,
): job is EventJob<Definition> {
  return job.name === definition.type;
}
