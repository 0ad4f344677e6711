import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { CashPayment } from './cash-payment';

const owed = {
  id: 'b-1',
  name: 'Cash Customer',
  timeSlot: '10:30',
  payment: 'Cash on arrival — owed £129.00',
  isTest: false,
  cashOwedPence: 12900,
  cashReceivedAt: null,
};

describe('the day sheet payment cell', () => {
  it('marks cash received only after the desk confirms the amount', async () => {
    const marked: string[] = [];
    server.use(
      http.post('/api/bookings/:id/cash-received', ({ params }) => {
        marked.push(String(params.id));
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<CashPayment booking={owed} />);
    expect(screen.getByText('Cash on arrival — owed £129.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark cash received from Cash Customer at 10:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark cash received?' });
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(marked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Mark cash received from Cash Customer at 10:30' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, £129.00 received' }));
    await waitFor(() => expect(marked).toEqual(['b-1']));
  });

  it('offers UNDO on the day the cash was marked received only, and labels test records', () => {
    const received = { ...owed, payment: 'Cash received', cashOwedPence: 0, cashReceivedAt: '2026-11-27T10:12:00.000Z' };
    const { unmount } = renderWithStore(<CashPayment booking={received} now={new Date('2026-11-27T17:00:00Z')} />);
    expect(screen.getByText('Cash received at 10:12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo cash received from Cash Customer' })).toBeInTheDocument();
    unmount();
    renderWithStore(<CashPayment booking={{ ...received, isTest: true }} now={new Date('2026-11-28T09:00:00Z')} />);
    expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
    expect(screen.getByText('TEST MODE')).toBeInTheDocument();
  });
});
