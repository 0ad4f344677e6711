import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import type { StaffVoucher } from '../api/orders-api';
import { VouchersTab } from './vouchers-tab';
import { apiErrorResponse } from '../../../testing/api-error-response';

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

const page = (items: StaffVoucher[], total = items.length, pageNumber = 1) => ({ items, total, page: pageNumber, pageSize: 50 });

/** Renders the tab with GET /api/admin/vouchers answered by `vouchers`. */
const renderTab = (vouchers: HttpResponseResolver) => renderWithStore(<VouchersTab />, http.get('/api/admin/vouchers', vouchers));

describe('admin VOUCHERS tab', () => {
  it('lists each voucher with its experience, value, dates and state, and who redeemed it', async () => {
    renderTab(() =>
      HttpResponse.json(
        page([
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
    expect(await screen.findByRole('heading', { name: 'VOUCHERS (3)' })).toBeInTheDocument();

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
    renderTab(() => HttpResponse.json(page([])));
    expect(await screen.findByText('No gift vouchers yet.')).toBeInTheDocument();
  });

  it('asks the server for the next page and for what staff search, from the first page', async () => {
    const asked: string[] = [];
    renderTab(({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params.toString());
      const pageNumber = Number(params.get('page'));
      if (params.get('q')) return HttpResponse.json(page([voucher('SKY-QQQQ-QQQQ-QQQQ')]));
      return HttpResponse.json(page([voucher(pageNumber === 1 ? 'SKY-PAGE-ONE0-0001' : 'SKY-PAGE-TWO0-0002')], 51, pageNumber));
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'VOUCHERS (51)' })).toBeInTheDocument();
    expect(screen.getByText('1–50 of 51')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('row', { name: 'Voucher SKY-PAGE-TWO0-0002' })).toBeInTheDocument();
    expect(screen.getByText('51–51 of 51')).toBeInTheDocument();

    await user.type(screen.getByLabelText("Search vouchers (code, product, buyer's e-mail or order reference)"), 'qqqq');
    expect(await screen.findByRole('row', { name: 'Voucher SKY-QQQQ-QQQQ-QQQQ' })).toBeInTheDocument();
    expect(asked.slice(0, 2)).toEqual(['page=1&pageSize=50', 'page=2&pageSize=50']);
    expect(asked.at(-1)).toBe('page=1&pageSize=50&q=qqqq');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    renderTab(() => apiErrorResponse(500, 'X', 'x'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The vouchers could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
