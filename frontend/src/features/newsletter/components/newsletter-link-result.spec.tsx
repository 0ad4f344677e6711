import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { apiErrorResponse } from '../../../testing/api-error-response';

const TOKEN = 'a'.repeat(48);

describe('newsletter link pages', () => {
  it('confirms the subscription named by the e-mailed link', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('/api/newsletter/confirm', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ confirmed: true });
      }),
    );
    renderApp(`/newsletter/confirm?token=${TOKEN}`);
    expect(await screen.findByText(/your subscription is confirmed/)).toBeInTheDocument();
    expect(received).toEqual([{ token: TOKEN }]);
  });

  it('says so when the confirm link names no subscription', async () => {
    server.use(http.post('/api/newsletter/confirm', () => apiErrorResponse(404, 'NEWSLETTER.LINK_INVALID', 'gone')));
    renderApp(`/newsletter/confirm?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is not valid any more.');
  });

  it('unsubscribes with the token of the link', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.post('/api/newsletter/unsubscribe', ({ request }) => {
        tokens.push(new URL(request.url).searchParams.get('token'));
        return HttpResponse.json({ unsubscribed: true });
      }),
    );
    renderApp(`/newsletter/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByText('You are unsubscribed: we will not send you the newsletter again.')).toBeInTheDocument();
    expect(tokens).toEqual([TOKEN]);
  });
});
