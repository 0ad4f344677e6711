import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { addDays, addMonths, format } from 'date-fns';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type Agent, createUser, signIn } from '../../backend/test/auth';
import { createShopProducts, type ShopFixture, TEST_CARD, voucherCodes } from '../../backend/test/order-fixtures';
import { createTestApp } from '../../backend/test/test-app';
import { TestSmtpServer } from '../../backend/test/test-smtp';
import { waitUntil } from '../../backend/test/wait-until';
import { GiftDeliveryService } from '../../backend/src/modules/catalog/application/gift-delivery.service';
import { giftDueAt, londonDay } from '../../backend/src/modules/catalog/domain/gift-delivery';
import { SEND_DUE_GIFTS_JOB } from '../../backend/src/modules/catalog/jobs/catalog.processor';
import { databaseFromTemplate } from '../../backend/test/test-databases';
import { formatDay } from '../../backend/src/shared/format-date';
import { QUEUE } from '../../backend/src/shared/queue/queue-names';
import { obliterateQueues, REDIS_URL, testQueue, waitUntilSettled } from './test-queues';
import { startRelayingWorker } from './worker-for-suite';

const MINUTE = 60_000;
const PASSWORD = 'gift-buyer-password-1';
const to = (address: string) => (mail: ParsedMail) =>
  [mail.to].flat().some((recipient) => recipient?.value.some((value) => value.address?.toLowerCase() === address));
const isGift = (address: string) => (mail: ParsedMail) => mail.subject?.startsWith('A gift for you') === true && to(address)(mail);
const isNote = (address: string) => (mail: ParsedMail) => /has been delivered$/.test(mail.subject ?? '') && to(address)(mail);
/** A London day `days` after today. */
const dayAhead = (days: number) => format(addDays(new Date(`${londonDay(new Date())}T12:00:00Z`), days), 'yyyy-MM-dd');

/**
 * A gift card bought for a recipient on a chosen day: the buyer's receipt goes at once, the recipient's e-mail on that
 * day (from 08:00 London), exactly once, through API and worker restarts and Redis losing its data in between, because
 * the delivery is a row in Postgres that the catalog queue's sweep claims. The worker's clock is moved, not waited for.
 */
describe('gifts delivered on the day', () => {
  const smtp = new TestSmtpServer();
  const prefix = `${process.env.QUEUE_PREFIX}-gifts-${Date.now()}`;
  // Its own database: another suite's relay or sweep on a shared one would take these events.
  const databaseUrl = `${process.env.DATABASE_URL}_gift_delivery`;
  const sharedEnv = { DATABASE_URL: process.env.DATABASE_URL, QUEUE_PREFIX: process.env.QUEUE_PREFIX };
  const schedules = { GIFT_DELIVERY_SWEEP_SECONDS: '1', JOB_SCHEDULE_CHECK_SECONDS: '2' };
  let api: NestExpressApplication;
  let worker: INestApplicationContext;
  let catalogQueue: Queue;
  let redis: Redis;
  let shop: ShopFixture;
  /** The worker's clock: the real time until a test moves it on to a gift's day. */
  let clock: Date | null = null;

  async function startApi(): Promise<void> {
    api = await createTestApp();
  }
  async function startWorker(): Promise<void> {
    worker = await startRelayingWorker(() => clock ?? new Date());
  }
  /** Every key of this suite's prefix deleted: what FLUSHALL would take from this app (the Redis is shared). */
  async function wipeRedis(): Promise<void> {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.unlink(...keys);
    }
  }
  /** A deploy: both processes stop, Redis loses its data meanwhile, both start again. */
  async function restartWithRedisWiped(): Promise<void> {
    await worker.close();
    await api.close();
    await wipeRedis();
    await startApi();
    await startWorker();
  }
  async function buyer(): Promise<{ email: string; agent: Agent }> {
    const email = `giver+${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    await createUser(api, { email, password: PASSWORD, name: 'Gail Giver' });
    return { email, agent: await signIn(api, email, PASSWORD) };
  }
  /** A paid order of one gift card for `gift`; its order id. */
  async function buyGift(agent: Agent, email: string, gift: Record<string, unknown>): Promise<string> {
    const started = await agent
      .post('/api/create-payment-intent')
      .send({ cartItems: [{ productId: shop.giftCard.id, quantity: 1, gift }], productCategory: 'Cart', email })
      .expect(200);
    await agent
      .post(`/api/test-payments/${started.body.paymentIntentId}/confirm`)
      .send({ clientSecret: started.body.clientSecret, cardNumber: '4242 4242 4242 4242', ...TEST_CARD })
      .expect(200);
    return started.body.orderId;
  }
  async function giftOf(agent: Agent, orderId: string): Promise<Record<string, string>> {
    const gifts: Record<string, string>[] = (await agent.get('/api/my-gifts').expect(200)).body;
    const reference = orderId.slice(0, 8).toUpperCase();
    const gift = gifts.find((candidate) => candidate.reference === reference);
    if (!gift) throw new Error(`No gift of order ${reference} on the dashboard`);
    return gift;
  }

  beforeAll(async () => {
    await databaseFromTemplate(databaseUrl);
    Object.assign(process.env, { DATABASE_URL: databaseUrl, SMTP_PORT: String(await smtp.start()), QUEUE_PREFIX: prefix }, schedules);
    await startApi();
    await api.get(DataSource).query(`TRUNCATE shop_order, outbox, sent_email CASCADE`);
    shop = await createShopProducts(api);
    await startWorker();
    catalogQueue = testQueue(QUEUE.catalog, prefix);
    redis = new Redis(REDIS_URL);
  });

  afterAll(async () => {
    await worker.close();
    await api.close();
    await catalogQueue.close();
    await obliterateQueues(prefix);
    redis.disconnect();
    await smtp.stop();
    Object.assign(process.env, sharedEnv);
    for (const key of Object.keys(schedules)) delete process.env[key];
  });

  it('sends the receipt at once and the gift on its day exactly once, through restarts and a Redis wipe', async () => {
    const { email, agent } = await buyer();
    const day = dayAhead(20);
    const orderId = await buyGift(agent, email, { recipientName: 'Amy Johnson', recipientEmail: 'amy@example.com', message: 'Happy birthday, Amy!', deliverOn: day });
    const [code] = await voucherCodes(api, orderId);

    const [receipt] = await smtp.waitFor((mail) => /^Your order receipt/.test(mail.subject ?? '') && to(email)(mail));
    expect(receipt.text).toContain(`${code} (${shop.giftCard.name}`);
    expect(receipt.text).toContain(`sent to Amy Johnson (amy@example.com) on ${formatDay(day)}`);
    await waitUntilSettled(api.get(DataSource), prefix);
    // The code is the recipient's surprise on the day: no printable voucher e-mail to the buyer, nothing to Amy yet.
    expect(smtp.received.filter((mail) => /^Your gift voucher/.test(mail.subject ?? '') && to(email)(mail))).toEqual([]);
    expect(smtp.received.filter(to('amy@example.com'))).toEqual([]);
    expect(await giftOf(agent, orderId)).toMatchObject({ recipientName: 'Amy Johnson', deliverOn: day, state: 'scheduled', productName: shop.giftCard.name });

    await restartWithRedisWiped();
    const dueAt = giftDueAt(day, new Date());
    expect(londonDay(dueAt)).toBe(day);
    // A minute before 08:00 London on the day, nothing is due.
    await expect(worker.get(GiftDeliveryService).queueDue(new Date(dueAt.getTime() - MINUTE))).resolves.toBe(0);

    clock = dueAt;
    const [gift] = await smtp.waitFor(isGift('amy@example.com'), 1, 30_000);
    expect(gift.text).toContain('Hi Amy Johnson');
    expect(gift.text).toContain('Happy birthday, Amy!');
    expect(gift.text).toContain(code);
    expect(gift.text).toContain(shop.giftCard.name);
    expect(gift.html).toContain('Book your flight');
    const [note] = await smtp.waitFor(isNote(email));
    expect(note.text).toContain(`to Amy Johnson (amy@example.com) today, ${formatDay(day)}`);

    // Another deploy with Redis wiped, later that day: the sweep runs again and sends nothing more.
    await restartWithRedisWiped();
    const restartedAt = Date.now();
    clock = new Date(dueAt.getTime() + 3 * 60 * MINUTE);
    await waitUntil(
      async () => (await catalogQueue.getCompleted(0, 200)).some((job) => job.name === SEND_DUE_GIFTS_JOB && (job.finishedOn ?? 0) > restartedAt),
      30_000,
      'a gift sweep after the restart',
    );
    await waitUntilSettled(api.get(DataSource), prefix);
    expect(smtp.received.filter(isGift('amy@example.com'))).toHaveLength(1);
    expect(smtp.received.filter(isNote(email))).toHaveLength(1);

    const refused = await (await signIn(api, email, PASSWORD))
      .patch(`/api/my-gifts/${(await giftOf(await signIn(api, email, PASSWORD), orderId)).id}`)
      .send({ deliverOn: dayAhead(30) })
      .expect(409);
    expect(refused.body).toMatchObject({ code: 'CATALOG.GIFT_ALREADY_DELIVERED' });
    clock = null;
  });

  it('honours a changed day and address, and sends a gift dated today at once', async () => {
    const { email, agent } = await buyer();
    const first = dayAhead(40);
    const moved = dayAhead(45);
    const orderId = await buyGift(agent, email, { recipientName: 'Bea Moss', recipientEmail: 'bea@example.com', deliverOn: first });
    const { id } = await giftOf(agent, orderId);
    const changed = await agent.patch(`/api/my-gifts/${id}`).send({ deliverOn: moved, recipientEmail: 'bea.moss@example.com' }).expect(200);
    expect(changed.body).toMatchObject({ deliverOn: moved, recipientEmail: 'bea.moss@example.com', state: 'scheduled' });
    // The buyer's data export holds the gifts they sent.
    const exported = await agent.get('/api/my-account/export').expect(200);
    expect(exported.body.orders).toEqual([
      expect.objectContaining({
        giftsSent: [{ recipientName: 'Bea Moss', recipientEmail: 'bea.moss@example.com', message: null, deliverOn: moved, deliveredAt: null }],
      }),
    ]);

    // The first day comes and goes: nothing is due.
    await expect(api.get(GiftDeliveryService).queueDue(new Date(giftDueAt(first, new Date()).getTime() + MINUTE))).resolves.toBe(0);
    clock = giftDueAt(moved, new Date());
    await smtp.waitFor(isGift('bea.moss@example.com'), 1, 30_000);
    clock = null;
    await waitUntilSettled(api.get(DataSource), prefix);
    expect(smtp.received.filter(isGift('bea@example.com'))).toEqual([]);
    expect(await giftOf(agent, orderId)).toMatchObject({ state: 'delivered' });

    // No day given: today, sent as soon as the order is paid.
    const todayOrder = await buyGift(agent, email, { recipientName: 'Cal Reed', recipientEmail: 'cal@example.com' });
    await smtp.waitFor(isGift('cal@example.com'), 1, 20_000);
    expect(await giftOf(agent, todayOrder)).toMatchObject({ deliverOn: londonDay(new Date()), state: 'delivered' });
  });

  it('refuses a bad gift with a clear code, and changes by anyone but its buyer', async () => {
    const { email, agent } = await buyer();
    const cart = (productId: string, gift: Record<string, unknown>) => ({
      cartItems: [{ productId, quantity: 1, gift }],
      productCategory: 'Cart',
      email,
    });
    const amy = { recipientName: 'Amy Johnson', recipientEmail: 'amy@example.com' };
    const refusals: [Record<string, unknown>, string][] = [
      [cart(shop.giftCard.id, { ...amy, deliverOn: dayAhead(-1) }), 'CATALOG.GIFT_DATE_INVALID'],
      [cart(shop.giftCard.id, { ...amy, deliverOn: format(addMonths(new Date(`${dayAhead(1)}T12:00:00Z`), 12), 'yyyy-MM-dd') }), 'CATALOG.GIFT_DATE_INVALID'],
      [cart(shop.giftCard.id, { ...amy, deliverOn: '25/12/2026' }), 'REQUEST.VALIDATION_FAILED'],
      [cart(shop.giftCard.id, { ...amy, recipientEmail: 'not-an-address' }), 'REQUEST.VALIDATION_FAILED'],
      [cart(shop.giftCard.id, { ...amy, message: 'x'.repeat(501) }), 'REQUEST.VALIDATION_FAILED'],
      [cart(shop.giftCard.id, { ...amy, recipientName: '   ' }), 'CATALOG.GIFT_RECIPIENT_INVALID'],
      [cart(shop.cap.id, amy), 'CATALOG.GIFT_NOT_A_GIFT_CARD'],
    ];
    for (const [body, code] of refusals) {
      const response = await agent.post('/api/create-payment-intent').send(body);
      expect({ status: response.status, code: response.body.code }).toEqual({ status: 400, code });
    }
    const repeated = await agent.post('/api/create-payment-intent').send({
      cartItems: [
        { productId: shop.giftCard.id, quantity: 1, gift: amy },
        { productId: shop.giftCard.id, quantity: 1 },
      ],
      productCategory: 'Cart',
      email,
    });
    expect(repeated.body).toMatchObject({ statusCode: 400, code: 'CATALOG.GIFT_LINE_REPEATED' });

    const orderId = await buyGift(agent, email, { ...amy, deliverOn: dayAhead(60) });
    const { id } = await giftOf(agent, orderId);
    await request(api.getHttpServer()).patch(`/api/my-gifts/${id}`).send({ deliverOn: dayAhead(61) }).expect(401);
    const stranger = (await buyer()).agent;
    expect((await stranger.patch(`/api/my-gifts/${id}`).send({ deliverOn: dayAhead(61) }).expect(404)).body.code).toBe('CATALOG.GIFT_NOT_FOUND');
    expect((await agent.patch(`/api/my-gifts/${id}`).send({ deliverOn: dayAhead(-2) }).expect(400)).body.code).toBe('CATALOG.GIFT_DATE_INVALID');
    expect(await giftOf(agent, orderId)).toMatchObject({ deliverOn: dayAhead(60), state: 'scheduled' });
  });
});
