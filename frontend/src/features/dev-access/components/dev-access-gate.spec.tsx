import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { devAccessStatus } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { apiErrorResponse } from '../../../testing/api-error-response';

const PASSWORD = 'cleared-for-take-off';

function gateIsOn() {
  server.use(
    devAccessStatus({ requiresAuth: true, authenticated: false }),
    http.post<never, { password: string }>('/api/dev-auth/verify', async ({ request }) => {
      const { password } = await request.json();
      await delay(50);
      return password === PASSWORD
        ? HttpResponse.json({ authenticated: true })
        : apiErrorResponse(401, 'DEV_ACCESS.DENIED', 'Incorrect password');
    }),
  );
}

async function openPasswordForm() {
  const app = renderApp();
  await app.user.click(await screen.findByRole('button', { name: 'Access Site' }));
  return { ...app, password: screen.getByLabelText('Password') };
}

describe('pre-launch gate', () => {
  it('shows the brand splash while the status is pending', () => {
    server.use(http.get('/api/dev-auth/status', () => delay('infinite')));
    renderApp();
    expect(screen.getByRole('status', { name: 'Loading Skyward Flight Simulation' })).toBeInTheDocument();
  });

  it('opens the site when the status call fails', async () => {
    server.use(http.get('/api/dev-auth/status', () => new HttpResponse(null, { status: 500 })));
    renderApp();
    expect(await screen.findByRole('link', { name: 'BOOK FLIGHT' })).toBeInTheDocument();
  });

  it('offers Access Site first, which reveals the password form', async () => {
    gateIsOn();
    const { password } = await openPasswordForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Skyward Flight Simulation' })).toBeInTheDocument();
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'BOOK FLIGHT' })).not.toBeInTheDocument();
  });

  it('refuses a wrong password and clears the field', async () => {
    gateIsOn();
    const { user, password } = await openPasswordForm();
    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Incorrect password. Please try again.')).toBeInTheDocument();
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('lets the right password in and welcomes the visitor', async () => {
    gateIsOn();
    const { user, password } = await openPasswordForm();
    await user.type(password, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(await screen.findByText('Access Granted')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Skyward Flight Simulation.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'BOOK FLIGHT' })).toBeInTheDocument();
  });
});
