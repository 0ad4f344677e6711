import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { bookingPayload, TEST_CARD, weekdayAhead } from './booking-fixtures';
import { createTestApp } from './test-app';

/** What the confirmation page gets after paying: the reference, and the manage link only in the browser that booked. */
describe('booking confirmation: reference, manage link and calendar invite', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('gives the booking browser its reference and manage token, serves the .ics on that token, and nobody else the token', async () => {
    const browser = request.agent(app.getHttpServer());
    const date = weekdayAhead(60);
    const started = await browser.post('/api/create-booking-payment-intent').send(bookingPayload({ date, timeSlot: '13:30' })).expect(200);
    expect(started.body.booking).toMatchObject({ reference: started.body.bookingId.slice(0, 8).toUpperCase(), manageToken: null });
    await browser
      .post(`/api/test-payments/${started.body.paymentIntentId}/confirm`)
      .send({ ...TEST_CARD, clientSecret: started.body.clientSecret })
      .expect(200);

    const confirmed = await browser.post('/api/confirm-booking-payment').send({ paymentIntentId: started.body.paymentIntentId }).expect(200);
    expect(confirmed.body).toMatchObject({ id: started.body.bookingId, reference: started.body.bookingId.slice(0, 8).toUpperCase(), status: 'confirmed' });
    expect(confirmed.body.manageToken).toEqual(expect.any(String));
    const elsewhere = await request(app.getHttpServer()).post('/api/confirm-booking-payment').send({ paymentIntentId: started.body.paymentIntentId }).expect(200);
    expect(elsewhere.body.manageToken).toBeNull();

    const token = confirmed.body.manageToken as string;
    await request(app.getHttpServer()).get(`/api/manage-booking/${token}`).expect(200);
    const ics = await request(app.getHttpServer()).get(`/api/manage-booking/${token}/calendar.ics`).expect(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.headers['content-disposition']).toContain('booking.ics');
    expect(ics.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.text).toContain(`UID:booking-${started.body.bookingId}@`);
    expect(ics.text).toContain(`DTSTART;TZID=Europe/London:${date.replaceAll('-', '')}T133000`);
    expect(ics.text).toContain('SUMMARY:Try and Fly - Skyward Flight Simulation');

    const forged = await request(app.getHttpServer()).get(`/api/manage-booking/${token.slice(0, -2)}xx/calendar.ics`).expect(401);
    expect(forged.body.code).toBe('BOOKING.MANAGE_LINK_INVALID');
  });
});
