import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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

const renderTab = () => renderWithStore(<CustomersTab />);

const lookUp = async (text: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail or booking/order reference'), text);
  await user.click(screen.getByRole('button', { name: 'LOOK UP' }));
};

describe('admin CUSTOMERS tab', () => {
  it('looks a customer up by what staff typed and shows their bookings, orders, vouchers and enquiries', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/admin/customers', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q'));
        return HttpResponse.json(AMELIA);
      }),
    );
    renderTab();
    expect(screen.getByRole('button', { name: 'LOOK UP' })).toBeDisabled();
    await lookUp('  amelia@example.com ');

    expect(await screen.findByText('amelia@example.com')).toBeInTheDocument();
    expect(asked).toEqual(['amelia@example.com']);
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

  it('says when a reference names nobody', async () => {
    server.use(
      http.get('/api/admin/customers', () =>
        HttpResponse.json({ email: null, bookings: [], courses: [], orders: [], vouchers: [], enquiries: [] }),
      ),
    );
    renderTab();
    await lookUp('ABCDEF12');
    expect(await screen.findByText('No customer found for ABCDEF12.')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses what was typed", async () => {
    const message = 'q must be an e-mail address or an 8-character booking or order reference';
    server.use(http.get('/api/admin/customers', () => apiErrorResponse(400, 'REQUEST.VALIDATION_FAILED', message)));
    renderTab();
    await lookUp('Amelia');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
