import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { Queue, QueueEvents } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { createTestApp } from '../../backend/test/test-app';
import { TestSmtpServer } from '../../backend/test/test-smtp';
import { OutboxRelay } from '../../backend/src/shared/outbox/outbox-relay';
import { QUEUE } from '../../backend/src/shared/queue/queue-names';
import { redisConnection } from '../../backend/src/shared/queue/redis-connection';
import { WorkerModule } from '../src/worker.module';

const addressedTo = (address: string) => (mail: ParsedMail) =>
  [mail.to].flat().some((to) => to?.value.some((value) => value.address === address));

describe('enquiry e-mails: API → outbox → relay → BullMQ → worker → SMTP', () => {
  const smtp = new TestSmtpServer();
  const prefix = `skyward-test-enquiry-${Date.now()}`;
  let api: NestExpressApplication;
  let worker: INestApplicationContext;
  let emailQueue: Queue;
  let emailEvents: QueueEvents;

  beforeAll(async () => {
    process.env.SMTP_PORT = String(await smtp.start());
    process.env.QUEUE_PREFIX = prefix;
    api = await createTestApp();
    worker = await (await Test.createTestingModule({ imports: [WorkerModule] }).compile()).init();
    const connection = redisConnection(process.env.REDIS_URL as string);
    emailQueue = new Queue(QUEUE.email, { connection, prefix });
    emailEvents = new QueueEvents(QUEUE.email, { connection, prefix });
    await emailEvents.waitUntilReady();
  });

  afterAll(async () => {
    await worker.close();
    await api.close();
    await emailEvents.close();
    await emailQueue.obliterate({ force: true });
    await emailQueue.close();
    await smtp.stop();
  });

  async function sendEnquiry(email: string): Promise<string> {
    const response = await request(api.getHttpServer())
      .post('/api/contacts')
      .set('X-Forwarded-For', '192.0.2.10')
      .send({ name: 'Amelia Earhart', email, phone: '07700 900123', enquiryType: 'group', message: 'A day for twelve colleagues in June?' })
      .expect(201);
    return response.body.id;
  }

  it('sends the staff a notice and the customer an acknowledgement once the enquiry is committed', async () => {
    const customer = `amelia+${Date.now()}@example.com`;
    const id = await sendEnquiry(customer);
    expect(smtp.received.filter(addressedTo(customer))).toHaveLength(0); // nothing is sent before the relay runs
    await worker.get(OutboxRelay).relayPending();

    const [acknowledgement] = await smtp.waitFor(addressedTo(customer));
    expect(acknowledgement.subject).toBe("We've received your enquiry - Skyward Flight Simulation");
    expect(acknowledgement.text).toContain('Hi Amelia,');
    expect(acknowledgement.text).toContain('A day for twelve colleagues in June?');
    expect(acknowledgement.headers.get('x-skyward-mail-key')).toBe(`enquiry:${id}:acknowledgement`);
    expect(acknowledgement.from?.text).toContain('hello@skywardsim.co.uk');

    const [notice] = await smtp.waitFor((mail) => mail.headers.get('x-skyward-mail-key') === `enquiry:${id}:staff-notice`);
    expect(addressedTo('hello@skywardsim.co.uk')(notice)).toBe(true);
    expect(notice.subject).toBe('New enquiry: Group Bookings from Amelia Earhart');
    expect(notice.text).toContain(`Email: ${customer}`);
    expect(notice.text).toContain('Phone: 07700 900123');
  });

  it('sends nothing twice when the same event is processed again (a retried or duplicated job)', async () => {
    const customer = `again+${Date.now()}@example.com`;
    const id = await sendEnquiry(customer);
    await worker.get(OutboxRelay).relayPending();
    await smtp.waitFor(addressedTo(customer));
    await smtp.waitFor((mail) => mail.headers.get('x-skyward-mail-key') === `enquiry:${id}:staff-notice`);
    const before = smtp.received.length;

    const duplicate = await emailQueue.add('enquiry.received', { contactMessageId: id, eventId: `duplicate-${id}`, correlationId: null });
    const result = await duplicate.waitUntilFinished(emailEvents, 15_000);
    expect(result).toEqual({ sent: 0, skipped: 2 });
    expect(smtp.received.length).toBe(before);
  });
});
