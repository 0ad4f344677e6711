import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import type { FoundBooking } from '../api/day-sheet-api';
import { isoDay, londonToday } from '../booking-options';
import { FindBookings } from './find-bookings';
import { apiErrorResponse } from '../../../testing/api-error-response';

const found = (id: string, overrides: Partial<FoundBooking> = {}): FoundBooking => ({
  id,
  reference: id.slice(0, 8).toUpperCase(),
  date: '2026-12-24',
  timeSlot: '10:30',
  sessionName: 'Try and Fly',
  name: 'Amelia Pilot',
  email: 'amelia@example.com',
  phone: '07700 900123',
  status: 'confirmed',
  payment: 'Paid + Voucher',
  totalPrice: 2_900,
  voucherPence: 10_000,
  isTest: false,
  ...overrides,
});

const renderIt = () => renderWithStore(<FindBookings />);

describe('FIND BOOKINGS (bookings over a date range)', () => {
  it('starts on the next 30 days, pages through them and searches, back on the first page', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/bookings', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const page = Number(params.get('page'));
        if (params.get('q'))
          return HttpResponse.json({ items: [found('c0000003', { name: 'Bessie Coleman' })], total: 1, page: 1, pageSize: 20 });
        const item = page === 1 ? found('a0000001') : found('b0000002', { status: 'cancelled', date: '2026-12-28' });
        return HttpResponse.json({ items: [item], total: 21, page, pageSize: 20 });
      }),
    );
    renderIt();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'FIND BOOKINGS (21)' })).toBeInTheDocument();
    const today = londonToday();
    expect(Object.fromEntries(asked[0])).toEqual({
      from: isoDay(today),
      to: isoDay(addDays(today, 30)),
      page: '1',
      pageSize: '20',
    });
    const first = within(screen.getByRole('list', { name: 'Bookings found' })).getByRole('listitem');
    expect(first).toHaveTextContent('Thu 24 Dec 2026 at 10:30CONFIRMED');
    expect(first).toHaveTextContent('Try and Fly · Amelia Pilot · Ref A0000001');
    expect(first).toHaveTextContent('amelia@example.com · 07700 900123 · Paid + Voucher £129.00');

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('CANCELLED')).toBeInTheDocument();
    expect(screen.getByText('21–21 of 21')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search (name, e-mail, phone, experience or reference)'), 'bessie');
    expect(await screen.findByText(/Bessie Coleman/)).toBeInTheDocument();
    expect(Object.fromEntries(asked[asked.length - 1])).toMatchObject({ page: '1', q: 'bessie' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() =>
      expect(Object.fromEntries(asked[asked.length - 1])).toMatchObject({ from: '2026-01-01', page: '1', q: 'bessie' }),
    );
  });

  it("shows the server's reason for a range it refuses", async () => {
    const message = 'The range must start on or before the day it ends.';
    server.use(http.get('/api/admin/bookings', () => apiErrorResponse(400, 'BOOKING.INVALID_DATE_RANGE', message)));
    renderIt();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
