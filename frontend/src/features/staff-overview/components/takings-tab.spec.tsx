import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { presetRanges } from '../takings-range';
import { TakingsTab } from './takings-tab';

const report = (from: string, to: string) => ({
  from,
  to,
  methods: [
    { method: 'card_online', receivedPence: 19_800, refundedPence: 7_450, netPence: 12_350 },
    { method: 'card_by_phone', receivedPence: 8_000, refundedPence: 0, netPence: 8_000 },
    { method: 'cash', receivedPence: 12_900, refundedPence: 0, netPence: 12_900 },
  ],
  receivedPence: 40_700,
  refundedPence: 7_450,
  netPence: 33_250,
  voucherRedeemedPence: 10_900,
  testNetPence: 4_900,
  outstandingVouchers: { count: 2, valuePence: 15_000 },
});

describe('admin TAKINGS tab', () => {
  it("shows today's takings by method with refunds subtracted, then any other range asked for", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/takings', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
        return HttpResponse.json(report(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''));
      }),
    );
    renderWithStore(<TakingsTab />);
    const table = await screen.findByRole('table', { name: 'Takings by method' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Card online')).toHaveTextContent('£198.00−£74.50£123.50');
    expect(row('Cash')).toHaveTextContent('£129.00£0.00£129.00');
    expect(row('Total')).toHaveTextContent('£407.00−£74.50£332.50');
    expect(screen.getByText(/2 vouchers not yet used or expired, worth £150.00/)).toBeInTheDocument();
    expect(screen.getByText(/£49.00 paid with the test card/)).toBeInTheDocument();
    const [today, week] = presetRanges();
    expect(asked).toEqual([`${today.range.from}..${today.range.to}`]);

    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByRole('button', { name: 'This week', pressed: true })).toBeInTheDocument();
    expect(asked).toContain(`${week.range.from}..${week.range.to}`);
  });

  it('asks for a first day on or before the last instead of asking the server', async () => {
    server.use(http.get('/api/admin/takings', () => HttpResponse.json(report('2026-11-27', '2026-11-27'))));
    renderWithStore(<TakingsTab />);
    await screen.findByRole('table', { name: 'Takings by method' });
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2099-01-01');
    expect(await screen.findByText('Choose a first day on or before the last day.')).toBeInTheDocument();
  });
});
