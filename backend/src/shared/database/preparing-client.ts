import { createHash } from 'node:crypto';
import { Client } from 'pg';

/** Distinct statements one connection names (or knows to leave unnamed); past this (a query built with a varying number of values), the rest run unnamed. */
export const PREPARED_PER_CONNECTION = 500;

/**
 * A result of `*` changes shape when a migration adds a column, and Postgres refuses to run a statement prepared before
 * that ("cached plan must not change result type"): such statements, which an API still running during a deploy's
 * migration would send, stay unnamed.
 */
const STAR_RESULT = /\b(?:SELECT|RETURNING)\s+(?:[\w"]+\.)?\*/i;

/**
 * The pool's client (`extra.Client`): a statement with values (what TypeORM sends) goes as a named prepared statement,
 * its name a digest of its text, so Postgres parses it once per connection instead of on every call, and plans it
 * once it settles on a generic plan (docs/benchmarks.md, CPU per booking: a booking read cost the backend 156 µs
 * unnamed, 52–68 µs prepared). Statements without values (START TRANSACTION, COMMIT) keep the one-message simple protocol.
 */
export class PreparingClient extends Client {
  /** Statement text → its name on this connection, or null for one it sends unnamed (its result is `*`). */
  private readonly names = new Map<string, string | null>();

  // pg's overloads (text and values, a config object, a submittable with or without a callback) all pass through.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) && values.length > 0 ? this.nameFor(text) : null;
    if (name) args[0] = { name, text };
    return (super.query as (...pass: unknown[]) => never)(...args);
  }

  private nameFor(text: string): string | null {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.names.size >= PREPARED_PER_CONNECTION) return null;
    const name = STAR_RESULT.test(text) ? null : statementName(text);
    this.names.set(text, name);
    return name;
  }
}

/** 27 characters, within Postgres's 63 for a name; a different text never shares one (pg refuses a reused name). */
export const statementName = (text: string): string => `s${createHash('sha1').update(text).digest('base64url')}`;
