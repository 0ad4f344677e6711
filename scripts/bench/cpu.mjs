// CPU time of the processes a benchmark drives, from /proc (Linux): the API, the worker, the Postgres backends
// serving the bench's database, and the load generator itself.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User + system CPU seconds a process has used so far (0 once it is gone). */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields[11], [12]: utime, stime
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

async function postgresBackends(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/**
 * Starts counting; `stop()` answers the CPU seconds each process used since. Postgres counts the backends
 * of the bench's database (a backend first seen at the end counts whole: it was opened during the run),
 * not the shared background writers, so its figure is a little low.
 */
export async function startCpuMeter({ apiPid, workerPid, databaseUrl }) {
  const generator = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };
  const backendsBefore = new Map((await postgresBackends(databaseUrl)).map((pid) => [pid, cpuSeconds(pid)]));
  const before = { api: cpuSeconds(apiPid), worker: cpuSeconds(workerPid), load: generator() };
  return {
    stop: async () => {
      const backendsAfter = await postgresBackends(databaseUrl);
      return {
        api: cpuSeconds(apiPid) - before.api,
        worker: cpuSeconds(workerPid) - before.worker,
        postgres: backendsAfter.reduce((sum, pid) => sum + cpuSeconds(pid) - (backendsBefore.get(pid) ?? 0), 0),
        load: generator() - before.load,
      };
    },
  };
}
