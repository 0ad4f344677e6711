import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { pause } from '../../worker/test/faults/fault-processes';

const run = promisify(execFile);

/** The image the suite builds (build-image.ts) and runs. */
export const IMAGE = 'localhost/skyward-sim:image-test';

/** Ports of this suite: the containers share the host's network. */
export const PORTS = { api: 3400, workerHealth: 3401, kubeApi: 3410, kubeWorkerHealth: 3411 };

/** The settings this kind of machine needs (scripts/image/podman.sh says why). */
export const PODMAN_GLOBAL = ['--runtime', 'runc', '--cgroup-manager', 'cgroupfs'];
const RUN_FLAGS = ['--network', 'host', '--ulimit', 'nofile=1024:1024', '--ulimit', 'nproc=1024:1024'];

export async function podman(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { stdout } = await run('podman', [...PODMAN_GLOBAL, ...args], { env, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

const envFlags = (env: Record<string, string>) => Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]);

/** Runs a command of the image to its end; resolves with its exit code, output and duration. */
export async function runToEnd(
  command: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string; ms: number }> {
  const started = Date.now();
  try {
    const output = await podman(['run', '--rm', ...RUN_FLAGS, ...envFlags(env), IMAGE, ...command]);
    return { code: 0, output, ms: Date.now() - started };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}\n${failed.stderr}`, ms: Date.now() - started };
  }
}

/** A long-running container of the image (the API or the worker), as an orchestrator would start it. */
export class Container {
  constructor(
    readonly name: string,
    private readonly command: string[],
  ) {}

  async start(env: Record<string, string>): Promise<void> {
    await this.remove();
    await podman(['run', '-d', '--name', this.name, ...RUN_FLAGS, ...envFlags(env), IMAGE, ...this.command]);
  }

  async logs(): Promise<string> {
    const { stdout, stderr } = await run('podman', [...PODMAN_GLOBAL, 'logs', this.name], { maxBuffer: 64 * 1024 * 1024 });
    return stdout + stderr;
  }

  async running(): Promise<boolean> {
    return (await podman(['inspect', '--format', '{{.State.Running}}', this.name])) === 'true';
  }

  /** Waits until the URL it serves answers 200 (see waitForOk), failing with its log. */
  async waitUntilReady(url: string): Promise<number> {
    try {
      return await waitForOk(url);
    } catch (error) {
      throw new Error(
        `${this.name}: ${(error as Error).message}; running: ${await this.running()}\n${(await this.logs()).slice(-3000)}`,
      );
    }
  }

  /** SIGTERM, as `docker stop` and Kubernetes send it; SIGKILL only after `graceSeconds`. */
  async stop(graceSeconds: number): Promise<{ ms: number; exitCode: number }> {
    const started = Date.now();
    await podman(['stop', '--time', String(graceSeconds), this.name]);
    const ms = Date.now() - started;
    return { ms, exitCode: Number(await podman(['inspect', '--format', '{{.State.ExitCode}}', this.name])) };
  }

  async remove(): Promise<void> {
    await podman(['rm', '--force', '--ignore', this.name]);
  }
}

/** Polls a URL until it answers 200; resolves with how long that took. */
export async function waitForOk(url: string, timeoutMs = 90_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 in ${timeoutMs} ms`);
    await pause(200);
  }
}
