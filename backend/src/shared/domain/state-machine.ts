import type { DomainEvent } from '../outbox/domain-event';

/**
 * One aggregate's allowed status moves, in one table; an illegal move is the aggregate's own error. Its repository writes a
 * status only from a Transition, and only `move` makes one, so no write can skip the table.
 */
export class StateMachine<Status extends string> {
  constructor(
    private readonly table: Readonly<Record<Status, readonly Status[]>>,
    private readonly refuse: (from: Status, to: Status) => Error,
  ) {}

  /** Every status, in the table's order. */
  get statuses(): Status[] {
    return Object.keys(this.table) as Status[];
  }

  canMove(from: Status, to: Status): boolean {
    return this.table[from].includes(to);
  }

  /** Throws the aggregate's error unless the table allows the move. */
  assertMove(from: Status, to: Status): void {
    if (!this.canMove(from, to)) throw this.refuse(from, to);
  }

  /** The move checked against the table, with the fields written with it and the events it publishes. */
  move<Changes>(from: Status, to: Status, changes: Changes, events: readonly DomainEvent[] = []): Transition<Status, Changes> {
    return new Transition(this, from, to, changes, events);
  }
}

/**
 * A status move the table allowed: what the repository writes (`to` and `changes`) and what the use case publishes. It is
 * checked as it is built, and its private field keeps a plain object from passing for one.
 */
export class Transition<Status extends string, Changes> {
  private readonly checked: { from: Status; to: Status };

  constructor(
    machine: StateMachine<Status>,
    from: Status,
    to: Status,
    readonly changes: Changes,
    readonly events: readonly DomainEvent[],
  ) {
    machine.assertMove(from, to);
    this.checked = { from, to };
  }

  get from(): Status {
    return this.checked.from;
  }

  get to(): Status {
    return this.checked.to;
  }
}
