import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { adminAgent } from '../../backend/test/auth';
import { clearBookings, confirmedBooking, weekdayAhead } from '../../backend/test/booking-fixtures';
import { createTestApp } from '../../backend/test/test-app';
import { TestSmtpServer } from '../../backend/test/test-smtp';
import { migrate } from '../../backend/src/shared/database/migrate';
import { OutboxRelay } from '../../backend/src/shared/outbox/outbox-relay';
import { WorkerModule } from '../src/worker.module';
import { obliterateQueues } from './test-queues';

/** Staff resend a booking's confirmation (docs/product.md, Staff panel): a second real e-mail, despite one send per key. */
describe('resending a booking confirmation through the worker', () => {
  const smtp = new TestSmtpServer();
  const prefix = `skyward-test-resend-${Date.now()}`;
  let api: NestExpressApplication;
  let worker: INestApplicationContext;
  const databaseUrl = `${process.env.DATABASE_URL}_booking_resend`;
  const sharedDatabaseUrl = process.env.DATABASE_URL;

  beforeAll(async () => {
    await migrate(databaseUrl);
    Object.assign(process.env, { DATABASE_URL: databaseUrl, SMTP_PORT: String(await smtp.start()), QUEUE_PREFIX: prefix });
    api = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000' });
    await clearBookings(api);
    worker = await (await Test.createTestingModule({ imports: [WorkerModule] }).compile()).init();
    worker.get(OutboxRelay).start(50);
  });

  afterAll(async () => {
    await worker.close();
    await api.close();
    await obliterateQueues(prefix);
    await smtp.stop();
    process.env.DATABASE_URL = sharedDatabaseUrl;
  });

  it('sends the same confirmation with its .ics again, as a new e-mail with its own key and Message-ID', async () => {
    const email = `resend.${Date.now()}@example.com`;
    const { bookingId } = await confirmedBooking(api, { email, date: weekdayAhead(60), timeSlot: '15:00' });
    const confirmation = (mail: ParsedMail) =>
      /^Booking Confirmed/.test(mail.subject ?? '') && [mail.to].flat().some((to) => to?.text.toLowerCase() === email);
    const [first] = await smtp.waitFor(confirmation, 1, 20_000);

    await (await adminAgent(api)).post(`/api/admin/bookings/${bookingId}/resend-confirmation`).expect(202);
    const [, again] = await smtp.waitFor(confirmation, 2, 20_000);

    expect(again.subject).toBe(first.subject);
    expect(again.text).toBe(first.text);
    expect(again.attachments.map((attachment) => attachment.filename)).toEqual(['booking.ics']);
    expect(again.messageId).not.toBe(first.messageId);
    const keys: { key: string }[] = await api
      .get(DataSource)
      .query(`SELECT key FROM sent_email WHERE key LIKE $1 AND sent_at IS NOT NULL ORDER BY key`, [
        `booking:${bookingId}:confirmation%`,
      ]);
    expect(keys.map((row) => row.key)).toEqual([
      `booking:${bookingId}:confirmation`,
      expect.stringMatching(new RegExp(`^booking:${bookingId}:confirmation:resent:`)),
    ]);
  });
});
