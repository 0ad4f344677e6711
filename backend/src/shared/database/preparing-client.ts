import { createHash } from 'node:crypto';
import { Client } from 'pg';

/** Distinct statements one connection keeps prepared; past this (a query built with a varying number of values), unnamed. */
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
  private readonly prepared = new Set<string>();

  // pg's overloads (text and values, a config object, a submittable with or without a callback) all pass through.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && this.mayPrepare(text)) {
      args[0] = { name: statementName(text), text };
    }
    return (super.query as (...pass: unknown[]) => never)(...args);
  }

  private mayPrepare(text: string): boolean {
    if (this.prepared.has(text)) return true;
    if (this.prepared.size >= PREPARED_PER_CONNECTION || STAR_RESULT.test(text)) return false;
    this.prepared.add(text);
    return true;
  }
}

/** 27 characters, within Postgres's 63 for a name; a different text never shares one (pg refuses a reused name). */
export const statementName = (text: string): string => `s${createHash('sha1').update(text).digest('base64url')}`;
