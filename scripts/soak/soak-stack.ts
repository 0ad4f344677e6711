import { ChildProcess, spawn } from 'node:child_process';
import { dropDatabase } from '../../backend/test/drop-database';
import { TcpProxy } from '../../backend/test/tcp-proxy';
import { waitUntil } from '../../backend/test/wait-until';
import { migrate } from '../../backend/src/shared/database/migrate';
import { BUILT_API, BUILT_WORKER, ChildService, faultEnv, pause } from '../../worker/test/faults/fault-processes';
import { SoakMailSink } from './soak-mail-sink';

/** The soak's ports (SOAK_PORT_BASE, default 3650): Redis, the API, the worker's HTTP port. */
const PORT_BASE = Number(process.env.SOAK_PORT_BASE ?? 3650);
export const REDIS_PORT = PORT_BASE;
export const API_PORT = PORT_BASE + 1;
const WORKER_HTTP_PORT = PORT_BASE + 2;
/** A loaded machine (CI, several runs at once) may take a minute or more to start the API or the worker. */
const STARTUP_TIMEOUT_MS = 180_000;

/** A Redis server of its own, without persistence: stopping it loses every key, as a Redis restarted empty does. */
class RedisServer {
  private child?: ChildProcess;
  private exited?: Promise<void>;

  async start(): Promise<void> {
    const args = ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'];
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    this.child = child;
    await waitUntil(() => canConnect(REDIS_PORT), 10_000, 'redis-server to listen');
  }

  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }
}

async function canConnect(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Drops and migrates the soak's database: every run counts only its own rows. */
async function freshDatabase(url: string): Promise<void> {
  await dropDatabase(url);
  await migrate(url);
}

/**
 * The system under soak: the built API and worker as child processes, on the machine's Postgres through a proxy
 * the soak can cut, on a Redis server of their own, sending to an SMTP sink in this process.
 */
export class SoakStack {
  readonly smtp = new SoakMailSink();
  readonly api = new ChildService('api', BUILT_API);
  readonly worker = new ChildService('worker', BUILT_WORKER);
  private readonly redis = new RedisServer();
  private readonly postgres = new TcpProxy({ host: '127.0.0.1', port: Number(new URL(this.databaseUrl).port || 5432) });
  private env: NodeJS.ProcessEnv = {};

  constructor(readonly databaseUrl: string) {}

  async start(): Promise<void> {
    await freshDatabase(this.databaseUrl);
    const smtpPort = await this.smtp.start();
    await this.postgres.up();
    await this.redis.start();
    this.env = faultEnv({
      DATABASE_URL: this.postgres.via(this.databaseUrl),
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      PORT: String(API_PORT),
      WORKER_HTTP_PORT: String(WORKER_HTTP_PORT),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      // Many customers from one address: the per-address limits would turn the traffic away.
      BOOKING_HOLDS_PER_IP: '1000000',
      RATE_LIMIT_FACTOR: '1000',
      // Short schedules, so what the faults interrupt is repaired within the run.
      BOOKING_HOLD_SWEEP_SECONDS: '5',
      BOOKING_REMINDER_SWEEP_SECONDS: '5',
      PAYMENT_RECONCILE_EVERY_SECONDS: '5',
      PAYMENT_RECONCILE_AFTER_MINUTES: '1',
      JOB_SCHEDULE_CHECK_SECONDS: '10',
    });
    await this.startApi();
    await this.startWorker();
  }

  async stop(): Promise<void> {
    await this.worker.stop();
    await this.api.stop();
    await this.redis.stop();
    await this.postgres.down();
    await this.smtp.stop();
  }

  /** The worker killed mid-work (a crash, an OOM kill), started again after `downMs`. */
  async killWorker(downMs: number): Promise<void> {
    this.worker.signal('SIGKILL');
    await this.worker.exit;
    await pause(downMs);
    await this.startWorker();
  }

  /** Redis stopped and started empty after `downMs`: every queue, job and schedule is gone. */
  async restartRedis(downMs: number): Promise<void> {
    await this.redis.stop();
    await pause(downMs);
    await this.redis.start();
  }

  /** Every Postgres connection cut and new ones refused for `downMs`. */
  async blinkPostgres(downMs: number): Promise<void> {
    await this.postgres.down();
    await pause(downMs);
    await this.postgres.up();
  }

  /** The API asked to stop (a deploy), then started again: it finishes what it was doing first. */
  async restartApi(): Promise<void> {
    this.api.signal('SIGTERM');
    await this.api.exit;
    await this.startApi();
  }

  private async startApi(): Promise<void> {
    this.api.start(this.env);
    await this.api.waitForOutput('API listening', STARTUP_TIMEOUT_MS);
  }

  private async startWorker(): Promise<void> {
    this.worker.start(this.env);
    await this.worker.waitForOutput('Worker started', STARTUP_TIMEOUT_MS);
  }
}
