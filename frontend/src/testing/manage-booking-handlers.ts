import { addDays, format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import type { ManagedBooking } from '../features/booking/api/manage-booking-api';
import { londonToday } from '../features/booking/booking-options';

/** A confirmed Try and Fly booking ten days ahead, paid £129 by card, that can still be moved. */
export function managedBooking(overrides: Partial<ManagedBooking> = {}): ManagedBooking {
  const date = format(addDays(londonToday(), 10), 'yyyy-MM-dd');
  return {
    id: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
    reference: '3F2B8C1E',
    sessionType: 'try-and-fly',
    sessionName: 'Try and Fly',
    durationMinutes: 60,
    date,
    timeSlot: '10:30',
    startsAt: `${date}T10:30:00.000Z`,
    status: 'confirmed',
    name: 'Amelia Pilot',
    totalPrice: 12900,
    voucherPence: 0,
    refundPence: null,
    cancellation: { tier: 'full', refundPence: 12900, refundedBy: 'site', voucherReturned: null },
    canReschedule: true,
    changeDeadline: `${format(addDays(londonToday(), 8), 'yyyy-MM-dd')}T10:30:00.000Z`,
    ...overrides,
  };
}

/**
 * Answers GET `{base}`, POST `{base}/reschedule` and `{base}/cancel` (base: /api/manage-booking/{token} or
 * /api/my-bookings/{id}) like the server: the booking moves or is cancelled; returns the requests received.
 */
export function manageBookingApi(base: string, initial: ManagedBooking = managedBooking()) {
  const calls = { reschedules: [] as { date: string; timeSlot: string }[], cancels: 0 };
  let booking = initial;
  return {
    calls,
    handlers: [
      http.get(base, () => HttpResponse.json(booking)),
      http.post(`${base}/reschedule`, async ({ request }) => {
        const body = (await request.json()) as { date: string; timeSlot: string };
        calls.reschedules.push(body);
        booking = { ...booking, ...body };
        return HttpResponse.json(booking);
      }),
      http.post(`${base}/cancel`, () => {
        calls.cancels += 1;
        const { tier, refundPence, refundedBy, voucherReturned } = booking.cancellation;
        booking = { ...booking, status: 'cancelled', refundPence, canReschedule: false };
        return HttpResponse.json({
          booking,
          refundTier: tier,
          refundPence,
          refundedBy,
          refundStatus: refundPence > 0 ? 'refunded' : 'none',
          voucherReturned,
        });
      }),
    ],
  };
}
