import { http, HttpResponse } from 'msw';
import type { DevAccessStatus } from '../features/dev-access/api/dev-access-api';
import { catalogue } from './catalogue';

/** Answers GET /api/dev-auth/status; by default the gate is off. */
export const devAccessStatus = (status: DevAccessStatus = { requiresAuth: false, authenticated: false }) =>
  http.get('/api/dev-auth/status', () => HttpResponse.json(status));

/** Answers GET /api/session; by default nobody is signed in (401). */
export const signedOut = () =>
  http.get('/api/session', () =>
    HttpResponse.json({ statusCode: 401, code: 'AUTH.UNAUTHENTICATED', message: 'Please sign in to continue.', correlationId: 'test' }, { status: 401 }),
  );

/** Answers GET /api/my-bookings/:id (the dashboard's Reschedule and Cancel); by default there is nothing to manage (404). */
export const noManagedBooking = () =>
  http.get('/api/my-bookings/:id', () =>
    HttpResponse.json({ statusCode: 404, code: 'BOOKING.NOT_FOUND', message: 'There is no such booking.', correlationId: 'test' }, { status: 404 }),
  );

/** Answers the dashboard's past bookings and orders; by default there are none. */
export const noHistory = () => [http.get('/api/my-past-bookings', () => HttpResponse.json([])), http.get('/api/my-orders', () => HttpResponse.json([]))];

/** Answers the admin panel's overview strip; by default a quiet day. */
export const quietOverview = () =>
  http.get('/api/admin/overview', () =>
    HttpResponse.json({ bookingsToday: 0, takingsThisWeekPence: 0, weekStartsAt: '2026-11-23T00:00:00.000Z', openEnquiries: 0, ordersToDispatch: 0 }),
  );

/** The API as every test starts with it; a test adds its own answers with `server.use(...)`. */
export const handlers = [devAccessStatus(), signedOut(), noManagedBooking(), ...noHistory(), quietOverview(), catalogue()];
