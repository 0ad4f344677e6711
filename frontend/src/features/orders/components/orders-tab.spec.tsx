import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import type { StaffOrder } from '../api/orders-api';
import { OrdersTab } from './orders-tab';
import { apiErrorResponse } from '../../../testing/api-error-response';

const order = (overrides: Partial<StaffOrder>): StaffOrder => ({
  id: '7f3a9c10-0000-4000-8000-000000000001',
  reference: '7F3A9C10',
  email: 'buyer@example.com',
  status: 'paid',
  totalPence: 27_650,
  shippingPence: 0,
  delivery: null,
  toDispatch: false,
  dispatchedAt: null,
  isTest: false,
  paymentIntentId: 'pi_1',
  createdAt: '2025-11-23T10:00:00.000Z',
  paidAt: '2025-11-23T10:01:00.000Z',
  dispatchUndoable: false,
  refundedPence: 0,
  cancellable: false,
  refunds: [],
  lines: [
    { id: 'line-card', productName: 'Try and Fly Gift Card', category: 'Gift Card', quantity: 2, unitPricePence: 12_900, refunded: false },
    { id: 'line-cap', productName: 'Skyward Cap', category: 'Merchandise', quantity: 1, unitPricePence: 1_850, refunded: false },
  ],
  vouchers: [{ code: 'SKY-7K2M-Q9XD-4HTB', productName: 'Try and Fly Gift Card', valuePence: 12_900, expiresAt: '2026-11-23T10:01:00.000Z' }],
  ...overrides,
});

const page = (items: StaffOrder[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

/** Renders the tab with GET /api/admin/orders answered by `orders`. */
const renderTab = (orders: HttpResponseResolver) => renderWithStore(<OrdersTab />, http.get('/api/admin/orders', orders));

describe('admin ORDERS tab', () => {
  it('lists paid and pending orders with lines, totals, voucher codes and a TEST flag', async () => {
    renderTab(() =>
      HttpResponse.json(page([
        order({}),
        order({ id: 'b', reference: 'B0000002', status: 'pending', paidAt: null, vouchers: [], isTest: false, totalPence: 1_850, lines: [{ id: 'line-b', productName: 'Skyward Cap', category: 'Merchandise', quantity: 1, unitPricePence: 1_850, refunded: false }] }),
        order({ id: 'c', reference: 'C0000003', isTest: true, vouchers: [] }),
      ])),
    );
    expect(await screen.findByRole('heading', { name: 'ORDERS (3)' })).toBeInTheDocument();
    const [first, second, third] = Array.from(screen.getByRole('list', { name: 'Orders' }).children) as HTMLElement[];
    expect(first).toHaveTextContent('Order 7F3A9C10');
    expect(first).toHaveTextContent('PAID');
    expect(first).toHaveTextContent('2 × Try and Fly Gift Card (Gift Card)£258.00');
    expect(first).toHaveTextContent('Total£276.50');
    expect(within(first).getByText('SKY-7K2M-Q9XD-4HTB')).toBeInTheDocument();
    expect(within(first).queryByText('TEST')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('PENDING');
    expect(within(third).getByText('TEST')).toBeInTheDocument();
  });

  it('says so when there are no orders', async () => {
    renderTab(() => HttpResponse.json(page([])));
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });

  it('says so when the orders cannot be loaded', async () => {
    renderTab(() => apiErrorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded.');
  });
});

describe('admin ORDERS tab: merchandise to post', () => {
  it('shows the address of an order to dispatch; MARK DISPATCHED tells the server and the list shows it sent', async () => {
    const delivery = { name: 'Amelia Buyer', line1: '1 Runway Road', line2: null, town: 'Exeter', postcode: 'EX10 0JH' };
    let dispatchedAt: string | null = null;
    const dispatched: string[] = [];
    const mug = () => order({ id: 'm', reference: 'M0000001', shippingPence: 395, delivery, toDispatch: dispatchedAt === null, dispatchedAt, vouchers: [] });
    server.use(
      http.post('/api/admin/orders/:id/dispatch', ({ params }) => {
        dispatched.push(String(params.id));
        dispatchedAt = '2025-11-24T09:00:00.000Z';
        return HttpResponse.json(mug());
      }),
    );
    renderTab(() => HttpResponse.json(page([mug()])));
    const card = (await screen.findByRole('list', { name: 'Orders' })).children[0] as HTMLElement;
    expect(card).toHaveTextContent('TO DISPATCH');
    expect(card).toHaveTextContent('Post to');
    expect(card).toHaveTextContent('EX10 0JH');
    expect(card).toHaveTextContent('UK postage£3.95');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'MARK DISPATCHED order M0000001' }));
    // It asks first: nothing is sent until staff confirm.
    const dialog = await screen.findByRole('dialog', { name: 'Mark order M0000001 dispatched?' });
    expect(dispatched).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'MARK DISPATCHED' }));
    expect(await screen.findByText(/^Dispatched /)).toBeInTheDocument();
    expect(dispatched).toEqual(['m']);
    expect(screen.queryByText('TO DISPATCH')).not.toBeInTheDocument();
  });

  it('UNDO takes back a dispatch marked today, after asking', async () => {
    const delivery = { name: 'Amelia Buyer', line1: '1 Runway Road', line2: null, town: 'Exeter', postcode: 'EX10 0JH' };
    let dispatchedAt: string | null = '2025-11-24T09:00:00.000Z';
    const mug = () =>
      order({ id: 'm', reference: 'M0000001', delivery, toDispatch: dispatchedAt === null, dispatchedAt, dispatchUndoable: dispatchedAt !== null, vouchers: [] });
    server.use(
      http.delete('/api/admin/orders/:id/dispatch', () => {
        dispatchedAt = null;
        return HttpResponse.json(mug());
      }),
    );
    renderTab(() => HttpResponse.json(page([mug()])));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Undo dispatched for order M0000001' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'UNDO DISPATCHED' }));
    expect(await screen.findByText('TO DISPATCH')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'MARK DISPATCHED order M0000001' })).toBeInTheDocument();
  });
});

describe('admin ORDERS tab: refunds and cancelling', () => {
  it('refunds the lines chosen with a reason, and shows what was refunded', async () => {
    let refunded = false;
    const sent: unknown[] = [];
    const current = () =>
      order(
        refunded
          ? {
              refundedPence: 1_850,
              refunds: [{ amountPence: 1_850, reason: 'Arrived damaged', refundedAt: '2025-11-25T10:00:00.000Z', lines: ['Skyward Cap'] }],
              lines: [
                { id: 'line-card', productName: 'Try and Fly Gift Card', category: 'Gift Card', quantity: 2, unitPricePence: 12_900, refunded: false },
                { id: 'line-cap', productName: 'Skyward Cap', category: 'Merchandise', quantity: 1, unitPricePence: 1_850, refunded: true },
              ],
            }
          : {},
      );
    server.use(
      http.post('/api/admin/orders/:id/refund', async ({ request }) => {
        sent.push(await request.json());
        refunded = true;
        return HttpResponse.json(current());
      }),
    );
    renderTab(() => HttpResponse.json(page([current()])));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund order 7F3A9C10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order 7F3A9C10' });
    await user.click(within(dialog).getByRole('checkbox', { name: '1 × Skyward Cap: £18.50' }));
    expect(within(dialog).getByRole('checkbox', { name: 'The whole order: £276.50' })).not.toBeChecked();
    await user.type(within(dialog).getByLabelText('Reason (kept with the order)'), 'Arrived damaged');
    await user.click(within(dialog).getByRole('button', { name: 'REFUND TO CARD' }));

    expect(await screen.findByText('£18.50 refunded on order 7F3A9C10; the customer has been e-mailed.')).toBeInTheDocument();
    expect(sent).toEqual([{ lineIds: ['line-cap'], reason: 'Arrived damaged' }]);
    expect(await screen.findByText(/^Refunded £18.50 \(Skyward Cap\) .*: Arrived damaged$/)).toBeInTheDocument();
    expect(screen.getByText('PART REFUNDED')).toBeInTheDocument();
  });

  it('cancels an order not posted yet after asking for a reason', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/orders/:id/cancel', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(order({ status: 'canceled', cancellable: false, refundedPence: 27_650 }));
      }),
    );
    renderTab(() => HttpResponse.json(page([order({ cancellable: true })])));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order 7F3A9C10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 7F3A9C10?' });
    expect(dialog).toHaveTextContent('£276.50 goes back to the card');
    await user.type(within(dialog).getByLabelText('Reason (kept with the order)'), 'Out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL ORDER' }));
    expect(await screen.findByText('Order 7F3A9C10 has been cancelled.')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Out of stock' }]);
  });
});
