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
  lines: [
    { productName: 'Try and Fly Gift Card', category: 'Gift Card', quantity: 2, unitPricePence: 12_900 },
    { productName: 'Skyward Cap', category: 'Merchandise', quantity: 1, unitPricePence: 1_850 },
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
        order({ id: 'b', reference: 'B0000002', status: 'pending', paidAt: null, vouchers: [], isTest: false, totalPence: 1_850, lines: [{ productName: 'Skyward Cap', category: 'Merchandise', quantity: 1, unitPricePence: 1_850 }] }),
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
    await userEvent.setup().click(within(card).getByRole('button', { name: 'MARK DISPATCHED order M0000001' }));
    expect(await screen.findByText(/^Dispatched /)).toBeInTheDocument();
    expect(dispatched).toEqual(['m']);
    expect(screen.queryByText('TO DISPATCH')).not.toBeInTheDocument();
  });
});
