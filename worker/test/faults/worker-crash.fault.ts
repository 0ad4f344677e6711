import type { NestExpressApplication } from '@nestjs/platform-express';
import { createShopProducts, ShopFixture } from '../../../backend/test/order-fixtures';
import { createTestApp } from '../../../backend/test/test-app';
import { waitUntil } from '../../../backend/test/wait-until';
import { DataSource } from 'typeorm';
import { waitUntilSettled } from '../test-queues';
import { addressedTo, BUILT_WORKER, ChildService, duplicateKeys, faultEnv } from './fault-processes';
import { payOrder, RECEIPT_SUBJECT } from './fault-shop';
import { HoldingSmtpServer } from './holding-smtp';

/** The built worker is killed with SIGKILL while it is sending an e-mail: the job is retried and the e-mail arrives once. */
describe('fault: worker killed with SIGKILL mid-job', () => {
  const smtp = new HoldingSmtpServer();
  const worker = new ChildService('worker', BUILT_WORKER);
  let api: NestExpressApplication;
  let shop: ShopFixture;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    env = faultEnv({ SMTP_PORT: String(await smtp.start()) });
    api = await createTestApp();
    shop = await createShopProducts(api);
  });
  afterAll(async () => {
    await worker.stop();
    await api.close();
    await smtp.stop();
  });

  it('retries the job after the crash and sends the receipt exactly once', async () => {
    worker.start(env);
    await worker.waitForOutput('Worker started');
    // What earlier fault tests left queued is sent first, so this receipt is the only e-mail in flight at the kill
    // (an e-mail the SMTP server accepted a moment before SIGKILL cannot be known as sent, so it goes again).
    await waitUntilSettled(api.get(DataSource), process.env.QUEUE_PREFIX as string, 60_000);
    const email = `sigkill+${Date.now()}@example.com`;
    smtp.holdNext(email, 'forever');
    const { orderId } = await payOrder(api, shop.cap.id, email);

    await waitUntil(async () => smtp.held === 1, 30_000, 'the worker to be mid-send of the receipt');
    worker.signal('SIGKILL');
    const killed = await worker.exit!;
    const killedAt = Date.now();
    expect(killed.signal).toBe('SIGKILL');
    expect(smtp.received.filter(addressedTo(email))).toHaveLength(0);

    worker.start(env);
    await worker.waitForOutput('Worker started');
    // BullMQ hands the job on once the dead worker's lock (30 s) has expired and a stalled-job check (every 30 s) saw
    // it without a lock: 60-90 s were seen.
    const mails = await (async () => {
      await waitUntil(async () => smtp.received.some(addressedTo(email)), 170_000, 'the retried receipt');
      await waitUntilSettled(api.get(DataSource), process.env.QUEUE_PREFIX as string, 60_000); // whatever was to be sent has been sent
      return smtp.received.filter(addressedTo(email));
    })();
    const receipts = mails.filter((mail) => mail.subject === RECEIPT_SUBJECT);
    console.log(
      `[fault: worker SIGKILL] order ${orderId}: receipt held mid-send ${smtp.held}×, worker pid killed with SIGKILL, restarted; ` +
        `receipt delivered after ${Math.round((Date.now() - killedAt) / 1000)} s; receipts counted: ${receipts.length}; ` +
        `e-mails to the buyer: ${mails.length}; duplicate keys: ${duplicateKeys(smtp.received).length}; ` +
        `connection errors the SMTP server survived: ${smtp.connectionErrors.join(', ') || 'none'}`,
    );
    expect(receipts).toHaveLength(1);
    expect(mails).toHaveLength(1);
    expect(duplicateKeys(smtp.received)).toEqual([]);
  }, 300_000);
});
