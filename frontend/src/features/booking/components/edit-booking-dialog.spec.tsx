import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { EditBookingDialog } from './edit-booking-dialog';

const booking = (bookedAs: 'slot' | 'online', sessionName: string) => ({
  id: '5b0e7d7e-93a4-4c61-9d53-1c1d1a6f3e01',
  name: 'Amy Johnson',
  phone: '07700 900123',
  notes: null,
  participantName: null,
  sessionName,
  bookedAs,
});

/** The choices of the dialog's Experience select, once the catalogue has arrived. */
async function experienceChoices(bookedAs: 'slot' | 'online', sessionName: string) {
  renderWithStore(<EditBookingDialog booking={booking(bookedAs, sessionName)} />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit the booking of Amy Johnson' }));
  const select = within(await screen.findByRole('dialog', { name: 'Edit booking' })).getByLabelText('Experience');
  const choices = () => within(select).getAllByRole('option').map((option) => option.textContent);
  await waitFor(() => expect(choices().length).toBeGreaterThan(1)); // 'Keep …', then the catalogue's
  return choices();
}

describe('EditBookingDialog', () => {
  it("offers a simulator booking the simulator's options only", async () => {
    const choices = await experienceChoices('slot', 'Try and Fly');
    expect(choices).toContain('Intro to the Airbus – 120 minutes (£249.00)');
    expect(choices.some((choice) => choice?.startsWith('Home Sim Coaching'))).toBe(false);
    expect(choices.some((choice) => choice?.startsWith('Fear of Flying'))).toBe(false);
  });

  it("offers an online coaching session the coaches' options only, not the simulator's", async () => {
    const choices = await experienceChoices('online', 'Home Sim Coaching (online)');
    expect(choices).toEqual(['Keep Home Sim Coaching (online)', 'Home Sim Coaching (online) – Starter Session (£59.00)']);
  });
});
