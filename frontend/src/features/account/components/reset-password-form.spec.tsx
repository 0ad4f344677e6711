import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { apiErrorResponse } from '../../../testing/api-error-response';

const TOKEN = 'Zt3bq2s3yMd1Rk0vXnJ8w6Q4pL7uHcA9eF5gB1iO2kE';
const AMELIA = { user: { name: 'Amelia Earhart', email: 'amelia@example.com', role: 'customer' } };

function resetApi(respond: () => Response = () => HttpResponse.json(AMELIA)) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/password-reset/confirm', async ({ request }) => {
      sent.push(await request.json());
      return respond();
    }),
    http.get('/api/session', () => HttpResponse.json(AMELIA)),
    http.get('/api/my-bookings', () => HttpResponse.json([])),
    http.get('/api/experiences', () => HttpResponse.json([])),
  );
  return sent;
}

async function openPage(hash = `#token=${TOKEN}`) {
  const app = renderApp(`/reset-password${hash}`);
  await screen.findByRole('heading', { level: 1, name: 'SET YOUR PASSWORD' });
  return app;
}

describe('/reset-password', () => {
  it('sets the password with the token from the link, signs in and opens the dashboard', async () => {
    const sent = resetApi();
    const { user, router } = await openPage();
    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'SET PASSWORD' }));
    expect(await screen.findByText('Password Set')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sent).toEqual([{ token: TOKEN, password: 'a brand new password' }]);
  });

  it('asks for 12 to 128 characters and the same password twice before sending anything', async () => {
    const sent = resetApi();
    const { user } = await openPage();
    await user.type(screen.getByLabelText('New password'), 'elevenchars');
    await user.type(screen.getByLabelText('Confirm new password'), 'elevenchars');
    await user.click(screen.getByRole('button', { name: 'SET PASSWORD' }));
    expect(await screen.findByText('Your password needs at least 12 characters.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'twelve chars');
    await user.click(screen.getByRole('button', { name: 'SET PASSWORD' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says why beside each refused field, focuses the first, and holds at most the 128 characters the server takes', async () => {
    const sent = resetApi();
    const { user } = await openPage();
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(password).toHaveAttribute('maxlength', '128');
    expect(confirm).toHaveAttribute('maxlength', '128');
    await user.type(confirm, 'something else');
    await user.click(screen.getByRole('button', { name: 'SET PASSWORD' }));
    expect(await screen.findByText('Your password needs at least 12 characters.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      'At least 12 characters. A few unrelated words make a strong password that is easy to remember. Your password needs at least 12 characters.',
    );
    expect(confirm).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(password).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('says so when the link was used or has expired', async () => {
    resetApi(() =>
      apiErrorResponse(400, 'AUTH.PASSWORD_LINK_INVALID', 'This link has expired or has already been used. Please request a new one with Forgot password.'),
    );
    const { user } = await openPage();
    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'SET PASSWORD' }));
    expect(
      await screen.findByText('This link has expired or has already been used. Please request a new one with Forgot password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/account');
  });

  it('explains a link without its token', async () => {
    await openPage('');
    expect(screen.getByText('This link is not complete.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
