import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createStore } from '../app/store';
import { server } from '../testing/server';
import { api } from './api';
import { apiErrorCode, apiErrorMessage } from './api-error';

const probeApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => '/probe' }) }),
});

async function errorOf(response: () => Response) {
  server.use(http.get('/api/probe', response));
  const { error } = await createStore().dispatch(probeApi.endpoints.probe.initiate());
  return error;
}

describe('api errors', () => {
  it('read "<status>: <body text>"', async () => {
    expect(await errorOf(() => new HttpResponse('boom', { status: 500 }))).toEqual({ status: 500, message: '500: boom' });
  });

  it('fall back to the status text when the body is empty', async () => {
    const error = await errorOf(() => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }));
    expect(error).toMatchObject({ message: '503: Service Unavailable' });
  });

  it("keep the server's JSON error body", async () => {
    const body = { statusCode: 401, code: 'DEV_ACCESS.DENIED', message: 'Incorrect password', correlationId: 'abc-123' };
    const error = await errorOf(() => HttpResponse.json(body, { status: 401 }));
    expect(error).toEqual({ status: 401, message: `401: ${JSON.stringify(body)}`, body });
  });

  it("become a person's text: the server's message, a thrown Error's, else the fallback (never the status line)", async () => {
    const body = {
      statusCode: 409,
      code: 'BOOKING.SLOT_TAKEN',
      message: 'That slot has just been taken.',
      correlationId: 'abc-123',
    };
    const refused = await errorOf(() => HttpResponse.json(body, { status: 409 }));
    expect(apiErrorMessage(refused, 'Failed')).toBe('That slot has just been taken.');
    expect(apiErrorCode(refused)).toBe('BOOKING.SLOT_TAKEN');
    const bare = await errorOf(() => new HttpResponse('boom', { status: 502 }));
    expect(apiErrorMessage(bare, 'Failed to create product')).toBe('Failed to create product');
    expect(apiErrorCode(bare)).toBeUndefined();
    expect(apiErrorMessage(new Error('There is nothing left to pay for this booking.'), 'Failed')).toBe(
      'There is nothing left to pay for this booking.',
    );
    expect(apiErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});
