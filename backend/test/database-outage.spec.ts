import net, { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client, DatabaseError, Pool } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { toErrorBody } from '../src/shared/errors/http-error.filter';
import { TcpProxy } from './tcp-proxy';
import { createTestApp } from './test-app';
import { waitUntil } from './wait-until';

const databaseUrl = process.env.DATABASE_URL as string;
const SERVICE_UNAVAILABLE = { statusCode: 503, code: 'SERVICE.UNAVAILABLE' };

/** The error a promise is rejected with (the test fails if it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

/** A local TCP server that does `onConnection` to each client; closed after the test. */
async function tcpServer(onConnection: (socket: net.Socket) => void): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => (sockets.forEach((socket) => socket.destroy()), server.close(() => resolve()))) };
}

/** A query that waits in Postgres until something ends its connection; resolves with the backend's pid first. */
async function sleepingQuery(client: Client): Promise<{ pid: number; failure: Promise<unknown> }> {
  const [{ pid }] = (await client.query('SELECT pg_backend_pid() AS pid')).rows;
  return { pid, failure: rejectionOf(client.query('SELECT pg_sleep(30)')) };
}

/** Real errors from node-postgres and TypeORM for every way a database connection is lost or refused. */
describe('a lost or refused database connection answers 503, never 500', () => {
  const clients: Client[] = [];
  const connected = async (options: ConstructorParameters<typeof Client>[0]) => {
    const client = new Client(options);
    client.on('error', () => undefined);
    clients.push(client);
    await client.connect();
    return client;
  };
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
  });

  it('ECONNREFUSED: nothing listens on the port', async () => {
    const { port, close } = await tcpServer(() => undefined);
    await close();
    const error = await rejectionOf(connected({ host: '127.0.0.1', port }));
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(toErrorBody(error, 'c')).toMatchObject(SERVICE_UNAVAILABLE);
  });

  it('ECONNRESET: the peer resets the connection', async () => {
    const server = await tcpServer((socket) => socket.resetAndDestroy());
    try {
      const error = await rejectionOf(connected({ host: '127.0.0.1', port: server.port }));
      expect(error).toMatchObject({ code: 'ECONNRESET' });
      expect(toErrorBody(error, 'c')).toMatchObject(SERVICE_UNAVAILABLE);
    } finally {
      await server.close();
    }
  });

  it('connect timeout: the server accepts but never answers', async () => {
    const server = await tcpServer(() => undefined);
    try {
      const error = await rejectionOf(connected({ host: '127.0.0.1', port: server.port, connectionTimeoutMillis: 100 }));
      expect(error).toMatchObject({ message: expect.stringMatching(/timeout/) });
      expect(toErrorBody(error, 'c')).toMatchObject(SERVICE_UNAVAILABLE);
    } finally {
      await server.close();
    }
  });

  it('pool timeout: every connection of the pool is busy for longer than the wait allows', async () => {
    const pool = new Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: 1500 });
    const held = await pool.connect();
    try {
      const error = await rejectionOf(pool.connect());
      expect(error).toMatchObject({ message: 'timeout exceeded when trying to connect' });
      expect(toErrorBody(error, 'c')).toMatchObject(SERVICE_UNAVAILABLE);
    } finally {
      held.release();
      await pool.end();
    }
  });

  it('57P01 admin_shutdown: the server ends the session under a query (a restart), also wrapped by TypeORM', async () => {
    const admin = await connected({ connectionString: databaseUrl });
    const { pid, failure } = await sleepingQuery(await connected({ connectionString: databaseUrl }));
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    const error = await failure;
    expect(error).toMatchObject({ code: '57P01' });
    expect(toErrorBody(error, 'c')).toMatchObject(SERVICE_UNAVAILABLE);

    const dataSource = await new DataSource({ type: 'postgres', url: databaseUrl }).initialize();
    try {
      const runner = dataSource.createQueryRunner();
      const [{ pid: runnerPid }] = await runner.query('SELECT pg_backend_pid() AS pid');
      const wrapped = rejectionOf(runner.query('SELECT pg_sleep(30)'));
      await admin.query('SELECT pg_terminate_backend($1)', [runnerPid]);
      expect(await wrapped).toMatchObject({ name: 'QueryFailedError', driverError: { code: '57P01' } });
      expect(toErrorBody(await wrapped, 'c')).toMatchObject(SERVICE_UNAVAILABLE);
      await runner.release();

      // QueryRunnerAlreadyReleasedError: a transaction whose connection was given back (lost mid-request) runs on.
      expect(toErrorBody(await rejectionOf(runner.query('SELECT 1')), 'c')).toMatchObject(SERVICE_UNAVAILABLE);
    } finally {
      await dataSource.destroy();
    }
  });

  it('"Connection terminated unexpectedly": the server closes the connection (Postgres stopping)', async () => {
    const server = await tcpServer((socket) => socket.end());
    try {
      const error = await rejectionOf(connected({ host: '127.0.0.1', port: server.port }));
      expect(error).toMatchObject({ message: 'Connection terminated unexpectedly' });
      expect(toErrorBody(error, 'c')).toMatchObject(SERVICE_UNAVAILABLE);
    } finally {
      await server.close();
    }
  });

  it('the network between the API and Postgres is cut under a query', async () => {
    const proxy = TcpProxy.inFrontOf(databaseUrl);
    await proxy.up();
    try {
      const { failure } = await sleepingQuery(await connected({ connectionString: proxy.via(databaseUrl) }));
      await proxy.down();
      expect(toErrorBody(await failure, 'c')).toMatchObject(SERVICE_UNAVAILABLE);
    } finally {
      await proxy.down();
    }
  });

  // States a running server sends that this test cannot make it send: built as the driver builds them from the wire.
  it.each([
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
    ['08P01', 'protocol violation'],
  ])('%s: %s', (code, message) => {
    const error = Object.assign(new DatabaseError(message, 0, 'error'), { code, severity: 'FATAL' });
    expect(toErrorBody(error, 'c')).toMatchObject(SERVICE_UNAVAILABLE);
  });

  it('a failure that is not about the connection stays a 500', () => {
    const error = Object.assign(new DatabaseError('column "x" does not exist', 0, 'error'), { code: '42703' });
    expect(toErrorBody(error, 'c')).toMatchObject({ statusCode: 500, code: 'INTERNAL' });
  });
});

describe('POST /api/contacts while the database connection is cut mid-request', () => {
  const postgres = TcpProxy.inFrontOf(databaseUrl);
  let app: NestExpressApplication;
  let locker: Client;
  let watcher: Client;
  const enquiry = { name: 'Amelia Earhart', email: 'amelia@example.com', phone: '07700 900123', enquiryType: 'gift', message: 'Hello there.' };
  const post = () => request(app.getHttpServer()).post('/api/contacts').send(enquiry);

  beforeAll(async () => {
    await postgres.up();
    app = await createTestApp({ DATABASE_URL: postgres.via(databaseUrl) });
    // One session holds a lock; another watches (pg_stat_activity is a snapshot frozen for a transaction's length).
    [locker, watcher] = [new Client({ connectionString: databaseUrl }), new Client({ connectionString: databaseUrl })];
    await Promise.all([locker.connect(), watcher.connect()]);
  });
  afterAll(async () => {
    await Promise.all([locker?.end(), watcher?.end()]);
    await app?.close();
    await postgres.down();
  });

  it('answers 503 SERVICE.UNAVAILABLE for the request in flight and for the next one, then 201 once Postgres is back', async () => {
    // The enquiry's insert waits on a lock held here, so the connection is cut while the request is inside Postgres.
    await locker.query('BEGIN; LOCK TABLE contact_message IN ACCESS EXCLUSIVE MODE');
    let answered: { status: number; body: unknown } | undefined;
    const inFlight = post().then((response) => (answered = response));
    await waitUntil(
      async () => {
        if (answered) throw new Error(`answered ${answered.status} ${JSON.stringify(answered.body)} before waiting on the lock`);
        const waiting = `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO "contact_message"%'`;
        return (await watcher.query(waiting)).rowCount;
      },
      10_000,
      'the insert to wait on the lock',
    );
    await postgres.down();
    const cut = await inFlight;
    await locker.query('ROLLBACK');
    expect(cut.status).toBe(503);
    expect(cut.body).toMatchObject({ code: 'SERVICE.UNAVAILABLE' });

    const whileDown = await post();
    expect(whileDown.status).toBe(503);
    expect(whileDown.body).toMatchObject({ code: 'SERVICE.UNAVAILABLE' });

    await postgres.up();
    await waitUntil(async () => (await post()).status === 201, 10_000, 'the API to write again');
  }, 30_000);
});
