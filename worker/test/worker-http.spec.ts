import { Queue, Worker } from 'bullmq';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../backend/src/shared/database/data-source-options';
import { ALL_QUEUES, QUEUE } from '../../backend/src/shared/queue/queue-names';
import { redisConnection } from '../../backend/src/shared/queue/redis-connection';
import { TcpProxy } from '../../backend/test/tcp-proxy';
import { waitUntil } from '../../backend/test/wait-until';
import { emailsSent } from '../../backend/src/shared/mail/delivery/email-metrics';
import { startWorkerHttp, type WorkerHttp } from '../src/health/worker-http';
import { obliterateQueues, REDIS_URL } from './test-queues';

/** WORKER_HTTP_PORT as a deployment sets it (this suite's port range). */
const PORT = 3501;

describe("the worker's HTTP server: GET /health and GET /metrics", () => {
  const prefix = `${process.env.QUEUE_PREFIX}-worker-http`;
  const postgres = TcpProxy.inFrontOf(process.env.DATABASE_URL as string);
  const redis = TcpProxy.inFrontOf(REDIS_URL);
  let dataSource: DataSource;
  let queues: Queue[];
  let http: WorkerHttp;
  const get = (path: string) => request(`http://127.0.0.1:${http.port}`).get(path);

  beforeAll(async () => {
    await Promise.all([postgres.up(), redis.up()]);
    dataSource = await new DataSource(
      dataSourceOptions({ DATABASE_URL: postgres.via(process.env.DATABASE_URL as string) }),
    ).initialize();
    queues = ALL_QUEUES.map((name) => new Queue(name, { connection: redisConnection(REDIS_URL), prefix }));
    http = await startWorkerHttp({ port: PORT, dataSource, redisUrl: redis.via(REDIS_URL), queues });
  });
  afterAll(async () => {
    await http.close();
    await obliterateQueues(prefix);
    await Promise.all(queues.map((queue) => queue.close()));
    await dataSource.destroy();
    await Promise.all([postgres.down(), redis.down()]);
  });

  it('listens on the port it is given', () => {
    expect(http.port).toBe(PORT);
  });

  it('is healthy while Postgres and Redis answer, 503 naming the one that does not, and healthy again when it is back', async () => {
    await waitUntil(async () => (await get('/health')).status === 200, 10_000, 'a healthy worker');
    expect((await get('/health')).body).toEqual({ status: 'ok', database: 'up', redis: 'up' });

    await redis.down();
    const withoutRedis = await get('/health').expect(503);
    expect(withoutRedis.body).toEqual({ status: 'error', database: 'up', redis: 'down' });
    await redis.up();
    await waitUntil(async () => (await get('/health')).status === 200, 10_000, 'Redis to answer again');

    await postgres.down();
    const withoutPostgres = await get('/health').expect(503);
    expect(withoutPostgres.body).toEqual({ status: 'error', database: 'down', redis: 'up' });
    await postgres.up();
    await waitUntil(async () => (await get('/health')).status === 200, 10_000, 'Postgres to answer again');
  }, 40_000);

  it('serves queue depths per state, failed jobs, the oldest waiting job and e-mails sent, in the Prometheus text format', async () => {
    const [email, staff] = [QUEUE.email, QUEUE.staff].map((name) => queues.find((queue) => queue.name === name)!);
    await email.add('waits', {});
    await email.add('later', {}, { delay: 3_600_000 });
    // A job that fails its only attempt, as a staff notice would that could not be sent.
    await staff.add('fails', {}, { attempts: 1 });
    const failing = new Worker(QUEUE.staff, async () => Promise.reject(new Error('refused')), {
      connection: redisConnection(REDIS_URL),
      prefix,
    });
    try {
      await waitUntil(async () => (await staff.getFailedCount()) === 1, 10_000, 'the failed job');
    } finally {
      await failing.close();
    }
    const sentBefore = (await emailsSent.get()).values[0]?.value ?? 0;
    emailsSent.inc();

    const response = await get('/metrics').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.text).toContain('queue_jobs{queue="email",state="waiting"} 1');
    expect(response.text).toContain('queue_jobs{queue="email",state="delayed"} 1');
    expect(response.text).toContain('queue_jobs{queue="staff",state="failed"} 1');
    expect(response.text).toMatch(/queue_oldest_waiting_seconds\{queue="email"\} \d/);
    expect(response.text).toContain('queue_oldest_waiting_seconds{queue="booking"} 0');
    expect(response.text).toContain(`skyward_emails_sent_total ${sentBefore + 1}`);
    expect(response.text).toContain('skyward_email_jobs_failed_total');
    expect(response.text).toContain('process_resident_memory_bytes');
  });

  it('answers anything else 404', async () => {
    await get('/admin').expect(404);
  });
});
