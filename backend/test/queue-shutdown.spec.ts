import { getQueueToken } from '@nestjs/bullmq';
import { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import net, { AddressInfo, Socket } from 'node:net';
import { ConfigModule } from '../src/shared/config/config.module';
import { QueueModule } from '../src/shared/queue/queue.module';
import { ALL_QUEUES } from '../src/shared/queue/queue-names';
import { waitUntil } from './wait-until';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** ioredis asks INFO once it is connected (its ready check); BullMQ asks it again to learn Redis's version. */
const INFO = '$4\r\ninfo\r\n';

/**
 * A proxy to Redis that holds back the answer to each connection's second INFO until told: every queue connected and
 * ready as far as ioredis knows, BullMQ's start-up check still waiting.
 */
class SlowVersionCheck {
  private readonly server = net.createServer((client) => this.relay(client));
  private readonly held: [Socket, Buffer][] = [];
  private readonly sockets = new Set<Socket>();
  private holding = true;
  waiting = 0;

  private relay(client: Socket): void {
    const { hostname, port } = new URL(REDIS_URL);
    const redis = net.connect(Number(port || 6379), hostname);
    let infos = 0;
    for (const socket of [client, redis]) {
      this.sockets.add(socket);
      socket.on('error', () => socket.destroy());
    }
    client.on('data', (chunk: Buffer) => {
      infos += chunk.toString('latin1').split(INFO).length - 1;
      if (infos === 2) this.waiting++;
      redis.write(chunk);
    });
    redis.on('data', (chunk: Buffer) => (this.holding && infos >= 2 ? this.held.push([client, chunk]) : client.write(chunk)));
    client.on('close', () => redis.destroy());
    redis.on('close', () => client.destroy());
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const url = new URL(REDIS_URL);
    url.host = `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return url.toString();
  }

  answer(): void {
    this.holding = false;
    for (const [client, chunk] of this.held.splice(0)) client.write(chunk);
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * An app stopped while its queues are still starting (a Redis slow to answer, a start aborted at once) stops cleanly.
 * BullMQ 5 drops a connection's listeners when it is closed mid-start, and the start's "Connection is closed" then
 * surfaced as an unhandled 'error' (it failed CI once, in whichever test file ran next).
 */
describe('stopping while the queues start', () => {
  const proxy = new SlowVersionCheck();
  const unhandled: unknown[] = [];
  const record = (error: unknown) => unhandled.push(error);
  let app: INestApplicationContext;

  beforeAll(async () => {
    const previous = process.env.REDIS_URL;
    process.env.REDIS_URL = await proxy.listen();
    try {
      app = await (await Test.createTestingModule({ imports: [ConfigModule, QueueModule] }).compile()).init();
    } finally {
      process.env.REDIS_URL = previous;
    }
    process.on('unhandledRejection', record);
  });
  afterAll(async () => {
    process.off('unhandledRejection', record);
    await proxy.close();
  });

  it('lets each queue finish starting, then closes them all with nothing unhandled', async () => {
    await waitUntil(async () => proxy.waiting >= ALL_QUEUES.length, 5_000, "every queue's version check");
    const closing = app.close();
    // Redis answers the version checks 200 ms after the app was told to stop.
    const late = setTimeout(() => proxy.answer(), 200);
    await closing;
    clearTimeout(late);

    // Each queue finished starting before it was closed (a start cut short rejects with "Connection is closed").
    const queues = ALL_QUEUES.map((name) => app.get<Queue>(getQueueToken(name), { strict: false }));
    const started = await Promise.allSettled(queues.map((queue) => queue.waitUntilReady()));
    expect(started.map(({ status }) => status)).toEqual(ALL_QUEUES.map(() => 'fulfilled'));
    expect(unhandled).toEqual([]);
  });
});
