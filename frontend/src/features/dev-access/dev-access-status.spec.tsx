import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { countGetCalls } from '../../testing/count-calls';
import { addPageMeta, removePageMeta } from '../../testing/page-meta';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { pageDevAccessStatus } from './dev-access-status';

/** The page as the API serves it: the gate's status in a meta tag. */
const pageSays = (content: string) => addPageMeta('dev-access-status', content);

/** Counts the status calls the site makes. */
const countStatusCalls = () =>
  countGetCalls('/api/dev-auth/status', () => HttpResponse.json({ requiresAuth: false, authenticated: true }));

/** The site as main.tsx starts it: with the status the page says. */
const startSite = () => renderApp('/', { served: { devAccess: pageDevAccessStatus() } });

describe('the gate status written into the page', () => {
  afterEach(() => removePageMeta('dev-access-status'));

  it('opens the site with no splash and no status call when the page says it is open', async () => {
    pageSays('{"requiresAuth":false,"authenticated":true}');
    const calls = countStatusCalls();
    startSite();
    expect(screen.queryByRole('status', { name: 'Loading Skyward Flight Simulation' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'BOOK FLIGHT' })).toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('shows the gate at once when the page says it is closed, and the right password still opens the site', async () => {
    pageSays('{"requiresAuth":true,"authenticated":false}');
    const calls = countStatusCalls();
    server.use(http.post('/api/dev-auth/verify', () => HttpResponse.json({ authenticated: true })));
    startSite();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Access Site' }));
    await user.type(screen.getByLabelText('Password'), 'cleared-for-take-off');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('link', { name: 'BOOK FLIGHT' })).toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it.each([['not JSON'], ['{"requiresAuth":"no"}']])('asks the API when the tag holds %s', async (content) => {
    pageSays(content);
    const calls = countStatusCalls();
    startSite();
    expect(await screen.findByRole('link', { name: 'BOOK FLIGHT' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });
});
