import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createShopProducts, DELIVERY, orderRow, ShopFixture, TEST_CARD, voucherCodes } from '../../backend/test/order-fixtures';
import { TcpProxy } from '../../backend/test/tcp-proxy';
import { createTestApp } from '../../backend/test/test-app';
import { TestSmtpServer } from '../../backend/test/test-smtp';
import { waitUntil } from '../../backend/test/wait-until';
import { OutboxRelay } from '../../backend/src/shared/outbox/outbox-relay';
import { QUEUE } from '../../backend/src/shared/queue/queue-names';
import { WorkerModule } from '../src/worker.module';
import { obliterateQueues, redisAddress, testQueue, waitUntilSettled } from './test-queues';

const addressedTo = (address: string) => (mail: ParsedMail) =>
  [mail.to].flat().some((to) => to?.value.some((value) => value.address === address));

const staffNoticeFor = (customer: string) => (mail: ParsedMail) =>
  addressedTo('hello@skywardsim.co.uk')(mail) && mail.replyTo?.value.some((value) => value.address === customer) === true;

/** Orders end to end: API → provider → fulfilment → outbox → relay → BullMQ → worker → SMTP, on the real services. */
describe('paid orders: receipts, vouchers and reconciliation through the worker', () => {
  const smtp = new TestSmtpServer();
  const redis = new TcpProxy(redisAddress());
  const prefix = `skyward-test-orders-${Date.now()}`;
  let api: NestExpressApplication;
  let worker: INestApplicationContext;
  let shop: ShopFixture;

  async function startWorker(): Promise<INestApplicationContext> {
    const context = await (await Test.createTestingModule({ imports: [WorkerModule] }).compile()).init();
    context.get(OutboxRelay).start(100);
    return context;
  }

  beforeAll(async () => {
    await redis.up();
    Object.assign(process.env, {
      SMTP_PORT: String(await smtp.start()),
      QUEUE_PREFIX: prefix,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      PAYMENT_RECONCILE_AFTER_MINUTES: '1',
      PAYMENT_RECONCILE_EVERY_SECONDS: '1',
    });
    // Postage has its own tests (backend order-delivery.spec.ts); these keep their totals to the products' prices.
    api = await createTestApp({ SHIPPING_PENCE: '0' });
    shop = await createShopProducts(api);
    worker = await startWorker();
  });

  afterAll(async () => {
    await worker.close();
    await api.close();
    await obliterateQueues(prefix);
    await smtp.stop();
    await redis.down();
    delete process.env.PAYMENT_RECONCILE_AFTER_MINUTES;
    delete process.env.PAYMENT_RECONCILE_EVERY_SECONDS;
  });

  /** Resolves once a reconciliation round has run that started after `since`. */
  async function reconciliationRoundAfter(since: number): Promise<void> {
    const payments = testQueue(QUEUE.payment, prefix);
    try {
      await waitUntil(
        async () => {
          const [latest] = await payments.getJobs(['completed'], 0, 0);
          return (latest?.processedOn ?? 0) > since;
        },
        10_000,
        'a reconciliation round',
      );
    } finally {
      await payments.close();
    }
  }

  async function checkout(
    email: string,
    cartItems = [
      { productId: shop.giftCard.id, quantity: 2 },
      { productId: shop.cap.id, quantity: 1 },
    ],
  ) {
    const agent = request.agent(api.getHttpServer());
    const started = (
      await agent
        .post('/api/create-payment-intent')
        .send({ cartItems, productCategory: 'Cart', email, delivery: DELIVERY })
        .expect(200)
    ).body;
    const pay = (cardNumber: string) =>
      agent
        .post(`/api/test-payments/${started.paymentIntentId}/confirm`)
        .send({ clientSecret: started.clientSecret, cardNumber, ...TEST_CARD });
    const confirm = () => agent.post('/api/confirm-order-payment').send({ paymentIntentId: started.paymentIntentId });
    return { ...started, pay, confirm } as { orderId: string; paymentIntentId: string; pay: typeof pay; confirm: typeof confirm };
  }

  it('pays with 4242: the order is paid and the receipt and voucher e-mails arrive once', async () => {
    const email = `buyer+${Date.now()}@example.com`;
    const order = await checkout(email);
    await order.pay('4242 4242 4242 4242').expect(200);
    await order.confirm().expect(200);
    expect(await orderRow(api, order.orderId)).toMatchObject({ status: 'paid', is_test: true });
    const codes = await voucherCodes(api, order.orderId);
    expect(codes).toHaveLength(2);

    const mails = await smtp.waitFor(addressedTo(email), 3, 20_000);
    const receipt = mails.find((mail) => mail.subject === 'Your order receipt from Skyward Flight Simulation') as ParsedMail;
    expect(receipt.text).toContain('TEST MODE');
    expect(receipt.text).toContain(`2 × ${shop.giftCard.name} at £129.00 = £258.00`);
    expect(receipt.text).toContain(`1 × ${shop.cap.name} at £18.50 = £18.50`);
    expect(receipt.text).toContain('Total paid: £276.50');
    for (const code of codes) expect(receipt.text).toContain(code);
    // The shared branded layout, with the text part beside it.
    expect(receipt.html).toContain('SKYWARD FLIGHT SIMULATION');
    expect(receipt.html).toContain('Thank you for your order');
    const voucherMails = mails.filter((mail) => mail.subject === `Your gift voucher: ${shop.giftCard.name}`);
    expect(voucherMails.map((mail) => codes.find((code) => mail.text?.includes(code))).sort()).toEqual(codes);
    expect(voucherMails[0].html).toContain('>Book your flight</a>');
    expect(voucherMails[0].html).toContain('Value £129.00');

    // Staff are told, with what to post and where; replying writes to the customer.
    const [notice] = await smtp.waitFor(staffNoticeFor(email), 1, 20_000);
    expect(notice.subject).toBe(`New order ${order.orderId.slice(0, 8).toUpperCase()}: £276.50 from ${email}`);
    expect(notice.replyTo?.value.map((value) => value.address)).toEqual([email]);
    expect(notice.text).toContain(`1 × ${shop.cap.name}: £18.50`);
    expect(notice.text).toContain(`Post to: ${DELIVERY.name}`);

    // Confirming again, and a replayed event, send nothing more.
    await order.confirm().expect(200);
    await api.get(DataSource).query(`UPDATE outbox SET published_at = NULL WHERE payload->>'orderId' = $1`, [order.orderId]);
    await waitUntilSettled(api.get(DataSource), prefix);
    expect(smtp.received.filter(addressedTo(email))).toHaveLength(3);
    expect(smtp.received.filter(staffNoticeFor(email))).toHaveLength(1);
  });

  it('a declined card leaves the order pending and sends no e-mail', async () => {
    const email = `declined+${Date.now()}@example.com`;
    const order = await checkout(email);
    const declined = await order.pay('4000 0000 0000 0002').expect(402);
    expect(declined.body.message).toBe('Your card was declined.');
    await waitUntilSettled(api.get(DataSource), prefix);
    expect(await orderRow(api, order.orderId)).toMatchObject({ status: 'pending' });
    expect(smtp.received.filter(addressedTo(email))).toHaveLength(0);
  });

  it('the reconciliation job settles an intent the browser never reported', async () => {
    const email = `silent+${Date.now()}@example.com`;
    const order = await checkout(email, [{ productId: shop.cap.id, quantity: 2 }]);
    // The provider took the money but the browser went away before anything told the server.
    await api.get(DataSource).query(`UPDATE test_payment_intent SET status = 'succeeded' WHERE id = $1`, [order.paymentIntentId]);
    await reconciliationRoundAfter(Date.now());
    expect(await orderRow(api, order.orderId)).toMatchObject({ status: 'pending' }); // younger than PAYMENT_RECONCILE_AFTER_MINUTES

    await api
      .get(DataSource)
      .query(`UPDATE payment SET created_at = now() - interval '5 minutes' WHERE payment_intent_id = $1`, [
        order.paymentIntentId,
      ]);
    await waitUntil(
      async () => (await orderRow(api, order.orderId)).status === 'paid',
      15_000,
      'the reconciliation job to pay the order',
    );
    const [receipt] = await smtp.waitFor(addressedTo(email), 1, 15_000);
    expect(receipt.text).toContain('Total paid: £37.00');
  });

  it('a worker that dies between "paid" and "e-mail sent" still sends exactly one e-mail after restart', async () => {
    await worker.close(); // the crash: nothing relays or sends from here
    // API and worker share this test process; @Transactional's static host followed the closed worker, so the API restarts too.
    await api.close();
    api = await createTestApp();
    const email = `crash+${Date.now()}@example.com`;
    const order = await checkout(email, [{ productId: shop.cap.id, quantity: 1 }]);
    await order.pay('4242424242424242').expect(200);
    expect(await orderRow(api, order.orderId)).toMatchObject({ status: 'paid' });
    const [unrelayed] = await api
      .get(DataSource)
      .query(`SELECT published_at FROM outbox WHERE payload->>'orderId' = $1`, [order.orderId]);
    expect(unrelayed.published_at).toBeNull(); // no worker, so nothing relays it or sends its e-mail
    expect(smtp.received.filter(addressedTo(email))).toHaveLength(0);

    worker = await startWorker();
    await smtp.waitFor(addressedTo(email), 1, 15_000);
    // The relay crashed before marking the row published: it is relayed again after another restart.
    await worker.close();
    await api.get(DataSource).query(`UPDATE outbox SET published_at = NULL WHERE payload->>'orderId' = $1`, [order.orderId]);
    worker = await startWorker();
    await waitUntil(
      async () => {
        const [row] = await api
          .get(DataSource)
          .query(`SELECT published_at FROM outbox WHERE payload->>'orderId' = $1`, [order.orderId]);
        return row.published_at !== null;
      },
      10_000,
      'the event to be relayed again',
    );
    await waitUntilSettled(api.get(DataSource), prefix);
    expect(smtp.received.filter(addressedTo(email))).toHaveLength(1);
  });

  it('Redis down during payment loses nothing: the receipt goes out once Redis is back', async () => {
    await redis.down();
    const email = `redis-down+${Date.now()}@example.com`;
    const order = await checkout(email, [{ productId: shop.giftCard.id, quantity: 1 }]);
    await order.pay('4242424242424242').expect(200);
    await order.confirm().expect(200);
    // A relay round that claims the row while Redis is away fails (the worker's own rounds may hold it for a moment).
    await waitUntil(
      () =>
        worker
          .get(OutboxRelay)
          .relayPending()
          .then(
            () => false,
            () => true,
          ),
      15_000,
      'a relay round to fail',
    );
    const [waiting] = await api
      .get(DataSource)
      .query(`SELECT published_at FROM outbox WHERE payload->>'orderId' = $1`, [order.orderId]);
    expect(waiting.published_at).toBeNull();
    expect(smtp.received.filter(addressedTo(email))).toHaveLength(0);

    await redis.up();
    const mails = await smtp.waitFor(addressedTo(email), 2, 30_000);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Your gift voucher: ${shop.giftCard.name}`,
      'Your order receipt from Skyward Flight Simulation',
    ]);
  });
});
