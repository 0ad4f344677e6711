import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { apiErrorResponse } from '../../../testing/api-error-response';

const AMELIA = { user: { name: 'Amelia Earhart', email: 'amelia@example.com', role: 'customer' as const } };
const priced = (id: string, pricePence: number) => ({ id, reference: id.toUpperCase(), pricePence, voucherPence: 0 });

/** The API of a visitor who is not signed in until /api/login succeeds. */
function accountApi({ login }: { login?: (body: { email: string; password: string }) => Response | Promise<Response> } = {}) {
  const calls = { login: [] as { email: string; password: string }[], myBookings: 0, logout: 0 };
  let signedIn = false;
  server.use(
    http.get('/api/session', () =>
      signedIn ? HttpResponse.json(AMELIA) : apiErrorResponse(401, 'AUTH.UNAUTHENTICATED', 'Please sign in to continue.'),
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
    http.get('/api/experiences', () => HttpResponse.json([])),
  );
  return calls;
}

async function openLogin() {
  const app = renderApp('/account');
  const form = await screen.findByRole('form', { name: 'Sign in' });
  const email = within(form).getByLabelText('Email');
  const password = within(form).getByLabelText('Password');
  /** Types both fields and presses LOGIN. */
  const signIn = async (address: string, secret: string) => {
    await app.user.type(email, address);
    await app.user.type(password, secret);
    await app.user.click(screen.getByRole('button', { name: 'LOGIN' }));
  };
  return { ...app, form, email, password, signIn };
}

describe('/account', () => {
  it('asks for both fields and sends nothing when one is empty: Missing Information, the empty field marked and focused', async () => {
    const calls = accountApi();
    const { user, email, password } = await openLogin();
    await user.type(email, 'amelia@example.com');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please enter both email and password.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(calls.login).toEqual([]);
  });

  it('marks every refused field beside it, focuses the first, and clears the mark once it is put right', async () => {
    const calls = accountApi();
    const { user, email, password, signIn } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(email).toHaveFocus();

    await signIn('amelia.example.com', 'correct horse battery');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(calls.login).toEqual([]);

    await user.clear(email);
    await user.type(email, 'amelia@example.com');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(calls.login).toEqual([{ email: 'amelia@example.com', password: 'correct horse battery' }]));
  });

  it("holds no more than the server takes: 254 characters of e-mail, 128 of password", async () => {
    accountApi();
    const { email, password } = await openLogin();
    expect(email).toHaveAttribute('maxlength', '254');
    expect(password).toHaveAttribute('maxlength', '128');
  });

  it('signs in and goes to the dashboard', async () => {
    const calls = accountApi();
    const { router, signIn } = await openLogin();
    await signIn(' amelia@example.com ', 'correct horse battery');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.login).toEqual([{ email: 'amelia@example.com', password: 'correct horse battery' }]);
    expect(await screen.findByText('amelia@example.com')).toBeInTheDocument();
  });

  it('goes to /no-account on a 401 (invalid credentials)', async () => {
    accountApi({ login: () => apiErrorResponse(401, 'AUTH.INVALID_CREDENTIALS', 'Invalid credentials') });
    const { router, signIn } = await openLogin();
    await signIn('nobody@example.com', 'wrong password');
    expect(await screen.findByRole('heading', { level: 1, name: 'NO ACCOUNT FOUND' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-account');
  });

  it('shows other failures as a Login Error toast with the server message, or Login failed', async () => {
    accountApi({
      login: () => apiErrorResponse(429, 'AUTH.TOO_MANY_ATTEMPTS', 'Too many failed sign-in attempts. Please try again in 15 minutes.'),
    });
    const { user, router, signIn } = await openLogin();
    await signIn('amelia@example.com', 'a password');
    expect(await screen.findByText('Login Error')).toBeInTheDocument();
    expect(screen.getByText('Too many failed sign-in attempts. Please try again in 15 minutes.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');

    server.use(http.post('/api/login', () => new HttpResponse(null, { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('disables the button while signing in', async () => {
    accountApi({ login: async () => (await delay(200), HttpResponse.json(AMELIA)) });
    const { signIn } = await openLogin();
    await signIn('amelia@example.com', 'correct horse battery');
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

  it('refuses an empty or malformed address in Forgot password beside the field, sending nothing', async () => {
    accountApi();
    const requested: unknown[] = [];
    server.use(
      http.post('/api/password-reset', async ({ request }) => {
        requested.push(await request.json());
        return HttpResponse.json({ message: 'Sent' }, { status: 202 });
      }),
    );
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'RESET YOUR PASSWORD' });
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveAttribute('maxlength', '254');
    await user.click(within(dialog).getByRole('button', { name: 'SEND RESET LINK' }));
    expect(await within(dialog).findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(email).toHaveFocus();

    await user.type(email, 'amelia@example');
    await user.click(within(dialog).getByRole('button', { name: 'SEND RESET LINK' }));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(requested).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'RESET YOUR PASSWORD' })).toBeInTheDocument();
  });
});

describe('/dashboard', () => {
  it('asks a visitor without a session to sign in (never "Invalid email or password"), without asking for bookings', async () => {
    const calls = accountApi();
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'MY ACCOUNT' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.getByRole('status')).toHaveTextContent('Please sign in to see your dashboard.');
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
    expect(document.title).toBe('My account | Skyward Flight Simulation');
    expect(calls.myBookings).toBe(0);
  });

  it('shows the name, e-mail and upcoming sessions with long en-GB dates, by date and time', async () => {
    server.use(
      http.get('/api/session', () => HttpResponse.json(AMELIA)),
      http.get('/api/experiences', () =>
        HttpResponse.json([
          { id: 'try-and-fly', name: 'Try and Fly' },
          { id: 'fear-of-flying', name: 'Fear of Flying Course' },
        ]),
      ),
      http.get('/api/my-bookings', () =>
        HttpResponse.json([
          { ...priced('b-2', 29_500), sessionType: 'fear-of-flying', date: '2026-04-02', timeSlot: null, notes: null },
          { ...priced('b-1', 12_900), sessionType: 'try-and-fly', date: '2026-03-14', timeSlot: '10:30', notes: 'Birthday treat' },
          { ...priced('b-3', 9_900), sessionType: 'custom', date: '2026-03-14', timeSlot: '09:00', notes: null },
        ]),
      ),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome back, Amelia Earhart.')).toBeInTheDocument();
    expect(screen.getByText('Name').nextElementSibling).toHaveTextContent('Amelia Earhart');
    expect(screen.getByText('amelia@example.com')).toBeInTheDocument();

    const upcoming = screen.getByRole('region', { name: 'Upcoming Sessions' });
    const items = await within(upcoming).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('custom14 March 202609:00Ref B-3 · £99.00'),
      expect.stringContaining('Try and Fly14 March 202610:30Ref B-1 · £129.00Notes: Birthday treat'),
      expect.stringContaining('Fear of Flying Course2 April 2026Time to be arrangedRef B-2 · £295.00'),
    ]);
  });

  it('lists past and cancelled bookings with their refund, orders with lines and the vouchers they issued', async () => {
    server.use(
      http.get('/api/session', () => HttpResponse.json(AMELIA)),
      http.get('/api/experiences', () => HttpResponse.json([{ id: 'try-and-fly', name: 'Try and Fly' }])),
      http.get('/api/my-bookings', () => HttpResponse.json([])),
      http.get('/api/my-past-bookings', () =>
        HttpResponse.json([
          { ...priced('c-1', 12_900), sessionType: 'try-and-fly', date: '2026-02-10', timeSlot: '12:00', notes: null, status: 'cancelled', refundPence: 6_450 },
          { ...priced('f-1', 12_900), sessionType: 'try-and-fly', date: '2026-01-05', timeSlot: '10:30', notes: null, status: 'completed', refundPence: null },
        ]),
      ),
      http.get('/api/my-orders', () =>
        HttpResponse.json([
          {
            id: 'o-1',
            reference: 'O1REF',
            status: 'paid',
            totalPence: 12_900,
            createdAt: '2026-01-02T10:00:00.000Z',
            lines: [{ productName: 'Try and Fly Gift Card', quantity: 1, unitPricePence: 12_900 }],
            vouchers: [{ code: 'SKY-7K2M-Q9XD-4HTB', name: 'Try and Fly Gift Card', valuePence: 12_900, expiresAt: '2027-01-02T10:00:00.000Z', state: 'issued' }],
          },
        ]),
      ),
    );
    renderApp('/dashboard');
    const past = await screen.findByRole('region', { name: 'Past and Cancelled' });
    expect(within(past).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Try and Fly10 February 2026 at 12:00 · Ref C-1 · £129.00.*Cancelled.*Refunded £64.50/),
      expect.stringMatching(/Try and Fly5 January 2026 at 10:30 · Ref F-1 · £129.00.*Flown/),
    ]);
    const order = within(screen.getByRole('region', { name: 'Orders' })).getByLabelText('Order O1REF');
    expect(order).toHaveTextContent('Try and Fly Gift Card × 1£129.00');
    expect(order).toHaveTextContent('paid');
    const voucher = within(screen.getByRole('region', { name: 'Gift Vouchers' })).getByLabelText('Voucher SKY-7K2M-Q9XD-4HTB');
    expect(voucher).toHaveTextContent('£129.00 · valid until 2 Jan 2027');
    expect(voucher).toHaveTextContent('Not used yet');
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/api/my-account/export');
  });

  it('shows the signed-in name and Sign out in the header, and MY ACCOUNT goes to the dashboard', async () => {
    server.use(http.get('/api/session', () => HttpResponse.json(AMELIA)));
    renderApp('/privacy');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByTitle('Signed in as Amelia Earhart')).toHaveTextContent('Signed in as Amelia');
    expect(within(header).getAllByRole('link', { name: /MY ACCOUNT/ })[0]).toHaveAttribute('href', '/dashboard');
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('says No upcoming bookings and offers Book a Session', async () => {
    server.use(
      http.get('/api/session', () => HttpResponse.json(AMELIA)),
      http.get('/api/experiences', () => HttpResponse.json([])),
      http.get('/api/my-bookings', () => HttpResponse.json([])),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Session' })).toHaveAttribute('href', '/book-flight');
  });

  it('stays on the dashboard when a "nobody signed in" answer asked for before signing in arrives after it', async () => {
    const calls = accountApi();
    let answerFirst: () => void = () => undefined;
    let asked = 0;
    server.use(
      http.get('/api/session', async () => {
        asked += 1;
        if (asked === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
        return calls.login.length > 0 && asked > 1
          ? HttpResponse.json(AMELIA)
          : apiErrorResponse(401, 'AUTH.UNAUTHENTICATED', 'Please sign in to continue.');
      }),
    );
    const { router, signIn } = await openLogin();
    await waitFor(() => expect(asked).toBe(1));
    await signIn('amelia@example.com', 'correct horse battery');
    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument();
    answerFirst();
    await waitFor(() => expect(asked).toBeGreaterThan(1));
    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('logs out: clears the session, goes to /account and says Logged Out', async () => {
    const calls = accountApi();
    const { user, router, signIn } = await openLogin();
    await signIn('amelia@example.com', 'correct horse battery');
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(calls.logout).toBe(1);
    // The dashboard no longer opens: the session is gone from the server and from the cache.
    await router.navigate('/dashboard');
    expect(await screen.findByText('Please sign in to see your dashboard.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
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
