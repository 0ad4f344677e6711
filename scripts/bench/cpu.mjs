// CPU time of the processes a benchmark drives, from /proc (Linux): the API, the worker, the Postgres backends
// serving the bench's database, and the load generator itself.
/* global setInterval, clearInterval, URL */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** How often the backends are looked for: a backend that opens and closes between two looks is missed. */
const BACKEND_POLL_MS = 250;

/** User + system CPU seconds a process has used so far (null once it is gone). */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields[11], [12]: utime, stime
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The Postgres backends serving `database` now, by their process title ('postgres: [cluster: ]user database client state'). */
function postgresBackends(database) {
  const title = new RegExp(`^postgres: (?:\\S+: )?\\S+ ${database.replace(/[^\w-]/g, '\\$&')} `);
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return title.test(readFileSync(`/proc/${pid}/cmdline`, 'latin1'));
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Starts counting; `stop()` answers the CPU seconds each process used since. Postgres counts the backends of the
 * bench's database, looked for every 250 ms (the pools open and close backends during a run: each counts from when it
 * was first seen, or whole if it opened meanwhile, to when it was last seen), not the shared background writers, so its
 * figure is a little low.
 */
export function startCpuMeter({ apiPid, workerPid, databaseUrl }) {
  const database = new URL(databaseUrl).pathname.slice(1);
  const generator = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };
  /** Per backend: CPU seconds when first seen (0 for one opened during the run) and when last seen. */
  const backends = new Map(postgresBackends(database).map((pid) => [pid, { first: cpuSeconds(pid) ?? 0, last: cpuSeconds(pid) ?? 0 }]));
  const look = () => {
    for (const pid of postgresBackends(database)) {
      const used = cpuSeconds(pid);
      if (used !== null) backends.set(pid, { first: backends.get(pid)?.first ?? 0, last: used });
    }
  };
  const poll = setInterval(look, BACKEND_POLL_MS);
  const before = { api: cpuSeconds(apiPid), worker: cpuSeconds(workerPid), load: generator() };
  return {
    stop: async () => {
      clearInterval(poll);
      look();
      return {
        api: cpuSeconds(apiPid) - before.api,
        worker: cpuSeconds(workerPid) - before.worker,
        postgres: [...backends.values()].reduce((sum, { first, last }) => sum + last - first, 0),
        load: generator() - before.load,
      };
    },
  };
}
