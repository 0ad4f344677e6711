import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../../testing/render-admin-page';
import { server } from '../../../testing/server';
import { apiErrorResponse } from '../../../testing/api-error-response';

const ADMIN = { user: { name: 'Staff', email: 'admin@skywardsim.co.uk', role: 'owner' } };
const CUSTOMER = { user: { name: 'Casey', email: 'casey@example.com', role: 'customer' } };

function api(initial: typeof ADMIN | typeof CUSTOMER | null, loginAs: typeof ADMIN | typeof CUSTOMER | null) {
  let session = initial;
  server.use(
    http.get('/api/session', () =>
      session ? HttpResponse.json(session) : apiErrorResponse(401, 'AUTH.UNAUTHENTICATED', 'Please sign in to continue.'),
    ),
    http.post('/api/login', () => {
      if (!loginAs) return apiErrorResponse(401, 'AUTH.INVALID_CREDENTIALS', 'Invalid credentials');
      session = loginAs;
      return HttpResponse.json(loginAs);
    }),
  );
}

async function signIn(user: UserEvent, email: string, password: string) {
  const form = await screen.findByRole('form', { name: 'Staff sign in' });
  await user.type(within(form).getByLabelText('Email'), email);
  await user.type(within(form).getByLabelText('Password'), password);
  await user.click(within(form).getByRole('button', { name: 'SIGN IN' }));
}

describe('RequireStaff (/adminE3F)', () => {
  it('shows the panel to a signed-in admin', async () => {
    api(ADMIN, null);
    renderAdminPage();
    expect(await screen.findByRole('heading', { name: 'ADMIN PANEL' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Staff sign in' })).not.toBeInTheDocument();
  });

  it('shows the staff sign-in to anyone else, and the panel once an admin signs in', async () => {
    api(null, ADMIN);
    const { user } = renderAdminPage();
    expect(await screen.findByRole('heading', { name: 'STAFF SIGN IN' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ADMIN PANEL' })).not.toBeInTheDocument();
    await signIn(user, 'admin@skywardsim.co.uk', 'the admin password');
    expect(await screen.findByRole('heading', { name: 'ADMIN PANEL' })).toBeInTheDocument();
  });

  it('marks an empty or malformed field beside it, focuses the first, and sends nothing', async () => {
    const logins: unknown[] = [];
    api(null, ADMIN);
    server.use(
      http.post('/api/login', async ({ request }) => {
        logins.push(await request.json());
        return HttpResponse.json(ADMIN);
      }),
    );
    const { user } = renderAdminPage();
    const form = await screen.findByRole('form', { name: 'Staff sign in' });
    const email = within(form).getByLabelText('Email');
    const password = within(form).getByLabelText('Password');
    expect(email).toHaveAttribute('maxlength', '254');
    expect(password).toHaveAttribute('maxlength', '128');
    await user.type(email, 'admin at skyward');
    await user.click(within(form).getByRole('button', { name: 'SIGN IN' }));
    expect(await within(form).findByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logins).toEqual([]);
  });

  it('stays on the sign-in with a message for wrong credentials (no redirect to /no-account)', async () => {
    api(null, null);
    const { user, router } = renderAdminPage();
    await signIn(user, 'admin@skywardsim.co.uk', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(router.state.location.pathname).toBe('/adminE3F');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    // The form is not swapped for a spinner and back (which wiped the message and the e-mail typed).
    expect(screen.getByLabelText('Email')).toHaveValue('admin@skywardsim.co.uk');
    expect(screen.queryByText('Checking your staff session')).toBeNull();
  });

  it('says so when sign-in attempts are throttled', async () => {
    api(null, null);
    server.use(
      http.post('/api/login', () =>
        apiErrorResponse(429, 'AUTH.TOO_MANY_ATTEMPTS', 'Too many sign-in attempts. Please try again in 15 minutes.'),
      ),
    );
    const { user } = renderAdminPage();
    await signIn(user, 'admin@skywardsim.co.uk', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please try again in 15 minutes.');
  });

  it('does not open the panel to a customer', async () => {
    api(null, CUSTOMER);
    const { user } = renderAdminPage();
    await signIn(user, 'casey@example.com', 'customer password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has no staff access.');
    expect(await screen.findByText(/You are signed in as casey@example.com, which has no staff access/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ADMIN PANEL' })).not.toBeInTheDocument();
  });
});
