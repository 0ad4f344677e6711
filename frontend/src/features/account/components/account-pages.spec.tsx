import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const AMELIA = { user: { name: 'Amelia Earhart', email: 'amelia@example.com', role: 'customer' as const } };
const errorBody = (statusCode: number, code: string, message: string) =>
  HttpResponse.json({ statusCode, code, message, correlationId: 'c-1' }, { status: statusCode });

/** The API of a visitor who is not signed in until /api/login succeeds. */
function accountApi({ login }: { login?: (body: { email: string; password: string }) => Response | Promise<Response> } = {}) {
  const calls = { login: [] as { email: string; password: string }[], myBookings: 0, logout: 0 };
  let signedIn = false;
  server.use(
    http.get('/api/session', () =>
      signedIn ? HttpResponse.json(AMELIA) : errorBody(401, 'AUTH.UNAUTHENTICATED', 'Please sign in to continue.'),
    ),
    http.post<never, { email: string; password: string }>('/api/login', async ({ request }) => {
      const body = await request.json();
      calls.login.push(body);
      const response = await (login ?? (() => HttpResponse.json(AMELIA)))(body);
      if (response.status === 200) signedIn = true;
      return response;
    }),
    http.post('/api/logout', () => {
      calls.logout += 1;
      signedIn = false;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/my-bookings', () => {
      calls.myBookings += 1;
      return HttpResponse.json([]);
    }),
    http.get('/api/sessions', () => HttpResponse.json([])),
  );
  return calls;
}

async function openLogin() {
  const app = renderApp('/account');
  const form = await screen.findByRole('form', { name: 'Sign in' });
  return { ...app, form, email: within(form).getByLabelText('Email'), password: within(form).getByLabelText('Password') };
}

describe('/account', () => {
  it('asks for both fields and sends nothing when one is empty', async () => {
    const calls = accountApi();
    const { user, email } = await openLogin();
    await user.type(email, 'amelia@example.com');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please enter both email and password.')).toBeInTheDocument();
    expect(calls.login).toEqual([]);
  });

  it('signs in and goes to the dashboard', async () => {
    const calls = accountApi();
    const { user, router, email, password } = await openLogin();
    await user.type(email, ' amelia@example.com ');
    await user.type(password, 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
    expect(calls.login).toEqual([{ email: 'amelia@example.com', password: 'correct horse battery' }]);
    expect(await screen.findByText('amelia@example.com')).toBeInTheDocument();
  });

  it('goes to /no-account on a 401 (invalid credentials)', async () => {
    accountApi({ login: () => errorBody(401, 'AUTH.INVALID_CREDENTIALS', 'Invalid credentials') });
    const { user, router, email, password } = await openLogin();
    await user.type(email, 'nobody@example.com');
    await user.type(password, 'wrong password');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'NO ACCOUNT FOUND' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-account');
  });

  it('shows other failures as a Login Error toast with the server message, or Login failed', async () => {
    accountApi({
      login: () => errorBody(429, 'AUTH.TOO_MANY_ATTEMPTS', 'Too many failed sign-in attempts. Please try again in 15 minutes.'),
    });
    const { user, router, email, password } = await openLogin();
    await user.type(email, 'amelia@example.com');
    await user.type(password, 'a password');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Login Error')).toBeInTheDocument();
    expect(screen.getByText('Too many failed sign-in attempts. Please try again in 15 minutes.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');

    server.use(http.post('/api/login', () => new HttpResponse(null, { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('disables the button while signing in', async () => {
    accountApi({ login: async () => (await delay(200), HttpResponse.json(AMELIA)) });
    const { user, email, password } = await openLogin();
    await user.type(email, 'amelia@example.com');
    await user.type(password, 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(screen.getByRole('button', { name: 'SIGNING IN...' })).toBeDisabled();
  });

  it('answers CREATE ACCOUNT with the contact toast and offers the contact e-mail', async () => {
    accountApi();
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(
      await screen.findByText('Please contact us to create an account for professional training services.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'hello@skywardsim.co.uk' })[0]).toHaveAttribute(
      'href',
      'mailto:hello@skywardsim.co.uk',
    );
  });

  it('sends a reset link from Forgot password, with the e-mail already typed', async () => {
    accountApi();
    const requested: unknown[] = [];
    const message =
      'If an account exists for that email address, we have sent it a link to set a new password. The link works for 1 hour.';
    server.use(
      http.post('/api/password-reset', async ({ request }) => {
        requested.push(await request.json());
        return HttpResponse.json({ message }, { status: 202 });
      }),
    );
    const { user, email } = await openLogin();
    await user.type(email, 'amelia@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'RESET YOUR PASSWORD' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('amelia@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'SEND RESET LINK' }));
    expect(await screen.findByText('Check Your Email')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(requested).toEqual([{ email: 'amelia@example.com' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/dashboard', () => {
  it('sends a visitor without a session to /no-account, without asking for bookings', async () => {
    const calls = accountApi();
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'NO ACCOUNT FOUND' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-account');
    expect(calls.myBookings).toBe(0);
  });

  it('shows the name, e-mail and upcoming sessions with long en-GB dates, by date and time', async () => {
    server.use(
      http.get('/api/session', () => HttpResponse.json(AMELIA)),
      http.get('/api/sessions', () =>
        HttpResponse.json([
          { id: 'tryandfly', name: 'Try and Fly' },
          { id: 'fearofflying', name: 'Fear of Flying Course' },
        ]),
      ),
      http.get('/api/my-bookings', () =>
        HttpResponse.json([
          { id: 'b-2', sessionType: 'fearofflying', date: '2026-04-02', timeSlot: null, notes: null },
          { id: 'b-1', sessionType: 'tryandfly', date: '2026-03-14', timeSlot: '10:30', notes: 'Birthday treat' },
          { id: 'b-3', sessionType: 'custom', date: '2026-03-14', timeSlot: '09:00', notes: null },
        ]),
      ),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome back, Amelia Earhart.')).toBeInTheDocument();
    expect(screen.getByText('Amelia Earhart')).toBeInTheDocument();
    expect(screen.getByText('amelia@example.com')).toBeInTheDocument();

    const upcoming = screen.getByRole('region', { name: 'Upcoming Sessions' });
    const items = await within(upcoming).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('custom14 March 202609:00'),
      expect.stringContaining('Try and Fly14 March 202610:30Notes: Birthday treat'),
      expect.stringContaining('Fear of Flying Course2 April 2026Time to be arranged'),
    ]);
  });

  it('says No upcoming bookings and offers Book a Session', async () => {
    server.use(
      http.get('/api/session', () => HttpResponse.json(AMELIA)),
      http.get('/api/sessions', () => HttpResponse.json([])),
      http.get('/api/my-bookings', () => HttpResponse.json([])),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Session' })).toHaveAttribute('href', '/book-flight');
  });

  it('logs out: clears the session, goes to /account and says Logged Out', async () => {
    const calls = accountApi();
    const { user, router, email, password } = await openLogin();
    await user.type(email, 'amelia@example.com');
    await user.type(password, 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), { timeout: 3000 });
    expect(calls.logout).toBe(1);
    // The dashboard no longer opens: the session is gone from the server and from the cache.
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'NO ACCOUNT FOUND' })).toBeInTheDocument();
  });
});

describe('/no-account', () => {
  it('explains how accounts are made and offers booking or another try', async () => {
    renderApp('/no-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'NO ACCOUNT FOUND' })).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText(/we e-mail you a link to set\s+your password/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BOOK A SESSION' })).toHaveAttribute('href', '/book-flight');
    expect(screen.getByRole('link', { name: 'Try Logging In Again' })).toHaveAttribute('href', '/account');
    expect(screen.getAllByRole('link', { name: 'hello@skywardsim.co.uk' })[0]).toHaveAttribute(
      'href',
      'mailto:hello@skywardsim.co.uk',
    );
  });
});
