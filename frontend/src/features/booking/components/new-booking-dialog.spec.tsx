import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../testing/catalogue';
import { dayAvailability } from '../../../testing/handlers';
import { renderWithStore } from '../../../testing/render-app';
import type { SlotAvailability } from '../api/booking-api';
import type { StaffBookingRequest } from '../api/staff-bookings-api';
import { NewBookingDialog } from './new-booking-dialog';

const slots: SlotAvailability[] = [{ time: '15:00', available: true, reason: null }];

function renderDialog() {
  const posted: StaffBookingRequest[] = [];
  renderWithStore(
    <NewBookingDialog />,
    catalogue(),
    dayAvailability(slots),
    http.post('/api/admin/bookings', async ({ request }) => {
      posted.push((await request.json()) as StaffBookingRequest);
      return HttpResponse.json(
        { id: 'b1', reference: 'SKY-0001', sessionName: 'Try and Fly', date: '2026-12-03', timeSlot: '15:00' },
        { status: 201 },
      );
    }),
  );
  return posted;
}

async function chooseTryAndFly(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'NEW BOOKING' }));
  await user.selectOptions(
    await screen.findByLabelText('Experience'),
    await screen.findByRole('option', { name: 'Try and Fly' }),
  );
  await user.selectOptions(screen.getByLabelText('Option'), '60-minutes');
}

describe('NEW BOOKING: people (docs/product.md, Booking rules: party size)', () => {
  it('asks how many people fly, prices the party, and books that many', async () => {
    const user = userEvent.setup();
    const posted = renderDialog();
    await chooseTryAndFly(user);

    const people = screen.getByLabelText('People');
    expect(screen.getByText('Each person after the first adds £49.00.')).toBeInTheDocument();
    expect(screen.getByText(/To take:/)).toHaveTextContent('To take: £129.00');
    await user.selectOptions(people, '2');
    expect(screen.getByText(/To take:/)).toHaveTextContent('To take: £178.00');

    await user.type(screen.getByLabelText('Date'), '2026-12-03');
    await user.click(await screen.findByRole('radio', { name: '15:00' }));
    await user.type(screen.getByLabelText('Name'), 'Amelia Pilot');
    await user.type(screen.getByLabelText('Email'), 'amelia@example.com');
    await user.type(screen.getByLabelText('Phone'), '07700 900123');
    await user.selectOptions(screen.getByLabelText('Payment'), 'cash_on_arrival');
    await user.click(screen.getByRole('button', { name: 'Book and confirm' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ sessionType: 'try-and-fly', optionId: '60-minutes', partySize: 2, timeSlot: '15:00' });
  });

  it('asks nothing about people for a one-person option', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'NEW BOOKING' }));
    await user.selectOptions(
      await screen.findByLabelText('Experience'),
      await screen.findByRole('option', { name: 'Discovery Flight' }),
    );
    await user.selectOptions(screen.getByLabelText('Option'), '30-minutes');
    expect(screen.queryByLabelText('People')).not.toBeInTheDocument();
    expect(screen.getByText(/To take:/)).toHaveTextContent('To take: £89.00');
  });
});
