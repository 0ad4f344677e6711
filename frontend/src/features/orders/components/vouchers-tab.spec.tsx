import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createStore } from '../../../app/store';
import { server } from '../../../testing/server';
import type { StaffVoucher } from '../api/orders-api';
import { VouchersTab } from './vouchers-tab';

const voucher = (code: string, overrides: Partial<StaffVoucher> = {}): StaffVoucher => ({
  id: `id-${code}`,
  code,
  name: 'Try and Fly Gift Card',
  experience: 'Try and Fly (1 hour)',
  valuePence: 12_900,
  issuedAt: '2026-11-23T10:00:00.000Z',
  expiresAt: '2027-11-23T10:00:00.000Z',
  state: 'issued',
  booking: null,
  ...overrides,
});

const renderTab = () =>
  render(
    <AppProviders store={createStore()}>
      <VouchersTab />
    </AppProviders>,
  );

describe('admin VOUCHERS tab', () => {
  it('lists each voucher with its experience, value, dates and state, and who redeemed it', async () => {
    server.use(
      http.get('/api/admin/vouchers', () =>
        HttpResponse.json([
          voucher('SKY-AAAA-AAAA-AAAA'),
          voucher('SKY-BBBB-BBBB-BBBB', {
            state: 'redeemed',
            booking: {
              id: 'b-1',
              reference: '3F2A9C1B',
              name: 'Amelia Pilot',
              email: 'amelia@example.com',
              sessionName: 'Try and Fly',
              date: '2026-12-01',
              timeSlot: '10:30',
              status: 'confirmed',
              voucherForfeited: false,
            },
          }),
          voucher('SKY-CCCC-CCCC-CCCC', {
            state: 'expired',
            name: 'Gift Card',
            experience: null,
            valuePence: 5_000,
            expiresAt: '2026-01-05T10:00:00.000Z',
          }),
        ]),
      ),
    );
    renderTab();
    expect(await screen.findByRole('heading', { name: 'VOUCHERS (3)' })).toBeInTheDocument();
    expect(screen.getByText('1 issued · 1 redeemed · 1 expired')).toBeInTheDocument();

    const issued = screen.getByRole('row', { name: 'Voucher SKY-AAAA-AAAA-AAAA' });
    expect(within(issued).getByText('Try and Fly (1 hour)')).toBeInTheDocument();
    expect(within(issued).getByText('£129.00')).toBeInTheDocument();
    expect(within(issued).getByText('23 Nov 2026')).toBeInTheDocument();
    expect(within(issued).getByText('23 Nov 2027')).toBeInTheDocument();
    expect(within(issued).getByText('ISSUED')).toBeInTheDocument();

    const redeemed = screen.getByRole('row', { name: 'Voucher SKY-BBBB-BBBB-BBBB' });
    expect(within(redeemed).getByText('REDEEMED')).toBeInTheDocument();
    expect(
      within(redeemed).getByText('Redeemed by booking 3F2A9C1B: Amelia Pilot, Try and Fly, 1 Dec 2026 at 10:30'),
    ).toBeInTheDocument();

    const expired = screen.getByRole('row', { name: 'Voucher SKY-CCCC-CCCC-CCCC' });
    expect(within(expired).getByText('EXPIRED')).toBeInTheDocument();
    expect(within(expired).getByText('Any session (for its value)')).toBeInTheDocument();
  });

  it('says when there are no vouchers yet', async () => {
    server.use(http.get('/api/admin/vouchers', () => HttpResponse.json([])));
    renderTab();
    expect(await screen.findByText('No gift vouchers yet.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(
      http.get('/api/admin/vouchers', () =>
        HttpResponse.json({ statusCode: 500, code: 'X', message: 'x', correlationId: 'c' }, { status: 500 }),
      ),
    );
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('The vouchers could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
