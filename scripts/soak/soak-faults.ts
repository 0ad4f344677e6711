import { pause } from '../../worker/test/faults/fault-processes';
import type { SoakStack } from './soak-stack';

/** A fault as it happened: while it lasts (and a short recovery after), 503s and unanswered requests are expected. */
export interface FaultWindow {
  kind: FaultKind;
  from: number;
  to: number;
}

export type FaultKind = 'worker SIGKILL' | 'Redis restarted empty' | 'Postgres down' | 'API SIGTERM';

/** How long after a fault ends the site may still answer 503 while pools reconnect. */
export const RECOVERY_MS = 15_000;

const FAULTS: Record<FaultKind, (stack: SoakStack) => Promise<void>> = {
  'worker SIGKILL': (stack) => stack.killWorker(3_000),
  'Redis restarted empty': (stack) => stack.restartRedis(10_000),
  'Postgres down': (stack) => stack.blinkPostgres(15_000),
  'API SIGTERM': (stack) => stack.restartApi(),
};

/** Every kind of fault in turn, one every `everyMs`, until `until`; returns when each happened. */
export async function runFaults(stack: SoakStack, until: number, everyMs: number): Promise<FaultWindow[]> {
  const windows: FaultWindow[] = [];
  const kinds = Object.keys(FAULTS) as FaultKind[];
  for (let turn = 0; ; turn += 1) {
    await pause(everyMs);
    if (Date.now() >= until) return windows;
    const kind = kinds[turn % kinds.length];
    const from = Date.now();
    await FAULTS[kind](stack);
    windows.push({ kind, from, to: Date.now() + RECOVERY_MS });
  }
}

/** Whether a request overlapped a fault window. */
export const duringFault = (windows: readonly FaultWindow[], startedAt: number, endedAt: number) =>
  windows.some((window) => startedAt <= window.to && endedAt >= window.from);
