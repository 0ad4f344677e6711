import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { adminAgent, Agent, customerAgent } from './auth';
import { clearBookings, confirmedBooking, distinctWeekdaysAhead, startBooking, weekdayAhead } from './booking-fixtures';
import { buyGiftCard } from './order-fixtures';
import { formatDay } from '../src/shared/format-date';
import { createTestApp } from './test-app';

describe('day sheet and bookings CSV (GET /api/admin/day-sheet, /api/admin/bookings.csv)', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  const date = weekdayAhead(45);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await adminAgent(app);
    await clearBookings(app);
  });
  afterAll(() => app.close());

  it('lists the day in slot order with what the instructor needs; the CSV has the same bookings, formula-safe', async () => {
    const { bookingId: late } = await confirmedBooking(app, { date, timeSlot: '16:30', name: 'Late Flyer', notes: '=HYPERLINK("http://evil")' });
    const { bookingId: early } = await confirmedBooking(app, { date, timeSlot: '10:30', name: '@Early Flyer', phone: '+44 7700 900123', experienceLevel: 'enthusiast' });
    await startBooking(app, { timeSlot: '13:30', name: 'Unpaid Hold' });

    const sheet = await admin.get(`/api/admin/day-sheet?date=${date}`).expect(200);
    expect(sheet.body.date).toBe(date);
    expect(sheet.body.bookings.map((entry: { id: string }) => entry.id)).toEqual([early, late]);
    expect(sheet.body.bookings[0]).toMatchObject({
      reference: early.slice(0, 8).toUpperCase(),
      timeSlot: '10:30',
      bookedAs: 'slot', // EDIT offers the options of this calendar
      name: '@Early Flyer',
      phone: '+44 7700 900123',
      experienceLevel: 'enthusiast',
      payment: 'Paid online by card',
      isTest: true,
      cashOwedPence: 0,
      totalPrice: 12900,
    });

    const csv = await admin.get(`/api/admin/bookings.csv?from=${date}&to=${date}`).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="bookings-${date}-to-${date}.csv"`);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('"Date","Time","Reference","Session","Minutes","Name","Email","Phone","Level","Notes","Payment","Paid (£)","Voucher (£)"');
    expect(lines).toHaveLength(3);
    // Dates and levels as staff read them (docs/product.md, Staff panel), not '2026-12-01' and 'enthusiast'.
    expect(lines[1]).toContain(`"${formatDay(date)}","10:30","${early.slice(0, 8).toUpperCase()}"`);
    expect(lines[1]).toMatch(/^"(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}"/);
    expect(lines[1]).toContain('"Aviation Enthusiast"');
    expect(lines[1]).toContain(`"'@Early Flyer"`);
    expect(lines[1]).toContain(`"'+44 7700 900123"`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toContain('"Paid online by card (test mode)","129.00","0.00"');
  });

  it("names each booking's gift voucher in the CSV (the codes read in turn on the export's one connection)", async () => {
    const day = distinctWeekdaysAhead(45, 2)[1];
    const codes: string[] = [];
    for (const timeSlot of ['10:30', '12:00', '13:30']) {
      const code = await buyGiftCard(app, 'Gift Card £50', 5000);
      await confirmedBooking(app, { date: day, timeSlot, voucherCode: code });
      codes.push(code);
    }
    const csv = await admin.get(`/api/admin/bookings.csv?from=${day}&to=${day}`).expect(200);
    const lines = csv.text.trim().split('\r\n').slice(1);
    expect(lines.map((line) => codes.find((code) => line.includes(`"Gift voucher ${code} + £79.00`)))).toEqual(codes);
  });

  it('answers an empty day with no bookings', async () => {
    const sheet = await admin.get(`/api/admin/day-sheet?date=${weekdayAhead(200)}`).expect(200);
    expect(sheet.body.bookings).toEqual([]);
  });

  it.each([
    ['/api/admin/day-sheet', 'REQUEST.VALIDATION_FAILED'],
    ['/api/admin/day-sheet?date=2026-02-30', 'BOOKING.INVALID_DATE_RANGE'],
    ['/api/admin/day-sheet?date=tomorrow', 'BOOKING.INVALID_DATE_RANGE'],
    ['/api/admin/bookings.csv?from=2026-03-02&to=2026-03-01', 'BOOKING.INVALID_DATE_RANGE'],
    ['/api/admin/bookings.csv?from=2026-01-01&to=2027-01-02', 'BOOKING.INVALID_DATE_RANGE'],
    ['/api/admin/bookings.csv?from=2026-01-01', 'REQUEST.VALIDATION_FAILED'],
  ])('refuses %s with 400 %s', async (url, code) => {
    const response = await admin.get(url).expect(400);
    expect(response.body.code).toBe(code);
  });

  it('refuses anonymous (401) and customer (403) callers', async () => {
    const customer = await customerAgent(app);
    for (const url of [`/api/admin/day-sheet?date=${date}`, `/api/admin/bookings.csv?from=${date}&to=${date}`]) {
      await request(app.getHttpServer()).get(url).expect(401);
      await customer.get(url).expect(403);
    }
  });
});
