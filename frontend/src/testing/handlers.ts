import { http, HttpResponse } from 'msw';
import type { SlotAvailability } from '../features/booking/api/booking-api';
import type { DevAccessStatus } from '../features/dev-access/dev-access-status';
import type { RefundTerms } from '../lib/refund-terms';
import { catalogue } from './catalogue';
import { apiErrorResponse } from './api-error-response';

/** Answers GET /api/dev-auth/status; by default the gate is off. */
export const devAccessStatus = (status: DevAccessStatus = { requiresAuth: false, authenticated: false }) =>
  http.get('/api/dev-auth/status', () => HttpResponse.json(status));

/** Answers GET /api/session; by default nobody is signed in (401). */
const signedOut = () =>
  http.get('/api/session', () =>
    apiErrorResponse(401, 'AUTH.UNAUTHENTICATED', 'Please sign in to continue.'),
  );

/** Answers GET /api/my-bookings/:id (the dashboard's Reschedule and Cancel); by default there is nothing to manage (404). */
const noManagedBooking = () =>
  http.get('/api/my-bookings/:id', () =>
    apiErrorResponse(404, 'BOOKING.NOT_FOUND', 'There is no such booking.'),
  );

/** Answers the dashboard's past bookings, orders and gifts sent by e-mail; by default there are none. */
const noHistory = () => [
  http.get('/api/my-past-bookings', () => HttpResponse.json([])),
  http.get('/api/my-orders', () => HttpResponse.json([])),
  http.get('/api/my-gifts', () => HttpResponse.json([])),
];

/** Answers the shop's products (GET /api/products); by default nothing is on sale. */
const noProducts = () => http.get('/api/products', () => HttpResponse.json([]));

/** Answers the admin panel's overview strip; by default a quiet day. */
const quietOverview = () =>
  http.get('/api/admin/overview', () =>
    HttpResponse.json({ bookingsToday: 0, testBookingsToday: 0, takingsThisWeekPence: 0, testTakingsThisWeekPence: 0, weekStartsAt: '2026-11-23T00:00:00.000Z', openEnquiries: 0, ordersToDispatch: 0 }),
  );

/** Answers the cart's postage (£3.95 on Merchandise) and accepts any address it is asked to check, postcode upper-cased. */
const delivery = () => [
  http.get('/api/delivery', () => HttpResponse.json({ postagePence: 395, postedCategory: 'Merchandise' })),
  http.post('/api/delivery/check', async ({ request }) => {
    const address = (await request.json()) as { postcode: string };
    return HttpResponse.json({ postcode: address.postcode.toUpperCase() });
  }),
];

/** Answers the booking calendar's month (GET /api/availability/month); by default no day is marked. */
export const monthAvailability = (marks: Record<string, 'open' | 'full' | 'closed' | 'past'> = {}) =>
  http.get('/api/availability/month', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const month = params.get('month') ?? '';
    const days = Object.entries(marks)
      .filter(([date]) => date.startsWith(month))
      .map(([date, state]) => ({ date, state }));
    return HttpResponse.json({ month, sessionType: params.get('sessionType'), optionId: params.get('optionId') ?? '', days });
  });

/** Answers a day's slots (GET /api/availability) for the date, session and option asked, an hour each; `onAsk` sees each ask. */
export const dayAvailability = (slots: SlotAvailability[], onAsk?: (params: URLSearchParams) => void) =>
  http.get('/api/availability', ({ request }) => {
    const params = new URL(request.url).searchParams;
    onAsk?.(params);
    return HttpResponse.json({
      date: params.get('date'),
      sessionType: params.get('sessionType'),
      optionId: params.get('optionId'),
      durationMinutes: 60,
      slots,
    });
  });

/** The Terms' cancellation refunds as the API serves them (backend REFUND_TERMS). */
export const THE_TERMS: RefundTerms = { fullRefundHours: 48, partRefundHours: 24, partRefundPercent: 50 };

/** Answers GET /api/refund-terms: the Terms' tiers every refund text is built from. */
export const refundTerms = (terms: RefundTerms = THE_TERMS) => http.get('/api/refund-terms', () => HttpResponse.json(terms));

/** The API as every test starts with it; a test adds its own answers with `server.use(...)`. */
export const handlers = [devAccessStatus(), signedOut(), noManagedBooking(), ...noHistory(), noProducts(), quietOverview(), catalogue(), ...delivery(), monthAvailability(), refundTerms()];
