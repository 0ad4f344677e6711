import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { adminAgent } from '../../backend/test/auth';
import { confirmedBooking, weekdayAhead } from '../../backend/test/booking-fixtures';
import { workerForSuite } from './worker-for-suite';

/** Staff resend a booking's confirmation (docs/product.md, Staff panel): a second real e-mail, despite one send per key. */
describe('resending a booking confirmation through the worker', () => {
  const suite = workerForSuite('booking_resend', { tables: ['booking', 'fear_of_flying_booking'] });

  it('sends the same confirmation with its .ics again, as a new e-mail with its own key and Message-ID', async () => {
    const email = `resend.${Date.now()}@example.com`;
    const { bookingId } = await confirmedBooking(suite.api, { email, date: weekdayAhead(60), timeSlot: '15:00' });
    const confirmation = (mail: ParsedMail) =>
      /^Booking Confirmed/.test(mail.subject ?? '') && [mail.to].flat().some((to) => to?.text.toLowerCase() === email);
    const [first] = await suite.smtp.waitFor(confirmation, 1, 20_000);

    await (await adminAgent(suite.api)).post(`/api/admin/bookings/${bookingId}/resend-confirmation`).expect(202);
    const [, again] = await suite.smtp.waitFor(confirmation, 2, 20_000);

    expect(again.subject).toBe(first.subject);
    expect(again.text).toBe(first.text);
    expect(again.attachments.map((attachment) => attachment.filename)).toEqual(['booking.ics']);
    expect(again.messageId).not.toBe(first.messageId);
    const keys: { key: string }[] = await suite.api
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
