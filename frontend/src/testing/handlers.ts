import { http, HttpResponse } from 'msw';
import type { DevAccessStatus } from '../features/dev-access/api/dev-access-api';

/** Answers GET /api/dev-auth/status; by default the gate is off. */
export const devAccessStatus = (status: DevAccessStatus = { requiresAuth: false, authenticated: false }) =>
  http.get('/api/dev-auth/status', () => HttpResponse.json(status));

/** Answers GET /api/session; by default nobody is signed in (401). */
export const signedOut = () =>
  http.get('/api/session', () =>
    HttpResponse.json({ statusCode: 401, code: 'AUTH.UNAUTHENTICATED', message: 'Please sign in to continue.', correlationId: 'test' }, { status: 401 }),
  );

/** The API as every test starts with it; a test adds its own answers with `server.use(...)`. */
export const handlers = [devAccessStatus(), signedOut()];
