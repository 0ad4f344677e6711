import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { OverviewStrip } from './overview-strip';

const renderStrip = () => renderWithStore(<OverviewStrip />);

/** The figure shown under a label of the strip. */
const figure = (label: string) => within(screen.getByRole('region', { name: 'Overview' })).getByText(label).nextElementSibling;

describe('admin overview strip', () => {
  it("shows today's bookings, the week's takings in pounds, open enquiries and orders to dispatch", async () => {
    server.use(
      http.get('/api/admin/overview', () =>
        HttpResponse.json({
          bookingsToday: 7,
          testBookingsToday: 0,
          takingsThisWeekPence: 123_456,
          testTakingsThisWeekPence: 0,
          weekStartsAt: '2026-11-23T00:00:00.000Z',
          openEnquiries: 3,
          ordersToDispatch: 2,
        }),
      ),
    );
    renderStrip();
    expect(await screen.findByText('£1,234.56')).toBeInTheDocument();
    expect(figure("Today's bookings")).toHaveTextContent('7');
    expect(figure("This week's takings")).toHaveTextContent('£1,234.56');
    expect(figure('Open enquiries')).toHaveTextContent('3');
    expect(figure('Orders to dispatch')).toHaveTextContent('2');
  });

  it("names test bookings in today's count and test money beside the week's takings", async () => {
    server.use(
      http.get('/api/admin/overview', () =>
        HttpResponse.json({
          bookingsToday: 3,
          testBookingsToday: 1,
          takingsThisWeekPence: 19_800,
          testTakingsThisWeekPence: 4_900,
          weekStartsAt: '2026-11-23T00:00:00.000Z',
          openEnquiries: 0,
          ordersToDispatch: 0,
        }),
      ),
    );
    renderStrip();
    expect(await screen.findByText('3 (1 test)')).toBeInTheDocument();
    expect(figure("This week's takings")).toHaveTextContent('£198.00');
    expect(screen.getByText('+ £49.00 test mode, not counted')).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    server.use(http.get('/api/admin/overview', () => HttpResponse.json({ statusCode: 500, code: 'INTERNAL' }, { status: 500 })));
    renderStrip();
    expect(await screen.findByText('The overview could not be loaded.')).toBeInTheDocument();
  });
});
