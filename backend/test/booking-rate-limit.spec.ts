import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bookingPayload, clearBookings } from './booking-fixtures';
import { createTestApp } from './test-app';

/** Each hold keeps a slot for 15 minutes, so one client may start only BOOKING_HOLDS_PER_IP of them in that time. */
describe('hold rate limit per client', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '2', TRUST_PROXY: 'loopback' });
    await clearBookings(app);
  });
  afterAll(() => app.close());

  it('refuses a third hold from one address with 429, holds nothing for it, and serves other clients', async () => {
    const attempt = (timeSlot: string, ip: string) =>
      request(app.getHttpServer()).post('/api/create-booking-payment-intent').set('X-Forwarded-For', ip).send(bookingPayload({ timeSlot }));
    await attempt('10:30', '203.0.113.7').expect(200);
    await attempt('12:00', '203.0.113.7').expect(200);
    const refused = await attempt('13:30', '203.0.113.7').expect(429);
    expect(refused.body.code).toBe('BOOKING.TOO_MANY_ATTEMPTS');
    await attempt('13:30', '198.51.100.20').expect(200);
    const [{ count }] = await app.get(DataSource).query(`SELECT count(*)::int AS count FROM booking`);
    expect(count).toBe(3);
  });

  it('limits course payment setups the same way', async () => {
    const attempt = () =>
      request(app.getHttpServer()).post('/api/create-fear-of-flying-payment-intent').set('X-Forwarded-For', '192.0.2.44').send({ name: 'Ned', email: 'ned@example.com' });
    await attempt().expect(200);
    await attempt().expect(200);
    expect((await attempt().expect(429)).body.code).toBe('BOOKING.TOO_MANY_ATTEMPTS');
  });
});
