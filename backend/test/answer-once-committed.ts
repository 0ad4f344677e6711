import type { DataSource, QueryRunner } from 'typeorm';
import { waitUntil } from './wait-until';

/** A session of this database waiting for a lock that the session `holder` holds (pg_stat_activity), if one is. */
const waiterOn = async (db: DataSource, holder: number) =>
  (
    await db.query(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND $1 = ANY(pg_blocking_pids(pid))`,
      [holder],
    )
  )[0];

/**
 * Writes `write` in a transaction of its own and sends the request before committing it: the request must be seen
 * waiting for that transaction's lock (a session of this database in pg_stat_activity, still unanswered), and is
 * answered once the transaction commits.
 */
export async function answerOnceCommitted<Answer>(
  db: DataSource,
  write: (runner: QueryRunner) => Promise<unknown>,
  send: () => PromiseLike<Answer>,
): Promise<Answer> {
  const runner = db.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    await write(runner);
    const [{ holder }] = await runner.query('SELECT pg_backend_pid() AS holder');
    let answered = false;
    const attempt = Promise.resolve(send()).finally(() => {
      answered = true;
    });
    await waitUntil(() => waiterOn(db, holder), 10_000, "the request to wait for the open transaction's lock");
    expect(answered).toBe(false);
    await runner.commitTransaction();
    return await attempt;
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    await runner.release();
  }
}
