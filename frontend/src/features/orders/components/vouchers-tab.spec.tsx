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
  recipientEmail: null,
  voidReason: null,
  changes: [],
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

    const issued = screen.getByRole('listitem', { name: 'Voucher SKY-AAAA-AAAA-AAAA' });
    expect(within(issued).getByText('Try and Fly (1 hour)')).toBeInTheDocument();
    expect(within(issued).getByText('£129.00')).toBeInTheDocument();
    expect(within(issued).getByText('Mon 23 Nov 2026')).toBeInTheDocument();
    expect(within(issued).getByText('Tue 23 Nov 2027')).toBeInTheDocument();
    expect(within(issued).getByText('ISSUED')).toBeInTheDocument();

    const redeemed = screen.getByRole('listitem', { name: 'Voucher SKY-BBBB-BBBB-BBBB' });
    expect(within(redeemed).getByText('REDEEMED')).toBeInTheDocument();
    expect(
      within(redeemed).getByText('Redeemed by booking 3F2A9C1B: Amelia Pilot, Try and Fly, Tue 1 Dec 2026 at 10:30'),
    ).toBeInTheDocument();

    const expired = screen.getByRole('listitem', { name: 'Voucher SKY-CCCC-CCCC-CCCC' });
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
    expect(await screen.findByRole('listitem', { name: 'Voucher SKY-PAGE-TWO0-0002' })).toBeInTheDocument();
    expect(screen.getByText('51–51 of 51')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search vouchers (code, product, e-mail or order reference)'), 'qqqq');
    expect(await screen.findByRole('listitem', { name: 'Voucher SKY-QQQQ-QQQQ-QQQQ' })).toBeInTheDocument();
    expect(asked.slice(0, 2)).toEqual(['page=1&pageSize=50', 'page=2&pageSize=50']);
    expect(asked.at(-1)).toBe('page=1&pageSize=50&q=qqqq');
  });

  it('extends a voucher with a new date and a reason, and shows what staff did', async () => {
    let current = voucher('SKY-EXTD-EXTD-EXTD');
    const sent: unknown[] = [];
    renderWithStore(
      <VouchersTab />,
      http.get('/api/admin/vouchers', () => HttpResponse.json(page([current]))),
      http.post('/api/admin/vouchers/:id/extend', async ({ request, params }) => {
        sent.push({ id: params.id, ...((await request.json()) as object) });
        current = {
          ...current,
          expiresAt: '2028-01-01T00:00:00.000Z',
          changes: [{ kind: 'extended', reason: 'Abroad all year', expiresAfter: '2028-01-01T00:00:00.000Z', at: '2026-11-27T09:00:00.000Z' }],
        };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Extend voucher SKY-EXTD-EXTD-EXTD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend SKY-EXTD-EXTD-EXTD' });
    await user.type(within(dialog).getByLabelText('New expiry date'), '2027-12-31');
    await user.type(within(dialog).getByLabelText('Reason (kept with the voucher)'), 'Abroad all year');
    await user.click(within(dialog).getByRole('button', { name: 'EXTEND VOUCHER' }));

    expect(await screen.findByText('Voucher extended')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'id-SKY-EXTD-EXTD-EXTD', expiresOn: '2027-12-31', reason: 'Abroad all year' }]);
    const card = await screen.findByRole('listitem', { name: 'Voucher SKY-EXTD-EXTD-EXTD' });
    expect(await within(card).findByText('Extended Fri 27 Nov 2026 to Sat 1 Jan 2028: Abroad all year')).toBeInTheDocument();
  });

  it("voids a voucher after asking, and keeps the dialog open with the server's sentence when it refuses", async () => {
    let refuse = true;
    renderWithStore(
      <VouchersTab />,
      http.get('/api/admin/vouchers', () => HttpResponse.json(page([voucher('SKY-VOID-VOID-VOID')]))),
      http.post('/api/admin/vouchers/:id/void', () =>
        refuse
          ? apiErrorResponse(400, 'VOUCHER.REASON_REQUIRED', 'Please give a reason (up to 500 characters).')
          : HttpResponse.json(voucher('SKY-VOID-VOID-VOID', { state: 'void', voidReason: 'Refunded' })),
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Void voucher SKY-VOID-VOID-VOID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void SKY-VOID-VOID-VOID?' });
    await user.type(within(dialog).getByLabelText('Reason (kept with the voucher)'), ' ');
    await user.click(within(dialog).getByRole('button', { name: 'VOID VOUCHER' }));
    expect(await screen.findByText('Please give a reason (up to 500 characters).')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    refuse = false;
    await user.type(within(dialog).getByLabelText('Reason (kept with the voucher)'), 'Refunded');
    await user.click(within(dialog).getByRole('button', { name: 'VOID VOUCHER' }));
    expect(await screen.findByText('SKY-VOID-VOID-VOID can no longer be used.')).toBeInTheDocument();
  });

  it('issues a money voucher by hand to a recipient, sending the value in pence', async () => {
    const sent: unknown[] = [];
    renderWithStore(
      <VouchersTab />,
      http.get('/api/admin/vouchers', () => HttpResponse.json(page([]))),
      http.get('/api/experiences', () => HttpResponse.json([])),
      http.post('/api/admin/vouchers', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          voucher('SKY-HAND-HAND-HAND', { name: '£25 Gift Voucher', experience: null, valuePence: 2_500, recipientEmail: 'friend@example.com' }),
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Issue a voucher by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a voucher' });
    await user.type(within(dialog).getByLabelText('Value in pounds'), '25');
    await user.type(within(dialog).getByLabelText("Recipient's e-mail"), 'friend@example.com');
    await user.type(within(dialog).getByLabelText('Reason (kept with the voucher)'), 'Late start');
    await user.click(within(dialog).getByRole('button', { name: 'ISSUE AND E-MAIL' }));
    expect(await screen.findByText('SKY-HAND-HAND-HAND (£25 Gift Voucher) has been e-mailed to friend@example.com.')).toBeInTheDocument();
    expect(sent).toEqual([{ valuePence: 2_500, recipientEmail: 'friend@example.com', reason: 'Late start' }]);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    renderTab(() => apiErrorResponse(500, 'X', 'x'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The vouchers could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
