import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, type AppStore } from '../../app/store';
import { apiErrorResponse } from '../../testing/api-error-response';
import { countGetCalls } from '../../testing/count-calls';
import { addPageMeta, removePageMeta } from '../../testing/page-meta';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { accountApi } from './api/account-api';

const AMELIA = { user: { name: 'Amelia Earhart', email: 'amelia@example.com', role: 'customer' as const } };

/** The page as the API serves it to a request without a session cookie. */
const pageSaysNoSession = () => addPageMeta('visitor-session', 'none');

/** Counts the session calls the site makes (nobody is signed in). */
const countSessionCalls = () =>
  countGetCalls('/api/session', () => apiErrorResponse(401, 'AUTH.UNAUTHENTICATED', 'Please sign in to continue.'));

const sessionEntry = (store: AppStore) => accountApi.endpoints.getSession.select()(store.getState());

describe('a page served to a visitor without a session cookie', () => {
  afterEach(() => removePageMeta('visitor-session'));

  it('knows nobody is signed in: the header keeps its served corner and never asks for the session, on a page that loads the API too', async () => {
    pageSaysNoSession();
    const calls = countSessionCalls();
    const { store } = renderApp('/book-flight');
    const header = within(await screen.findByRole('banner'));
    const myAccount = header.getAllByRole('link', { name: 'MY ACCOUNT' })[0];
    expect(myAccount).toHaveAttribute('href', '/account');
    // The page's own catalogue arrives through the API (which the header used to take as a reason to ask).
    expect(await screen.findByRole('article', { name: 'Try and Fly' })).toBeInTheDocument();
    expect('api' in store.getState()).toBe(true);
    expect(myAccount.isConnected).toBe(true); // the same link: the corner was not rendered again
    // The booking form reads the session too (to fill in a signed-in customer): answered from the page, not the API.
    expect(sessionEntry(store)).toMatchObject({ status: 'fulfilled', data: null });
    expect(calls.count).toBe(0);
  });

  it('shows the customer once they sign in, and asks the API for the session from then on', async () => {
    pageSaysNoSession();
    const calls = countGetCalls('/api/session', () => HttpResponse.json(AMELIA));
    server.use(http.post('/api/login', () => HttpResponse.json(AMELIA)));
    const store = createStore();
    renderApp('/', { store });
    const header = within(await screen.findByRole('banner'));
    await store.dispatch(accountApi.endpoints.login.initiate({ email: 'amelia@example.com', password: 'correct horse battery' }));
    expect(await header.findAllByTitle('Signed in as Amelia Earhart')).not.toHaveLength(0);
    // Refreshed from then on (a change of who is signed in), the session is asked of the API now that someone has signed in.
    const asked = calls.count;
    store.dispatch(accountApi.util.invalidateTags(['Session']));
    await expect.poll(() => calls.count).toBe(asked + 1);
  });

  it('asks GET /api/session when the page does not say (a cookie was sent), and a 401 means signed out', async () => {
    const calls = countSessionCalls();
    const { store } = renderApp('/');
    await screen.findByRole('banner');
    await expect.poll(() => calls.count).toBe(1);
    await expect.poll(() => sessionEntry(store)).toMatchObject({ status: 'fulfilled', data: null });
  });
});
