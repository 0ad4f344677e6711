import http from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { createShopProducts, DELIVERY, ShopFixture } from '../../../backend/test/order-fixtures';
import { createTestApp } from '../../../backend/test/test-app';
import { waitUntil } from '../../../backend/test/wait-until';
import { QUEUE } from '../../../backend/src/shared/queue/queue-names';
import { redisConnection } from '../../../backend/src/shared/queue/redis-connection';
import { waitUntilSettled } from '../test-queues';
import { addressedTo, BUILT_API, BUILT_WORKER, ChildService, faultEnv, pause } from './fault-processes';
import { payOrder, RECEIPT_SUBJECT } from './fault-shop';
import { HoldingSmtpServer } from './holding-smtp';

const API_PORT = 3310;

/** Sends a request whose body arrives in two halves `gapMs` apart: the server holds it in flight meanwhile. */
function slowRequest(path: string, body: object) {
  const raw = JSON.stringify(body);
  const half = Math.floor(raw.length / 2);
  const req = http.request({
    host: '127.0.0.1',
    port: API_PORT,
    path,
    method: 'POST',
    agent: false,
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(raw) },
  });
  const response = new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  req.write(raw.slice(0, half));
  return { finish: () => req.end(raw.slice(half)), response };
}

function connectionRefused(): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port: API_PORT, path: '/api/health/live', agent: false }, (res) => {
      res.resume();
      resolve(false);
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** SIGTERM to the built API and worker: in-flight work finishes, nothing new is taken, the process exits 0. */
describe('fault: graceful shutdown on SIGTERM', () => {
  const smtp = new HoldingSmtpServer();
  const apiProcess = new ChildService('api', BUILT_API);
  const worker = new ChildService('worker', BUILT_WORKER);
  let api: NestExpressApplication;
  let shop: ShopFixture;
  let smtpPort: number;

  beforeAll(async () => {
    smtpPort = await smtp.start();
    api = await createTestApp();
    shop = await createShopProducts(api);
  });
  afterAll(async () => {
    await Promise.all([apiProcess.stop(), worker.stop()]);
    await api.close();
    await smtp.stop();
  });

  it('the API stops accepting, answers the request in flight, closes its pools and exits 0', async () => {
    apiProcess.start(faultEnv({ PORT: String(API_PORT), SMTP_PORT: String(smtpPort) }));
    await apiProcess.waitForOutput('API listening');
    const email = `in-flight+${Date.now()}@example.com`;
    const inFlight = slowRequest('/api/create-payment-intent', {
      cartItems: [{ productId: shop.cap.id, quantity: 1 }],
      productCategory: 'Cart',
      email,
      delivery: DELIVERY,
    });
    await pause(300);

    apiProcess.signal('SIGTERM');
    await apiProcess.waitForOutput('SIGTERM received');
    const refused = await waitUntil(() => connectionRefused(), 5000, 'the API to stop accepting connections');
    inFlight.finish();
    const answer = await inFlight.response;
    const exit = await apiProcess.exit!;
    const [order] = await api.get(DataSource).query(`SELECT status FROM shop_order WHERE id = $1`, [answer.body.orderId]);
    console.log(
      `[fault: API SIGTERM] new connection after SIGTERM refused: ${refused}; in-flight checkout answered ${answer.status} ` +
        `(order ${order?.status ?? 'missing'}); exit code ${exit.code}, signal ${exit.signal}`,
    );
    expect(answer.status).toBe(200);
    expect(order).toEqual({ status: 'pending' });
    expect(exit).toEqual({ code: 0, signal: null });
  });

  it('the worker finishes the e-mail it is sending, takes no new job and exits 0; nothing is sent twice', async () => {
    const env = faultEnv({ SMTP_PORT: String(smtpPort) });
    worker.start(env);
    await worker.waitForOutput('Worker started');
    const email = `sigterm+${Date.now()}@example.com`;
    smtp.holdNext(email, 3000); // the SMTP server takes 3 s to accept: the job is mid-send when SIGTERM arrives
    const { orderId } = await payOrder(api, shop.cap.id, email);
    await waitUntil(async () => smtp.held === 1, 30_000, 'the worker to be mid-send of the receipt');

    worker.signal('SIGTERM');
    const exit = await worker.exit!;
    const afterExit = smtp.received.filter(addressedTo(email)).length;

    const queue = new Queue(QUEUE.email, {
      connection: redisConnection(process.env.REDIS_URL as string),
      prefix: process.env.QUEUE_PREFIX,
    });
    try {
      const [event] = await api
        .get(DataSource)
        .query(`SELECT id FROM outbox WHERE type = 'order.paid' AND payload->>'orderId' = $1`, [orderId]);
      const state = await queue.getJobState(event.id);

      // A restarted worker finds the job done: no second e-mail.
      worker.start(env);
      await worker.waitForOutput('Worker started');
      await waitUntilSettled(api.get(DataSource), process.env.QUEUE_PREFIX as string, 60_000); // whatever was to be sent has been sent
      const receipts = smtp.received.filter(addressedTo(email)).filter((mail) => mail.subject === RECEIPT_SUBJECT);
      console.log(
        `[fault: worker SIGTERM] receipt mid-send when SIGTERM arrived; e-mails delivered before exit: ${afterExit}; ` +
          `job state after exit: ${state}; exit code ${exit.code}, signal ${exit.signal}; receipts after a restart: ${receipts.length}`,
      );
      expect(exit).toEqual({ code: 0, signal: null });
      expect(afterExit).toBe(1);
      expect(state).toBe('completed');
      expect(receipts).toHaveLength(1);
    } finally {
      await queue.close();
    }
  });
});
