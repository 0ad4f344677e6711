import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AttemptCounter } from '../application/account.ports';

/**
 * Fixed-window counters in Postgres (table rate_limit_counter): shared by every API process, and one
 * atomic upsert per hit, so parallel guesses cannot slip past the limit. Written outside the caller's
 * transaction on purpose: a failed sign-in rolls nothing back, and its count must stay.
 */
@Injectable()
export class PostgresAttemptCounter implements AttemptCounter {
  private hitsSinceSweep = 0;

  constructor(private readonly dataSource: DataSource) {}

  async hit(key: string, windowMs: number): Promise<{ hits: number; retryAfterSeconds: number }> {
    const [row]: { hits: number; retry_after_ms: string }[] = await this.dataSource.query(
      `INSERT INTO "rate_limit_counter" AS c ("key", "hits", "window_ends_at")
       VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT ("key") DO UPDATE SET
         "hits" = CASE WHEN c."window_ends_at" <= now() THEN 1 ELSE c."hits" + 1 END,
         "window_ends_at" = CASE WHEN c."window_ends_at" <= now() THEN EXCLUDED."window_ends_at" ELSE c."window_ends_at" END
       RETURNING "hits", (extract(epoch FROM "window_ends_at" - now()) * 1000)::bigint AS retry_after_ms`,
      [key, windowMs],
    );
    await this.sweepNowAndThen();
    return { hits: row.hits, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_after_ms) / 1000)) };
  }

  async count(key: string): Promise<number> {
    const [row]: { hits: number }[] = await this.dataSource.query(
      `SELECT "hits" FROM "rate_limit_counter" WHERE "key" = $1 AND "window_ends_at" > now()`,
      [key],
    );
    return row?.hits ?? 0;
  }

  async undo(key: string): Promise<void> {
    await this.dataSource.query(`UPDATE "rate_limit_counter" SET "hits" = greatest("hits" - 1, 0) WHERE "key" = $1`, [key]);
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "rate_limit_counter" WHERE "key" = $1`, [key]);
  }

  /** Windows that ended are dead rows; every thousandth hit clears them. */
  private async sweepNowAndThen(): Promise<void> {
    if (++this.hitsSinceSweep < 1000) return;
    this.hitsSinceSweep = 0;
    await this.dataSource.query(`DELETE FROM "rate_limit_counter" WHERE "window_ends_at" < now()`);
  }
}
