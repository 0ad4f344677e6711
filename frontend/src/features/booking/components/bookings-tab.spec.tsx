import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createStore } from '../../../app/store';
import { server } from '../../../testing/server';
import type { CourseBooking, StaffBooking } from '../api/booking-api';
import { BookingsTab } from './bookings-tab';

const booking = (id: string, date: string, timeSlot: StaffBooking['timeSlot'], extra: Partial<StaffBooking> = {}): StaffBooking => ({
  id,
  sessionType: 'tryandfly',
  sessionName: 'Try and Fly',
  durationMinutes: 60,
  date,
  timeSlot,
  totalPrice: 12900,
  voucherPence: 0,
  name: `Customer ${id}`,
  email: `${id}@example.com`,
  status: 'confirmed',
  userId: null,
  phone: '07700 900123',
  experienceLevel: 'home-simmer',
  notes: null,
  isTest: false,
  refundPence: null,
  refundedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const course: CourseBooking = {
  id: 'c-1',
  name: 'Nervous Ned',
  email: 'ned@example.com',
  phone: '07700 900456',
  preferredDate: '2026-12-10',
  notes: 'Flying in June',
  paymentIntentId: 'pi_1',
  amountPence: 29500,
  status: 'booked',
  isTest: true,
  createdAt: '2026-11-21T09:00:00.000Z',
};

function renderTab(bookings: StaffBooking[], courses: CourseBooking[] = []) {
  const cancels: string[] = [];
  server.use(
    http.get('/api/bookings', () => HttpResponse.json(bookings)),
    http.get('/api/fear-of-flying-bookings', () => HttpResponse.json(courses)),
    http.post('/api/bookings/:id/cancel', ({ params }) => {
      cancels.push(String(params.id));
      const cancelled = bookings.find((candidate) => candidate.id === params.id) as StaffBooking;
      return HttpResponse.json({ booking: { ...cancelled, status: 'cancelled' }, refundTier: 'half', refundPence: 6450, refundStatus: 'refunded' });
    }),
  );
  const user = userEvent.setup();
  render(
    <AppProviders store={createStore()}>
      <BookingsTab />
    </AppProviders>,
  );
  return { user, cancels };
}

describe('admin BOOKINGS tab', () => {
  it("says 'No bookings in the next 30 days' when there are none", async () => {
    renderTab([]);
    expect(await screen.findByRole('heading', { name: 'SIMULATOR BOOKINGS - NEXT 30 DAYS' })).toBeInTheDocument();
    expect(screen.getByText('No bookings in the next 30 days')).toBeInTheDocument();
  });

  it('groups by day with counts, in date then slot order, with every field', async () => {
    renderTab([
      booking('a', '2026-12-01', '10:30', { isTest: true, notes: 'Birthday treat' }),
      booking('b', '2026-12-01', '16:30', { sessionType: 'custom', sessionName: 'Ultimate Session', totalPrice: 24900 }),
      booking('c', '2026-12-03', '12:00'),
      booking('gone', '2026-12-03', '13:30', { status: 'cancelled' }),
    ]);
    const first = await screen.findByRole('heading', { name: /Tuesday, December 1, 2026/ });
    expect(first).toHaveTextContent('(2 bookings)');
    expect(screen.getByRole('heading', { name: /Thursday, December 3, 2026/ })).toHaveTextContent('(1 booking)');

    const day = screen.getByRole('list', { name: 'Bookings on Tuesday, December 1, 2026' });
    const [early, late] = within(day).getAllByRole('listitem');
    expect(early).toHaveTextContent('10:30');
    expect(early).toHaveTextContent('Try and Fly');
    expect(early).toHaveTextContent('Customer a');
    expect(early).toHaveTextContent('a@example.com');
    expect(early).toHaveTextContent('07700 900123');
    expect(early).toHaveTextContent('Home Flight Simmer');
    expect(early).toHaveTextContent('Birthday treat');
    expect(early).toHaveTextContent('£129.00');
    expect(within(early).getByText('TEST')).toBeInTheDocument();
    expect(late).toHaveTextContent('16:30');
    expect(late).toHaveTextContent('Ultimate Session');
    expect(late).toHaveTextContent('£249.00');
    expect(screen.queryByText('Customer gone')).not.toBeInTheDocument();
  });

  it('lists paid bookings that lost their slot and the Fear of Flying course bookings', async () => {
    renderTab([booking('lost', '2026-12-02', '10:30', { status: 'slot_lost', refundPence: 12900, refundedAt: '2026-11-23T10:00:00.000Z' })], [course]);
    expect(await screen.findByRole('heading', { name: 'PAID BUT SLOT LOST (1)' })).toBeInTheDocument();
    expect(screen.getByText(/refunded £129.00/)).toBeInTheDocument();
    expect(screen.getByText('No bookings in the next 30 days')).toBeInTheDocument();
    const courses = await screen.findByRole('list', { name: 'Fear of Flying course bookings' });
    expect(courses).toHaveTextContent('Nervous Ned');
    expect(courses).toHaveTextContent('£295.00');
    expect(courses).toHaveTextContent('Thursday, December 10, 2026');
    expect(courses).toHaveTextContent('Flying in June');
  });

  it('cancels a booking after asking, and tells staff the refund', async () => {
    const { user, cancels } = renderTab([booking('a', '2026-12-01', '10:30')]);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking of Customer a at 10:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('more than 48 hours before the session, a full refund');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(cancels).toEqual(['a']));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(screen.getByText('£64.50 refunded (50% refund).')).toBeInTheDocument();
  });
});
