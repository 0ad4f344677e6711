import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse } from '../testing/api-error-response';
import { renderApp } from '../testing/render-app';
import { server } from '../testing/server';

const TOKEN = '7d1e0c55-0000-4000-8000-0000000000bb';

const offer = (changes: Record<string, unknown> = {}) => ({
  status: 'active',
  live: true,
  bookingId: '7d1e0c55-0000-4000-8000-000000000003',
  sessionName: 'Try and Fly',
  date: '2027-03-15',
  timeSlot: '13:30',
  durationMinutes: 60,
  partySize: 1,
  totalPrice: 12900,
  expiresAt: '2027-03-10T10:30:00.000Z',
  name: 'Wendy Waiting',
  email: 'wendy@example.com',
  phone: '',
  ...changes,
});

describe('/waitlist/offer/:token', () => {
  it('shows the slot held for the person, until when, and BOOK THIS SLOT', async () => {
    server.use(http.get(`/api/waitlist/offers/${TOKEN}`, () => HttpResponse.json(offer())));
    renderApp(`/waitlist/offer/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Try and Fly' })).toBeInTheDocument();
    expect(screen.getByText('Mon 15 Mar 2027 at 13:30')).toBeInTheDocument();
    expect(screen.getByText('£129.00')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Held for you until 10 Mar at 10:30. After that it goes to the next person on the waitlist.');
    expect(screen.getByRole('button', { name: 'BOOK THIS SLOT' })).toBeInTheDocument();
  });

  it('says an offer that lapsed has gone to the next person, with no way to pay', async () => {
    server.use(http.get(`/api/waitlist/offers/${TOKEN}`, () => HttpResponse.json(offer({ status: 'lapsed', live: false }))));
    renderApp(`/waitlist/offer/${TOKEN}`);
    expect(await screen.findByText(/This offer has ended: the slot was held for you for 30 minutes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'BOOK THIS SLOT' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BOOK ANOTHER TIME' })).toHaveAttribute('href', '/book-flight');
  });

  it("says what is wrong with a link that names no offer, in the server's words", async () => {
    const message = 'This waitlist link is not valid. Please use the link in your latest e-mail from us.';
    server.use(http.get(`/api/waitlist/offers/${TOKEN}`, () => apiErrorResponse(404, 'WAITLIST.LINK_INVALID', message)));
    renderApp(`/waitlist/offer/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('/waitlist/leave/:token', () => {
  it('leaves the waitlist with one press and says so', async () => {
    let entry = { status: 'waiting', email: 'wendy@example.com', dates: ['2027-03-15'], times: null };
    server.use(
      http.get(`/api/waitlist/entries/${TOKEN}`, () => HttpResponse.json(entry)),
      http.post(`/api/waitlist/entries/${TOKEN}/leave`, () => {
        entry = { ...entry, status: 'left' };
        return HttpResponse.json(entry);
      }),
    );
    const { user } = renderApp(`/waitlist/leave/${TOKEN}`);
    expect(await screen.findByText('wendy@example.com on the waitlist for Mon 15 Mar 2027 (any time).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'LEAVE THE WAITLIST' }));
    expect(await screen.findByText('You have left the waitlist. We will not e-mail you about it again.')).toBeInTheDocument();
  });
});
