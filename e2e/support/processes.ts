import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { E2E } from './environment';

const logDir = resolve(E2E.root, 'e2e/artifacts/logs');

/** Starts a long-running process whose output goes to e2e/artifacts/logs/<name>.log. */
export function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(resolve(logDir, `${name}.log`));
  const child = spawn(command, args, { cwd: E2E.root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

/** Waits until the URL answers 2xx. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms (see e2e/artifacts/logs)`);
}

/** Runs a command to completion and returns its exit code and output. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: E2E.root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolvePromise({ code, output }));
  });
}
