import { ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { ParsedMail } from 'mailparser';

const repoRoot = resolve(__dirname, '../../..');
export const BUILT_API = resolve(repoRoot, 'backend/dist/main.js');
export const BUILT_WORKER = resolve(repoRoot, 'worker/dist/worker/src/main.js');

/** The environment of the fault suite's child processes: its own database, queue prefix and ports. */
export function faultEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    QUEUE_PREFIX: process.env.QUEUE_PREFIX,
    // This run's secret (test-env.ts): the built processes, like `npm start`'s, never sign with a value in the source.
    SESSION_SECRET: process.env.SESSION_SECRET,
    FRONTEND_DIST: '/nonexistent',
    // Several workers run at once here: none listens for probes (the worker's HTTP server has its own test).
    WORKER_HTTP_PORT: '0',
    LOG_LEVEL: 'info',
    // The ADMIN_EMAIL owner signs in with a password only, as in the other suites (test-env.ts; no effect in production).
    ADMIN_2FA_EXEMPT: 'true',
    ...overrides,
  };
}

/** A built API or worker running as a child process; its output is kept to wait on and to show on failure. */
export class ChildService {
  output = '';
  exit?: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private child?: ChildProcess;

  constructor(
    private readonly name: string,
    private readonly script: string,
  ) {}

  start(env: NodeJS.ProcessEnv): void {
    this.output = '';
    const child = spawn(process.execPath, [this.script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exit = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
    this.child = child;
  }

  get pid(): number {
    return this.child?.pid ?? 0;
  }

  get running(): boolean {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  /**
   * Waits for a line of its log (e.g. "Worker started"), failing with its output if it exits or takes too long. The
   * default allows for a start beside npm test's other stages on two cores (an API start took over 30 s there).
   */
  async waitForOutput(text: string, timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.output.includes(text)) {
      if (!this.running) throw new Error(`${this.name} exited before "${text}":\n${this.output.slice(-3000)}`);
      if (Date.now() > deadline)
        throw new Error(`${this.name} did not log "${text}" in ${timeoutMs} ms:\n${this.output.slice(-3000)}`);
      await pause(50);
    }
  }

  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  /** Ends it for good (test clean-up). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGKILL');
    await this.exit;
  }
}

export const pause = (ms: number) => new Promise((resolvePause) => setTimeout(resolvePause, ms));

export const addressedTo = (address: string) => (mail: ParsedMail) =>
  [mail.to].flat().some((to) => to?.value.some((value) => value.address?.toLowerCase() === address.toLowerCase()));

/** How many times each X-Skyward-Mail-Key arrived; more than one is a duplicate e-mail. */
export function duplicateKeys(mails: ParsedMail[]): string[] {
  const counts = new Map<string, number>();
  for (const mail of mails) {
    const key = String(mail.headers.get('x-skyward-mail-key') ?? '');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([key, count]) => `${key} ×${count}`);
}
