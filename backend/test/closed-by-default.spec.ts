import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { londonDateOf } from '../src/modules/booking/domain/calendar';
import { closedByDefaultAhead } from '../src/modules/booking/domain/closed-by-default';
import { adminAgent, Agent } from './auth';
import { clearBookings, requestHold, startBooking } from './booking-fixtures';
import { createTestApp, truncate } from './test-app';
import { waitUntil } from './wait-until';

interface Slot {
  time: string;
  available: boolean;
  reason: string | null;
}

/** Christmas Day and 26 December are closed unless staff open them (docs/product.md, Booking rules: Closures). */
describe('days closed by default', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  const http = () => request(app.getHttpServer());
  const [christmas, boxingDay] = closedByDefaultAhead(londonDateOf(new Date()));
  const slotsOf = async (date: string): Promise<Slot[]> =>
    (await http().get('/api/availability').query({ date, sessionType: 'try-and-fly' }).expect(200)).body.slots;
  const monthState = async (date: string): Promise<string | undefined> => {
    const month = await http()
      .get('/api/availability/month')
      .query({ month: date.slice(0, 7), sessionType: 'try-and-fly' })
      .expect(200);
    return (month.body.days as { date: string; state: string }[]).find((day) => day.date === date)?.state;
  };
  /** The staff week calendar's cells of `date` that are open at all, as state and reason. */
  const weekCells = async (date: string): Promise<{ state: string; reason: string | null }[]> => {
    const week = await admin.get('/api/admin/week-calendar').query({ date }).expect(200);
    const day = (week.body.days as { date: string; cells: { state: string; reason: string | null }[] }[]).find(
      (d) => d.date === date,
    );
    return (day?.cells ?? []).filter((cell) => cell.state !== 'outside').map(({ state, reason }) => ({ state, reason }));
  };
  const open = (date: string) => admin.put(`/api/admin/closures/by-default/${date}/open`);
  const closeAgain = (date: string) => admin.delete(`/api/admin/closures/by-default/${date}/open`);

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000' });
    admin = await adminAgent(app);
  });
  beforeEach(async () => {
    await clearBookings(app);
    await truncate(app, 'opened_days');
  });
  afterAll(() => app.close());

  it('offers no slot on Christmas Day or 26 December, marks them closed in the month and refuses a hold there', async () => {
    expect([christmas.slice(5), boxingDay.slice(5)]).toEqual(['12-25', '12-26']);
    for (const date of [christmas, boxingDay]) {
      const slots = await slotsOf(date);
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.every((slot) => !slot.available && slot.reason === 'closed')).toBe(true);
      expect(await monthState(date)).toBe('closed');
      const refused = await requestHold(app, { date, timeSlot: slots[slots.length - 1].time }).expect(409);
      expect(refused.body).toMatchObject({ code: 'BOOKING.SLOT_CLOSED', message: 'That time is not available' });
    }
    const cells = await weekCells(christmas);
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((cell) => cell.state === 'closed' && cell.reason === 'Closed for Christmas (default)')).toBe(true);
    const listed = await admin.get('/api/admin/closures/by-default').expect(200);
    expect(listed.body).toEqual([
      { date: christmas, opened: false, openedAt: null },
      { date: boxingDay, opened: false, openedAt: null },
    ]);
  });

  it('staff open Christmas Day: it is offered and can be held; closing it again is refused while booked, then closes it', async () => {
    const opened = await open(christmas).expect(200);
    expect(opened.body).toEqual({ date: christmas, opened: true, openedAt: expect.any(String) });
    expect((await admin.get('/api/admin/closures/by-default').expect(200)).body).toEqual([
      opened.body,
      { date: boxingDay, opened: false, openedAt: null },
    ]);

    const slots = await slotsOf(christmas);
    expect(slots.every((slot) => slot.available)).toBe(true);
    expect(await monthState(christmas)).toBe('open');
    expect(await monthState(boxingDay)).toBe('closed');
    expect((await weekCells(christmas)).every((cell) => cell.state === 'free')).toBe(true);
    await startBooking(app, { date: christmas, timeSlot: slots[0].time });

    const refused = await closeAgain(christmas).expect(409);
    expect(refused.body).toMatchObject({
      code: 'BOOKING.CLOSURE_HAS_BOOKINGS',
      bookings: [expect.objectContaining({ date: christmas })],
    });
    expect((await slotsOf(christmas)).filter((slot) => slot.reason === 'closed')).toEqual([]);

    await clearBookings(app);
    await closeAgain(christmas).expect(204);
    // What availability keeps in memory is dropped when the change is notified, a moment after the commit.
    await waitUntil(
      async () => (await slotsOf(christmas)).every((slot) => slot.reason === 'closed'),
      2000,
      'the day closed again to show',
    );
    expect((await requestHold(app, { date: christmas, timeSlot: slots[0].time }).expect(409)).body.code).toBe(
      'BOOKING.SLOT_CLOSED',
    );
    expect((await admin.get('/api/admin/closures/by-default').expect(200)).body[0]).toEqual({
      date: christmas,
      opened: false,
      openedAt: null,
    });
  });

  it.each([
    ['another day', '2026-12-24', 'BOOKING.NOT_CLOSED_BY_DEFAULT'],
    ['a Christmas gone by', '2025-12-25', 'BOOKING.CLOSURE_IN_PAST'],
    ['not a date', '2026-12-32', 'BOOKING.INVALID_DATE'],
  ])('refuses to open %s with 400', async (_, date, code) => {
    expect((await open(date).expect(400)).body.code).toBe(code);
    expect((await closeAgain(date).expect(400)).body.code).toBe(code);
  });

  it('is for staff only', async () => {
    await http().put(`/api/admin/closures/by-default/${christmas}/open`).expect(401);
    await http().get('/api/admin/closures/by-default').expect(401);
  });
});
