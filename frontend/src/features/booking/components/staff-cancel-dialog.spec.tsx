import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { refundWords } from '../../../lib/refund-terms';
import { THE_TERMS } from '../../../testing/handlers';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import type { StaffBooking } from '../api/staff-bookings-api';
import type { CancellationPreview } from '../api/booking-money-api';
import { owedStatement, StaffCancelDialog } from './staff-cancel-dialog';

const booking = {
  id: 'b-1',
  name: 'Cash Customer',
  timeSlot: '10:30',
  date: '2026-12-01',
  sessionName: 'Try and Fly',
  paymentMethod: 'cash_on_arrival',
} as StaffBooking;

const preview = (fields: Partial<CancellationPreview>): CancellationPreview => ({
  refundTier: 'full',
  refundPence: 12900,
  refundedBy: 'staff',
  voucherReturned: null,
  paidPence: 12900,
  cashOwedPence: 0,
  ...fields,
});

const terms = refundWords(THE_TERMS);

describe('staff cancel dialog', () => {
  it('states what is owed before confirming: nothing for cash never received, by tier for cash received, the voucher rule', () => {
    expect(
      owedStatement(preview({ refundedBy: null, refundPence: 0, paidPence: 0, cashOwedPence: 12900 }), 'cash_on_arrival', terms),
    ).toBe('Nothing is owed: its £129.00 cash on arrival was never received.');
    expect(owedStatement(preview({}), 'cash_on_arrival', terms)).toBe(
      '£129.00 is owed (a full refund): refund it in cash, then mark it refunded under REFUNDS TO GIVE.',
    );
    expect(owedStatement(preview({ refundTier: 'half', refundPence: 6450 }), 'card_by_phone', terms)).toBe(
      '£64.50 is owed (50% under the Terms): refund it on the card terminal, then mark it refunded under REFUNDS TO GIVE.',
    );
    expect(owedStatement(preview({ refundedBy: null, refundPence: 0, paidPence: 0, voucherReturned: true }), 'voucher', terms)).toBe(
      'Nothing is owed: nothing was paid for it in money. The gift voucher will be valid again.',
    );
  });

  it('offers no goodwill refund where nothing was paid, and cancels saying nothing is owed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/bookings/:id/cancellation', () =>
        HttpResponse.json(preview({ refundedBy: null, refundPence: 0, paidPence: 0, cashOwedPence: 12900 })),
      ),
      http.post('/api/bookings/:id/cancel', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          booking: { ...booking, status: 'cancelled' },
          refundTier: 'full',
          refundPence: 0,
          refundStatus: 'none',
        });
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<StaffCancelDialog booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'Cancel booking of Cash Customer at 10:30' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Nothing is owed: its £129.00 cash on arrival was never received.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Refund a different amount (goodwill)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Nothing is owed. The customer is e-mailed.')).toBeInTheDocument();
    expect(sent).toEqual([{}]);
  });

  it('sends a goodwill amount with its reason, and refuses more than was paid before asking the server', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/bookings/:id/cancellation', () => HttpResponse.json(preview({ refundTier: 'none', refundPence: 0 }))),
      http.post('/api/bookings/:id/cancel', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          booking: { ...booking, status: 'cancelled' },
          refundTier: 'none',
          refundPence: 2500,
          refundStatus: 'owed',
        });
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<StaffCancelDialog booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'Cancel booking of Cash Customer at 10:30' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/No refund is due under the Terms/)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Refund a different amount (goodwill)'));
    await user.type(within(dialog).getByLabelText('Refund (£)'), '130');
    expect(within(dialog).getByText('The refund can be at most the £129.00 paid.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Refund (£)'));
    await user.type(within(dialog).getByLabelText('Refund (£)'), '25');
    await user.type(within(dialog).getByLabelText('Reason'), 'Late start, our fault');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel with this refund' }));
    await waitFor(() => expect(sent).toEqual([{ refundPence: 2500, refundReason: 'Late start, our fault' }]));
    expect(
      await screen.findByText('£25.00 owed: refund it in cash, then mark it refunded under REFUNDS TO GIVE.'),
    ).toBeInTheDocument();
  });
});
