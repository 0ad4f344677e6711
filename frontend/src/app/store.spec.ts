import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '../testing/server';
import { createStore } from './store';

// Its own modules (vite.config.ts): the API's module is not loaded when the store is made, as on a content page.
it('a store made before the API loads answers the API’s first query', async () => {
  const store = createStore();
  server.use(http.get('/api/probe', () => HttpResponse.json({ ok: 1 })));
  const { api } = await import('../lib/api');
  const probeApi = api.injectEndpoints({ endpoints: (build) => ({ probe: build.query<{ ok: number }, void>({ query: () => '/probe' }) }) });
  expect(await store.dispatch(probeApi.endpoints.probe.initiate()).unwrap()).toEqual({ ok: 1 });
});
