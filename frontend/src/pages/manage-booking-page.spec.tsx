import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { londonToday } from '../features/booking/booking-options';
import { pickDay } from '../testing/calendar';
import { apiErrorResponse } from '../testing/api-error-response';
import { managedBooking, manageBookingApi } from '../testing/manage-booking-handlers';
import { renderApp } from '../testing/render-app';
import { server } from '../testing/server';

const TOKEN = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b.abc123.signature';
const newDay = addDays(londonToday(), 12);
const newDayIso = format(newDay, 'yyyy-MM-dd');

function availability() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/availability', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return HttpResponse.json({
        date: params.get('date'),
        sessionType: 'try-and-fly',
        durationMinutes: 60,
        slots: [
          { time: '10:30', available: false, reason: 'taken' },
          { time: '13:30', available: true, reason: null },
          { time: '15:00', available: false, reason: 'closed' },
        ],
      });
    }),
  );
  return asked;
}

/** The reschedule tests pick a day and a slot like a person: on a loaded machine they need more than the default 5 s. */
describe('/manage-booking/:token', () => {
  it('shows the booking with what was paid and its reference', async () => {
    server.use(...manageBookingApi(`/api/manage-booking/${TOKEN}`).handlers);
    renderApp(`/manage-booking/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Try and Fly' })).toBeInTheDocument();
    const booking = managedBooking();
    expect(
      screen.getByText(`${format(new Date(`${booking.date}T12:00:00`), 'EEEE d MMMM yyyy')} at 10:30 (UK time)`),
    ).toBeInTheDocument();
    expect(screen.getByText('£129.00')).toBeInTheDocument();
    expect(screen.getByText('3F2B8C1E')).toBeInTheDocument();
    expect(screen.getByText('CONFIRMED')).toBeInTheDocument();
  });

  it('moves the booking to a free slot of the same session picked from the availability', async () => {
    const api = manageBookingApi(`/api/manage-booking/${TOKEN}`);
    server.use(...api.handlers);
    const asked = availability();
    const { user } = renderApp(`/manage-booking/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: /^Reschedule booking/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new time' });
    expect(within(dialog).getByRole('button', { name: 'Move my booking' })).toBeDisabled();
    await pickDay(user, newDay);
    expect(await within(dialog).findByRole('radio', { name: '10:30 (Booked)' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '13:30' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move my booking' }));

    await waitFor(() => expect(api.calls.reschedules).toEqual([{ date: newDayIso, timeSlot: '13:30' }]));
    expect(asked.at(-1)?.get('sessionType')).toBe('try-and-fly');
    expect(asked.at(-1)?.get('durationMinutes')).toBe('60');
    expect(await screen.findByText('Booking moved')).toBeInTheDocument();
    expect(await screen.findByText(`${format(newDay, 'EEEE d MMMM yyyy')} at 13:30 (UK time)`)).toBeInTheDocument();
  }, 15_000);

  it('says a taken slot was taken and keeps the booking', async () => {
    const api = manageBookingApi(`/api/manage-booking/${TOKEN}`);
    server.use(...api.handlers);
    server.use(
      http.post(`/api/manage-booking/${TOKEN}/reschedule`, () =>
        apiErrorResponse(409, 'BOOKING.SLOT_TAKEN', 'That time slot has just been taken'),
      ),
    );
    availability();
    const { user } = renderApp(`/manage-booking/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: /^Reschedule booking/ }));
    await pickDay(user, newDay);
    await user.click(await screen.findByRole('radio', { name: '13:30' }));
    await user.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(await screen.findByText('That time slot has just been taken')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Choose a new time' })).toBeInTheDocument();
  }, 15_000);

  it('states the refund before cancelling, then cancels and says what was refunded', async () => {
    const api = manageBookingApi(
      `/api/manage-booking/${TOKEN}`,
      managedBooking({
        cancellation: { tier: 'half', refundPence: 6450, refundedBy: 'site', voucherReturned: null },
        canReschedule: false,
      }),
    );
    server.use(...api.handlers);
    const { user } = renderApp(`/manage-booking/${TOKEN}`);
    await screen.findByRole('heading', { name: 'Try and Fly' });
    expect(screen.queryByRole('button', { name: /^Reschedule booking/ })).not.toBeInTheDocument();
    expect(await screen.findByText(/can no longer be moved online/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Cancel booking/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/You will be refunded £64.50 \(50% under our Terms/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(api.calls.cancels).toBe(0);

    await user.click(screen.getByRole('button', { name: /^Cancel booking/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel my booking' }));
    await waitFor(() => expect(api.calls.cancels).toBe(1));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(await screen.findByText('CANCELLED')).toBeInTheDocument();
    expect(screen.getByText('£64.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
  });

  it('tells a voucher booking whether its voucher comes back', async () => {
    const voucher = managedBooking({
      totalPrice: 0,
      voucherPence: 12900,
      cancellation: { tier: 'full', refundPence: 0, refundedBy: null, voucherReturned: true },
    });
    server.use(...manageBookingApi(`/api/manage-booking/${TOKEN}`, voucher).handlers);
    const { user } = renderApp(`/manage-booking/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: /^Cancel booking/ }));
    expect(await screen.findByText('Your gift voucher will be valid again.')).toBeInTheDocument();
  });

  it('tells a customer who paid staff by phone or in cash that staff refund it, outside the website', async () => {
    const byPhone = managedBooking({
      cancellation: { tier: 'full', refundPence: 12900, refundedBy: 'staff', voucherReturned: null },
    });
    server.use(...manageBookingApi(`/api/manage-booking/${TOKEN}`, byPhone).handlers);
    const { user } = renderApp(`/manage-booking/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: /^Cancel booking/ }));
    expect(
      await screen.findByText(
        'You will be refunded £129.00 in full: you paid us by phone or in cash, so we refund it to you ourselves, outside the website.',
      ),
    ).toBeInTheDocument();
  });

  it('explains an expired or invalid link and how to contact us', async () => {
    server.use(
      http.get(`/api/manage-booking/${TOKEN}`, () =>
        apiErrorResponse(401, 'BOOKING.MANAGE_LINK_EXPIRED', 'This booking link has expired.'),
      ),
    );
    renderApp(`/manage-booking/${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This booking link has expired.')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'hello@skywardsim.co.uk' })).toHaveAttribute(
      'href',
      'mailto:hello@skywardsim.co.uk',
    );

    server.use(
      http.get('/api/manage-booking/forged', () =>
        apiErrorResponse(401, 'BOOKING.MANAGE_LINK_INVALID', 'This booking link is not valid.'),
      ),
    );
    renderApp('/manage-booking/forged');
    expect(await screen.findByText(/This booking link is not valid. Please check/)).toBeInTheDocument();
  });
});

describe('/dashboard booking actions', () => {
  const AMELIA = { user: { name: 'Amelia Pilot', email: 'amelia@example.com', role: 'customer' as const } };

  it('offers Reschedule and Cancel on each upcoming session, through the signed-in routes', async () => {
    const booking = managedBooking();
    const api = manageBookingApi(`/api/my-bookings/${booking.id}`, booking);
    server.use(
      http.get('/api/session', () => HttpResponse.json(AMELIA)),
      http.get('/api/experiences', () => HttpResponse.json([])),
      http.get('/api/my-bookings', () =>
        HttpResponse.json([
          { id: booking.id, sessionType: 'try-and-fly', date: booking.date, timeSlot: '10:30', notes: null },
          { id: 'course-1', sessionType: 'fear-of-flying', date: booking.date, timeSlot: null, notes: null },
        ]),
      ),
      ...api.handlers,
    );
    const { user } = renderApp('/dashboard');
    const cancelButtons = await screen.findAllByRole('button', { name: /^Cancel booking/ });
    expect(cancelButtons).toHaveLength(1); // the course has no time slot: staff arrange it
    expect(screen.getByRole('button', { name: /^Reschedule booking/ })).toBeInTheDocument();

    await user.click(cancelButtons[0]);
    expect(await screen.findByText('You will be refunded £129.00 in full.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }));
    await waitFor(() => expect(api.calls.cancels).toBe(1));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
  });
});
