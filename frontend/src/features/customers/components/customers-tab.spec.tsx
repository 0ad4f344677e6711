import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import type { CustomerLookup } from '../api/customers-api';
import { CustomersTab } from './customers-tab';
import { apiErrorResponse } from '../../../testing/api-error-response';

const AMELIA: CustomerLookup = {
  email: 'amelia@example.com',
  note: null,
  bookings: [
    {
      id: '3f2a9c1b-0000-4000-8000-000000000001',
      reference: '3F2A9C1B',
      sessionName: 'Try and Fly',
      date: '2026-12-24',
      timeSlot: '10:30',
      status: 'confirmed',
      totalPrice: 2_900,
      voucherPence: 10_000,
      isTest: false,
    },
  ],
  courses: [],
  orders: [
    {
      id: '7f3a9c10-0000-4000-8000-000000000001',
      reference: '7F3A9C10',
      status: 'paid',
      totalPence: 12_900,
      createdAt: '2026-11-20T10:00:00.000Z',
      items: '1 × Try and Fly Gift Card',
      isTest: true,
    },
  ],
  vouchers: [
    {
      code: 'SKY-7K2M-Q9XD-4HTB',
      productName: 'Try and Fly Gift Card',
      valuePence: 12_900,
      expiresAt: '2027-11-20T10:00:00.000Z',
      orderReference: '7F3A9C10',
    },
  ],
  enquiries: [
    { id: 'e1', enquiryType: 'group', status: 'replied', message: 'A group of six?', createdAt: '2026-11-01T09:00:00.000Z' },
  ],
};

const LIST = {
  page: 1,
  pageSize: 20,
  total: 1,
  items: [
    {
      email: 'amelia@example.com',
      name: 'Amelia Pilot',
      phone: '07700 900123',
      bookings: 2,
      lastBookedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

/** The tab against the list (recording each search), the look-up and the note endpoints. */
function renderTab(lookUp: () => Response = () => HttpResponse.json(AMELIA)) {
  const searched: (string | null)[] = [];
  const notes: unknown[] = [];
  server.use(
    http.get('/api/admin/customers/list', ({ request }) => {
      searched.push(new URL(request.url).searchParams.get('q'));
      return HttpResponse.json(LIST);
    }),
    http.get('/api/admin/customers', lookUp),
    http.put('/api/admin/customers/note', async ({ request }) => {
      notes.push(await request.json());
      return HttpResponse.json({ note: 'Prefers afternoons', updatedAt: '2026-11-27T09:00:00.000Z' });
    }),
  );
  renderWithStore(<CustomersTab />);
  return { user: userEvent.setup(), searched, notes };
}

const SEARCH = 'Search by name, e-mail, phone or booking/order reference';

describe('admin CUSTOMERS tab', () => {
  it('lists customers, searches as staff type, and opens one with their bookings, orders, vouchers and enquiries', async () => {
    const { user, searched } = renderTab();
    const list = within(await screen.findByRole('list', { name: 'Customers' }));
    expect(list.getByRole('button')).toHaveTextContent(
      'Amelia Pilotamelia@example.com · 07700 9001232 bookings · last booked Fri 20 Nov 2026',
    );
    await user.type(screen.getByLabelText(SEARCH), '07700 900123');
    await vi.waitFor(() => expect(searched).toContain('07700 900123'));
    await user.click(list.getByRole('button'));

    expect(await screen.findByRole('heading', { name: 'amelia@example.com' })).toBeInTheDocument();
    const bookings = within(screen.getByRole('list', { name: 'Bookings' }));
    expect(bookings.getByRole('listitem')).toHaveTextContent('3F2A9C1BTry and Fly, Thu 24 Dec 2026 10:30£129.00CONFIRMED');
    const orders = within(screen.getByRole('list', { name: 'Orders' }));
    expect(orders.getByRole('listitem')).toHaveTextContent('7F3A9C101 × Try and Fly Gift Card · Fri 20 Nov 2026£129.00PAIDTEST');
    expect(within(screen.getByRole('list', { name: 'Gift vouchers' })).getByText('SKY-7K2M-Q9XD-4HTB')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Enquiries' })).getByRole('listitem')).toHaveTextContent(
      'REPLIEDA group of six?',
    );
    expect(screen.getByRole('heading', { name: 'Fear of Flying courses (0)' })).toBeInTheDocument();
  });

  it("saves staff's note on the customer", async () => {
    const { user, notes } = renderTab();
    await user.click(within(await screen.findByRole('list', { name: 'Customers' })).getByRole('button'));
    await user.type(await screen.findByLabelText('Staff note'), 'Prefers afternoons');
    await user.click(screen.getByRole('button', { name: 'SAVE NOTE' }));
    expect(await screen.findByText('The note on amelia@example.com is saved.')).toBeInTheDocument();
    expect(notes).toEqual([{ email: 'amelia@example.com', note: 'Prefers afternoons' }]);
  });

  it('opens the record of a reference typed, and says when it names nobody or is refused', async () => {
    const { user } = renderTab(() =>
      HttpResponse.json({ email: null, note: null, bookings: [], courses: [], orders: [], vouchers: [], enquiries: [] }),
    );
    await user.type(screen.getByLabelText(SEARCH), 'ABCDEF12');
    await user.click(await screen.findByRole('button', { name: 'OPEN RECORD' }));
    expect(await screen.findByText('No customer found for ABCDEF12.')).toBeInTheDocument();

    const message = 'Look a customer up by their e-mail address or an 8-character booking or order reference such as 3F2A9C1B.';
    server.use(http.get('/api/admin/customers', () => apiErrorResponse(400, 'REQUEST.VALIDATION_FAILED', message)));
    await user.click(screen.getByRole('button', { name: 'ALL CUSTOMERS' }));
    await user.clear(screen.getByLabelText(SEARCH));
    await user.type(screen.getByLabelText(SEARCH), 'amelia@example');
    await user.click(await screen.findByRole('button', { name: 'OPEN RECORD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
