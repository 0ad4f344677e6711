import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { payWithTestCard, startBooking, weekdayAhead } from '../../../backend/test/booking-fixtures';
import { createShopProducts, ShopFixture } from '../../../backend/test/order-fixtures';
import { TcpProxy } from '../../../backend/test/tcp-proxy';
import { createTestApp } from '../../../backend/test/test-app';
import { TestSmtpServer } from '../../../backend/test/test-smtp';
import { addressedTo, BUILT_WORKER, ChildService, duplicateKeys, faultEnv } from './fault-processes';
import { payOrder, RECEIPT_SUBJECT } from './fault-shop';
import { redisAddress, waitUntilSettled } from '../test-queues';

const ORDERS = 3;
const SLOTS = ['10:30', '13:30', '16:30'];

/** Redis is cut while customers pay for orders and bookings: everything is delivered once it returns. */
describe('fault: Redis down while orders and bookings are paid', () => {
  const smtp = new TestSmtpServer();
  const redis = new TcpProxy(redisAddress());
  const worker = new ChildService('worker', BUILT_WORKER);
  let api: NestExpressApplication;
  let shop: ShopFixture;

  beforeAll(async () => {
    await redis.up();
    const redisUrl = `redis://127.0.0.1:${redis.port}`;
    api = await createTestApp({ REDIS_URL: redisUrl, BOOKING_HOLDS_PER_IP: '1000' });
    shop = await createShopProducts(api);
    worker.start(faultEnv({ REDIS_URL: redisUrl, SMTP_PORT: String(await smtp.start()) }));
    await worker.waitForOutput('Worker started');
    // Events and jobs other scenarios left in the shared outbox and queues are delivered before Redis is cut.
    await waitUntilSettled(api.get(DataSource), process.env.QUEUE_PREFIX as string, 60_000);
  });
  afterAll(async () => {
    await worker.stop();
    await api.close();
    await smtp.stop();
    await redis.down();
  });

  it('relays every event after Redis returns and sends each e-mail exactly once', async () => {
    const sentBefore = smtp.received.length;
    await redis.down();
    const run = Date.now();
    const orderEmails = Array.from({ length: ORDERS }, (_, i) => `redis-order${i}+${run}@example.com`);
    const bookingEmails = SLOTS.map((_, i) => `redis-booking${i}+${run}@example.com`);
    for (const email of orderEmails) await payOrder(api, shop.cap.id, email);
    const date = weekdayAhead(70); // the suite starts from an empty database: the slots are free
    for (const [i, email] of bookingEmails.entries()) {
      const started = await startBooking(api, { email, date, timeSlot: SLOTS[i] });
      await payWithTestCard(api, started).expect(200);
      await request(api.getHttpServer())
        .post('/api/confirm-booking-payment')
        .send({ paymentIntentId: started.paymentIntentId })
        .expect(200);
    }
    // Redis is cut: nothing can be relayed, so every event of the outage is still waiting.
    const [{ waiting }] = await api
      .get(DataSource)
      .query(`SELECT count(*)::int AS waiting FROM outbox WHERE published_at IS NULL`);
    const sentDuringOutage = smtp.received.length - sentBefore;
    expect(waiting).toBeGreaterThanOrEqual(ORDERS + SLOTS.length);
    expect(sentDuringOutage).toBe(0);

    await redis.up();
    const to = (email: string, subject: RegExp) => (mail: ParsedMail) =>
      addressedTo(email)(mail) && subject.test(mail.subject ?? '');
    for (const email of orderEmails) await smtp.waitFor(to(email, /^Your order receipt/), 1, 60_000);
    for (const email of bookingEmails) {
      await smtp.waitFor(to(email, /^Booking Confirmed/), 1, 60_000);
      await smtp.waitFor(to(email, /^Set your password/), 1, 60_000);
    }
    await waitUntilSettled(api.get(DataSource), process.env.QUEUE_PREFIX as string, 60_000); // whatever was to be sent has been sent
    const [{ left }] = await api.get(DataSource).query(`SELECT count(*)::int AS left FROM outbox WHERE published_at IS NULL`);
    const receipts = orderEmails.map((email) => smtp.received.filter(to(email, /^Your order receipt/)).length);
    const confirmations = bookingEmails.map((email) => smtp.received.filter(to(email, /^Booking Confirmed/)).length);
    const passwordLinks = bookingEmails.map((email) => smtp.received.filter(to(email, /^Set your password/)).length);
    console.log(
      `[fault: Redis down] paid ${ORDERS} orders and ${SLOTS.length} bookings with Redis cut; outbox rows waiting: ${waiting}; ` +
        `e-mails sent during the outage: ${sentDuringOutage}; after Redis returned: receipts ${receipts.join('/')}, ` +
        `booking confirmations ${confirmations.join('/')}, set-password links ${passwordLinks.join('/')}; outbox rows left: ${left}; ` +
        `duplicate keys: ${duplicateKeys(smtp.received).length}`,
    );
    expect(receipts).toEqual(orderEmails.map(() => 1));
    // Only this test's orders: events other scenarios left in the shared outbox may be relayed by this worker too.
    expect(
      smtp.received.filter((mail) => mail.subject === RECEIPT_SUBJECT && orderEmails.some((email) => addressedTo(email)(mail))),
    ).toHaveLength(ORDERS);
    expect(confirmations).toEqual(bookingEmails.map(() => 1));
    expect(passwordLinks).toEqual(bookingEmails.map(() => 1));
    expect(left).toBe(0);
    expect(duplicateKeys(smtp.received)).toEqual([]);
  });
});
