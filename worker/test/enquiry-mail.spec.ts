import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { Queue, QueueEvents } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { expectBrandedMail } from '../../backend/test/branded-mail';
import { createTestApp } from '../../backend/test/test-app';
import { TestSmtpServer } from '../../backend/test/test-smtp';
import { EnquiryMailComposer } from '../../backend/src/modules/enquiry/enquiry-mail.composer';
import { OutboxRelay } from '../../backend/src/shared/outbox/outbox-relay';
import { QUEUE } from '../../backend/src/shared/queue/queue-names';
import { redisConnection } from '../../backend/src/shared/queue/redis-connection';
import { WorkerModule } from '../src/worker.module';
import { composeRow } from '../../backend/test/compose-row';

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
    expect(acknowledgement.text).toContain('Hello,');
    expect(acknowledgement.text).not.toContain('A day for twelve colleagues in June?');
    expectBrandedMail(acknowledgement);
    expect(acknowledgement.headers.get('x-skyward-mail-key')).toBe(`enquiry:${id}:acknowledgement`);
    expect(acknowledgement.from?.text).toContain('hello@skywardsim.co.uk');

    const [notice] = await smtp.waitFor((mail) => mail.headers.get('x-skyward-mail-key') === `enquiry:${id}:staff-notice`);
    expect(addressedTo('hello@skywardsim.co.uk')(notice)).toBe(true);
    expect(notice.subject).toBe('New enquiry: Group Bookings from Amelia Earhart');
    expect(notice.replyTo?.value.map((value) => value.address)).toEqual([customer]);
    expect(notice.text).toContain(`Email: ${customer}`);
    expect(notice.text).toContain('Phone: 07700 900123');
  });

  it('acknowledges an address at most once an hour: a second enquiry within it only notifies the staff', async () => {
    const customer = `twice+${Date.now()}@example.com`;
    await sendEnquiry(customer);
    const second = await sendEnquiry(customer.toUpperCase());
    const mails = await composeRow(worker, EnquiryMailComposer, { id: 'second', type: 'enquiry.received', payload: { contactMessageId: second } });
    expect(mails.map((mail) => mail.to)).toEqual(['hello@skywardsim.co.uk']);
  });

  it('sends nothing twice when the same event is processed again (a retried or duplicated job)', async () => {
    const customer = `again+${Date.now()}@example.com`;
    const id = await sendEnquiry(customer);
    await worker.get(OutboxRelay).relayPending();
    await smtp.waitFor(addressedTo(customer));
    await smtp.waitFor((mail) => mail.headers.get('x-skyward-mail-key') === `enquiry:${id}:staff-notice`);
    // This enquiry's e-mails only: the relay also sent the earlier tests' pending events, whose e-mails may still arrive.
    const ofThisEnquiry = () => smtp.received.filter((mail) => String(mail.headers.get('x-skyward-mail-key')).startsWith(`enquiry:${id}:`));
    expect(ofThisEnquiry()).toHaveLength(2);

    const duplicate = await emailQueue.add('enquiry.received', { contactMessageId: id, eventId: `duplicate-${id}`, correlationId: null });
    const result = await duplicate.waitUntilFinished(emailEvents, 15_000);
    expect(result).toEqual({ sent: 0, skipped: 2 });
    expect(ofThisEnquiry()).toHaveLength(2);
  });

  it('sends the newsletter confirmation with a text part, a button and one-click unsubscribe headers (RFC 8058)', async () => {
    const reader = `reader+${Date.now()}@example.com`;
    await request(api.getHttpServer()).post('/api/newsletter').set('X-Forwarded-For', '192.0.2.11').send({ email: reader }).expect(200);
    await worker.get(OutboxRelay).relayPending();

    const [mail] = await smtp.waitFor(addressedTo(reader));
    expect(mail.subject).toBe('Please confirm your subscription - Skyward Flight Simulation');
    expect(mail.text).toMatch(/Confirm your subscription: http:\/\/localhost:\d+\/newsletter\/confirm\?token=[0-9a-f]{48}/);
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/localhost:\d+\/newsletter\/unsubscribe\?token=[0-9a-f]{48}/);
    expect(mail.html).toContain('>Confirm subscription</a>');
    expect(mail.html).not.toMatch(/>https?:\/\/[^<]*token=/); // the link is a button, not a printed URL
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
    const oneClick = header('list-unsubscribe');
    expect(oneClick).toMatch(/^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?token=[0-9a-f]{48}>$/);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The client's one-click POST removes the address.
    const url = new URL(String(oneClick).replace(/^<|>$/g, ''));
    await request(api.getHttpServer()).post(`${url.pathname}${url.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    const [{ n }] = await api.get(DataSource).query(`SELECT count(*)::int AS n FROM newsletter_subscription WHERE email = $1`, [reader]);
    expect(n).toBe(0);
  });
});

