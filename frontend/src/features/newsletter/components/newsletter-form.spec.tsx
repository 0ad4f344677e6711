import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { apiErrorResponse } from '../../../testing/api-error-response';

function answerNewsletter(respond: () => Response) {
  const received: unknown[] = [];
  server.use(
    http.post('/api/newsletter', async ({ request }) => {
      received.push(await request.json());
      await delay(300);
      return respond();
    }),
  );
  return received;
}

async function openFooterForm() {
  const app = renderApp('/privacy');
  const form = await screen.findByRole('form', { name: 'Newsletter' });
  return { ...app, form, email: within(form).getByLabelText('Email address'), button: within(form).getByRole('button') };
}

describe('newsletter form (footer)', () => {
  it('asks for an address instead of sending an empty one', async () => {
    const received = answerNewsletter(() => HttpResponse.json({ subscribed: true }));
    const { user, button } = await openFooterForm();
    await user.click(button);
    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it("shows '...' while pending, then Subscribed! and clears the field", async () => {
    const received = answerNewsletter(() => HttpResponse.json({ subscribed: true }));
    const { user, email, button } = await openFooterForm();
    expect(button).toHaveTextContent('Subscribe');
    await user.type(email, 'pilot@example.com');
    await user.click(button);

    expect(await within(button).findByText('...')).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to confirm your subscription.')).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(received).toEqual([{ email: 'pilot@example.com' }]);
  });

  it('says Subscription Failed with the server message, or a hint when there is none', async () => {
    answerNewsletter(() => apiErrorResponse(429, 'REQUEST.RATE_LIMITED', 'Too many requests. Please try again later.'));
    const { user, email, button } = await openFooterForm();
    await user.type(email, 'pilot@example.com');
    await user.click(button);
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(email).toHaveValue('pilot@example.com');

    server.use(http.post('/api/newsletter', () => HttpResponse.error()));
    await user.click(button);
    expect(await screen.findByText('Please check your email and try again.')).toBeInTheDocument();
  });
});
