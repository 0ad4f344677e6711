import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BookingManagementService } from '../src/modules/booking/application/booking-management.service';
import { ManageLinks } from '../src/modules/booking/application/manage-links';
import { addDays } from '../src/modules/booking/domain/calendar';
import { AppConfig } from '../src/shared/config/app-config';
import { adminAgent, customerAgent } from './auth';
import {
  bookingEvents,
  bookingRow,
  clearBookings,
  confirmedBooking,
  requestHold,
  weekdayAhead,
} from './booking-fixtures';
import { buyGiftCard } from './order-fixtures';
import { createTestApp } from './test-app';

const HOUR = 3_600_000;

/** Manage my booking (signed link and dashboard) against the real Postgres, Redis and test payment provider. */
describe('manage my booking', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const date = weekdayAhead(40);

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000', VOUCHER_CHECKS_PER_IP: '100000' });
  });
  beforeEach(async () => {
    await clearBookings(app);
    await app.get(DataSource).query('TRUNCATE slot_closures');
  });
  afterAll(() => app.close());

  async function confirmedWithToken(overrides: Record<string, unknown> = {}) {
    const started = await confirmedBooking(app, { date, ...overrides });
    const row = await bookingRow(app, started.bookingId);
    const token = app.get(ManageLinks).tokenFor({ id: started.bookingId, startsAt: row.starts_at as Date });
    return { ...started, token, startsAt: row.starts_at as Date };
  }
  const refundsOf = (paymentIntentId: string) =>
    app
      .get(DataSource)
      .query(
        `SELECT r.amount_pence FROM payment_refund r JOIN payment p ON p.id = r.payment_id WHERE p.payment_intent_id = $1 AND r.status = 'succeeded'`,
        [paymentIntentId],
      );
  const slotOf = async (day: string, time: string) => {
    const response = await http().get('/api/availability').query({ date: day, sessionType: 'tryandfly' }).expect(200);
    return response.body.slots.find((slot: { time: string }) => slot.time === time);
  };

  describe('the signed link', () => {
    it('shows the booking, what cancelling now would refund and that it can still be moved', async () => {
      const booked = await confirmedWithToken();
      const response = await http().get(`/api/manage-booking/${booked.token}`).expect(200);
      expect(response.body).toMatchObject({
        id: booked.bookingId,
        reference: booked.bookingId.slice(0, 8).toUpperCase(),
        sessionName: 'Try and Fly',
        date,
        timeSlot: '10:30',
        status: 'confirmed',
        totalPrice: 12900,
        voucherPence: 0,
        cancellation: { tier: 'full', refundPence: 12900, voucherReturned: null },
        canReschedule: true,
        changeDeadline: new Date(booked.startsAt.getTime() - 48 * HOUR).toISOString(),
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('refuses forged, altered and expired links with 401 and a stable code', async () => {
      const booked = await confirmedWithToken();
      const [id, expiry, signature] = booked.token.split('.');
      const forged = [
        `${id}.${expiry}.${(signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)}`,
        `${id}.${(parseInt(expiry, 36) + 86_400).toString(36)}.${signature}`,
        `${id}.${expiry}`,
        'anything',
        // Signed with the development secret the source once carried: no secret in the source signs anything now.
        new ManageLinks(
          Object.assign(new AppConfig(), { SESSION_SECRET: 'dev-only-session-secret-change-me-in-production', PUBLIC_URL: 'http://x' }),
        ).tokenFor({ id: booked.bookingId, startsAt: new Date(Date.now() + 40 * 24 * HOUR) }),
      ];
      for (const token of forged) {
        const response = await http().get(`/api/manage-booking/${token}`).expect(401);
        expect(response.body.code).toBe('BOOKING.MANAGE_LINK_INVALID');
        await http().post(`/api/manage-booking/${token}/cancel`).expect(401);
      }
      const expired = app.get(ManageLinks).tokenFor({ id: booked.bookingId, startsAt: new Date(Date.now() - 31 * 24 * HOUR) });
      expect((await http().get(`/api/manage-booking/${expired}`).expect(401)).body.code).toBe('BOOKING.MANAGE_LINK_EXPIRED');
      expect((await http().post(`/api/manage-booking/${expired}/cancel`).expect(401)).body.code).toBe(
        'BOOKING.MANAGE_LINK_EXPIRED',
      );
      expect((await bookingRow(app, booked.bookingId)).status).toBe('confirmed');
    });

    it('moves the booking to a free slot in one write: the old slot is offered again at once, and the move is published', async () => {
      const booked = await confirmedWithToken();
      const newDate = addDays(date, 1);
      const response = await http()
        .post(`/api/manage-booking/${booked.token}/reschedule`)
        .send({ date: newDate, timeSlot: '13:30' })
        .expect(200);
      expect(response.body).toMatchObject({ date: newDate, timeSlot: '13:30', status: 'confirmed', totalPrice: 12900 });
      const row = await bookingRow(app, booked.bookingId);
      expect(row).toMatchObject({ date: newDate, time_slot: '13:30', status: 'confirmed' });
      expect((row.ends_at as Date).getTime() - (row.starts_at as Date).getTime()).toBe(HOUR);
      expect(await slotOf(date, '10:30')).toMatchObject({ available: true });
      expect(await slotOf(newDate, '13:30')).toMatchObject({ available: false, reason: 'taken' });
      expect(await bookingEvents(app, booked.bookingId)).toEqual(['booking.confirmed', 'booking.rescheduled']);
      const [{ payload }] = await app
        .get(DataSource)
        .query(`SELECT payload FROM outbox WHERE type = 'booking.rescheduled' AND payload->>'bookingId' = $1`, [booked.bookingId]);
      expect(payload).toEqual({
        bookingId: booked.bookingId,
        by: 'customer',
        previousStartsAt: booked.startsAt.toISOString(),
        startsAt: (row.starts_at as Date).toISOString(),
      });

      // The e-mailed link still works after the move; asking for the same time again changes nothing.
      await http().post(`/api/manage-booking/${booked.token}/reschedule`).send({ date: newDate, timeSlot: '13:30' }).expect(200);
      expect(await bookingEvents(app, booked.bookingId)).toEqual(['booking.confirmed', 'booking.rescheduled']);
    });

    it('refuses a taken slot (409), a past one and bad input (400), leaving the booking where it was', async () => {
      const booked = await confirmedWithToken();
      await confirmedWithToken({ timeSlot: '15:00', email: 'other@example.com' });
      const move = (body: Record<string, unknown>) => http().post(`/api/manage-booking/${booked.token}/reschedule`).send(body);

      const taken = await move({ date, timeSlot: '15:00' }).expect(409);
      expect(taken.body).toMatchObject({ code: 'BOOKING.SLOT_TAKEN', message: 'That time slot has just been taken' });
      const admin = await adminAgent(app);
      await admin
        .post('/api/admin/closures')
        .send({ date, timeSlots: ['16:30'], reason: 'Instructor training' })
        .expect(201);
      expect((await move({ date, timeSlot: '16:30' }).expect(409)).body).toMatchObject({
        code: 'BOOKING.SLOT_CLOSED',
        message: 'That time is not available',
      });
      expect((await move({ date: '2020-01-06', timeSlot: '10:30' }).expect(400)).body.code).toBe('BOOKING.SLOT_IN_PAST');
      expect((await move({ date, timeSlot: '11:00' }).expect(400)).body.code).toBe('BOOKING.UNKNOWN_SLOT');
      expect((await move({ date: addDays(date, 800), timeSlot: '10:30' }).expect(400)).body.code).toBe('BOOKING.TOO_FAR_AHEAD');
      await move({ date }).expect(400);
      await move({ date, timeSlot: '12:00', sessionType: 'custom' }).expect(400);
      expect(await bookingRow(app, booked.bookingId)).toMatchObject({ date, time_slot: '10:30', status: 'confirmed' });
      expect(await bookingEvents(app, booked.bookingId)).toEqual(['booking.confirmed']);
    });

    it('cannot move a booking 48 hours or less before it starts, nor a cancelled one', async () => {
      const booked = await confirmedWithToken();
      const management = app.get(BookingManagementService);
      const late = new Date(booked.startsAt.getTime() - 47 * HOUR);
      await expect(management.reschedule(booked.bookingId, { date, timeSlot: '12:00' }, 'customer', late)).rejects.toMatchObject({
        code: 'BOOKING.TOO_LATE_TO_CHANGE',
      });
      await http().post(`/api/manage-booking/${booked.token}/cancel`).expect(200);
      const response = await http()
        .post(`/api/manage-booking/${booked.token}/reschedule`)
        .send({ date, timeSlot: '12:00' })
        .expect(409);
      expect(response.body.code).toBe('BOOKING.NOT_CONFIRMED');
    });

    it('cancels with the Terms refund through the payment port; cancelling twice refunds once', async () => {
      const booked = await confirmedWithToken();
      const first = await http().post(`/api/manage-booking/${booked.token}/cancel`).expect(200);
      expect(first.body).toMatchObject({
        refundTier: 'full',
        refundPence: 12900,
        refundStatus: 'refunded',
        voucherReturned: null,
        booking: { status: 'cancelled', refundPence: 12900 },
      });
      const second = await http().post(`/api/manage-booking/${booked.token}/cancel`).expect(200);
      expect(second.body).toMatchObject({ refundPence: 12900, booking: { status: 'cancelled' } });
      expect(await refundsOf(booked.paymentIntentId)).toEqual([{ amount_pence: 12900 }]);
      expect(await bookingEvents(app, booked.bookingId)).toEqual(['booking.confirmed', 'booking.cancelled']);
      expect(await slotOf(date, '10:30')).toMatchObject({ available: true });
      expect((await http().get(`/api/manage-booking/${booked.token}`).expect(200)).body).toMatchObject({
        status: 'cancelled',
        canReschedule: false,
      });
    });

    it('refunds half from 24 to 48 hours before', async () => {
      const booked = await confirmedWithToken();
      const result = await app
        .get(BookingManagementService)
        .cancel(booked.bookingId, 'customer', new Date(booked.startsAt.getTime() - 30 * HOUR));
      expect(result).toMatchObject({ refund: { tier: 'half', refundPence: 6450 }, refundStatus: 'refunded' });
      expect(await refundsOf(booked.paymentIntentId)).toEqual([{ amount_pence: 6450 }]);
    });

    it('serves the Terms it refunds by (GET /api/refund-terms), whose full-refund line is also the online change deadline', async () => {
      const terms = (await http().get('/api/refund-terms').expect(200)).body;
      expect(terms).toEqual({ fullRefundHours: 48, partRefundHours: 24, partRefundPercent: 50 });
      const booked = await confirmedWithToken();
      const view = (await http().get(`/api/manage-booking/${booked.token}`).expect(200)).body;
      expect(new Date(view.changeDeadline).getTime()).toBe(booked.startsAt.getTime() - terms.fullRefundHours * HOUR);
    });
  });

  describe('gift voucher bookings', () => {
    async function voucherBooking(code: string, timeSlot: string) {
      const response = await requestHold(app, { date, timeSlot, voucherCode: code }).expect(200);
      const bookingId = response.body.bookingId as string;
      const startsAt = (await bookingRow(app, bookingId)).starts_at as Date;
      return { bookingId, startsAt, token: app.get(ManageLinks).tokenFor({ id: bookingId, startsAt }) };
    }

    it('gives the voucher back when cancelled more than 48 hours before: the code books again', async () => {
      const code = await buyGiftCard(app, 'Try and Fly Gift Card', 12_900);
      const booked = await voucherBooking(code, '10:30');
      const view = await http().get(`/api/manage-booking/${booked.token}`).expect(200);
      expect(view.body).toMatchObject({
        totalPrice: 0,
        voucherPence: 12_900,
        cancellation: { tier: 'full', refundPence: 0, voucherReturned: true },
      });
      const cancelled = await http().post(`/api/manage-booking/${booked.token}/cancel`).expect(200);
      expect(cancelled.body).toMatchObject({ refundPence: 0, refundStatus: 'none', voucherReturned: true });
      expect(await bookingRow(app, booked.bookingId)).toMatchObject({ status: 'cancelled', voucher_forfeited: false });
      await voucherBooking(code, '13:30');
    });

    it('keeps the voucher used when cancelled later, in the same write as the cancellation', async () => {
      const code = await buyGiftCard(app, 'Try and Fly Gift Card', 12_900);
      const booked = await voucherBooking(code, '12:00');
      const result = await app
        .get(BookingManagementService)
        .cancel(booked.bookingId, 'customer', new Date(booked.startsAt.getTime() - 30 * HOUR));
      expect(result.refund).toMatchObject({ tier: 'half', refundPence: 0, voucherReturned: false });
      expect(await bookingRow(app, booked.bookingId)).toMatchObject({ status: 'cancelled', voucher_forfeited: true });
      const again = await requestHold(app, { date, timeSlot: '15:00', voucherCode: code });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('VOUCHER.USED');
    });
  });

  describe('from the dashboard', () => {
    it('shows, moves and cancels the signed-in customer’s own booking', async () => {
      const email = `dash+${Date.now()}@example.com`;
      const customer = await customerAgent(app, email);
      const booked = await confirmedWithToken({ email });

      expect((await customer.get(`/api/my-bookings/${booked.bookingId}`).expect(200)).body).toMatchObject({
        id: booked.bookingId,
        canReschedule: true,
      });
      const moved = await customer
        .post(`/api/my-bookings/${booked.bookingId}/reschedule`)
        .send({ date, timeSlot: '16:30' })
        .expect(200);
      expect(moved.body).toMatchObject({ date, timeSlot: '16:30' });
      const cancelled = await customer.post(`/api/my-bookings/${booked.bookingId}/cancel`).expect(200);
      expect(cancelled.body).toMatchObject({ refundPence: 12900, booking: { status: 'cancelled', timeSlot: '16:30' } });
      expect(await refundsOf(booked.paymentIntentId)).toEqual([{ amount_pence: 12900 }]);
    });

    it("answers 404 for someone else's booking, 401 when signed out, 400 for a malformed id", async () => {
      const booked = await confirmedWithToken({ email: 'owner@example.com' });
      const stranger = await customerAgent(app);
      for (const action of ['reschedule', 'cancel']) {
        const response = await stranger
          .post(`/api/my-bookings/${booked.bookingId}/${action}`)
          .send({ date, timeSlot: '12:00' })
          .expect(404);
        expect(response.body.code).toBe('BOOKING.NOT_FOUND');
      }
      await stranger.get(`/api/my-bookings/${booked.bookingId}`).expect(404);
      expect((await http().post(`/api/my-bookings/${booked.bookingId}/cancel`).expect(401)).body.code).toBe(
        'AUTH.UNAUTHENTICATED',
      );
      await stranger.post('/api/my-bookings/not-a-uuid/cancel').expect(400);
      expect(await bookingRow(app, booked.bookingId)).toMatchObject({ status: 'confirmed', time_slot: '10:30' });
    });
  });
});
