import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse } from '../../../testing/api-error-response';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const AMELIA = { user: { name: 'Amelia Earhart', email: 'amelia@example.com', role: 'customer' as const } };
const ORDER = { id: 'o-1', reference: 'O1REF', status: 'paid', totalPence: 12_900, createdAt: '2026-11-20T10:00:00.000Z', lines: [], vouchers: [] };
const gift = (overrides: object) => ({
  id: 'g-1',
  reference: 'O1REF',
  productName: 'Try and Fly Gift Card',
  recipientName: 'Amy Johnson',
  recipientEmail: 'amy@example.com',
  message: null,
  deliverOn: '2026-12-25',
  state: 'scheduled',
  deliveredAt: null,
  ...overrides,
});

function dashboardWith(gifts: object[]) {
  server.use(
    http.get('/api/session', () => HttpResponse.json(AMELIA)),
    http.get('/api/my-bookings', () => HttpResponse.json([])),
    http.get('/api/my-orders', () => HttpResponse.json([ORDER])),
    http.get('/api/my-gifts', () => HttpResponse.json(gifts)),
  );
  renderApp('/dashboard');
}

describe("the dashboard's gifts by e-mail", () => {
  it('says to whom and when each goes, and whether it went', async () => {
    dashboardWith([gift({}), gift({ id: 'g-2', recipientName: 'Bea Moss', state: 'delivered', deliveredAt: '2026-11-21T08:00:05.000Z' })]);
    const region = await screen.findByRole('region', { name: 'Gifts by E-mail' });
    const amy = within(region).getByLabelText('Gift to Amy Johnson');
    expect(amy).toHaveTextContent('To Amy Johnson (amy@example.com)');
    expect(amy).toHaveTextContent('On Fri 25 Dec 2026, from 8am');
    expect(amy).toHaveTextContent('Scheduled');
    const bea = within(region).getByLabelText('Gift to Bea Moss');
    expect(bea).toHaveTextContent('Delivered 21 Nov at 08:00');
    expect(within(bea).queryByRole('button', { name: 'CHANGE DATE OR E-MAIL' })).toBeNull();
  });

  it("changes a scheduled gift's day and address, and says why the server refused", async () => {
    const sent: unknown[] = [];
    let refuse = false;
    server.use(
      http.patch('/api/my-gifts/:id', async ({ request }) => {
        sent.push(await request.json());
        return refuse
          ? apiErrorResponse(409, 'CATALOG.GIFT_ALREADY_DELIVERED', 'This gift has already been sent to its recipient, so its date and address can no longer be changed.')
          : HttpResponse.json(gift({ deliverOn: '2026-12-24' }));
      }),
    );
    dashboardWith([gift({})]);
    const user = userEvent.setup();
    const amy = await screen.findByLabelText('Gift to Amy Johnson');
    await user.click(within(amy).getByRole('button', { name: 'CHANGE DATE OR E-MAIL' }));
    const day = within(amy).getByLabelText('Delivery date');
    await user.clear(day);
    await user.type(day, '2026-12-24');
    refuse = true;
    await user.click(within(amy).getByRole('button', { name: 'SAVE' }));
    expect(await within(amy).findByRole('alert')).toHaveTextContent('This gift has already been sent to its recipient');
    expect(sent).toEqual([{ deliverOn: '2026-12-24', recipientEmail: 'amy@example.com' }]);
  });
});
