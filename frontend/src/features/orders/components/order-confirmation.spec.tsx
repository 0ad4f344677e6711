import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { apiErrorResponse } from '../../../testing/api-error-response';
import { server } from '../../../testing/server';
import { ORDER_DETAILS_KEY } from '../order-details';

const cartOrder = {
  items: [
    { name: 'Try and Fly Gift Card', price: 12_900, quantity: 2 },
    { name: 'Skyward Cap', price: 1_850, quantity: 1 },
  ],
  totalAmount: '276.50',
  email: 'buyer@example.com',
  orderId: 'o-1',
  vouchers: [
    { code: 'SKY-7K2M-Q9XD-4HTB', productName: 'Try and Fly Gift Card', expiresAt: '2026-11-23T10:00:00.000Z' },
    { code: 'SKY-AB12-CD34-EF56', productName: 'Try and Fly Gift Card', expiresAt: '2026-11-23T10:00:00.000Z' },
  ],
};

describe('/confirmation', { timeout: 20_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it('shows the saved cart order: e-mail, lines as price × quantity / 100, total paid, voucher codes and the way here', async () => {
    sessionStorage.setItem(ORDER_DETAILS_KEY, JSON.stringify(cartOrder));
    renderApp('/confirmation');
    expect(await screen.findByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toBeInTheDocument();
    expect(screen.getByText('buyer@example.com')).toBeInTheDocument();

    const lines = within(screen.getByRole('list', { name: 'Order lines' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Try and Fly Gift Card × 2£258.00');
    expect(lines[1]).toHaveTextContent('Skyward Cap × 1£18.50');
    expect(screen.getByText('Total paid').parentElement).toHaveTextContent('£276.50');

    const codes = within(screen.getByRole('list', { name: 'Gift voucher codes' }));
    expect(codes.getByText('SKY-7K2M-Q9XD-4HTB')).toBeInTheDocument();
    expect(codes.getAllByText('Valid until 23 November 2026')).toHaveLength(2);

    // Gift cards and goods: nothing to travel to, so no directions and no arrival time.
    expect(screen.queryByRole('list', { name: 'Journey times' })).not.toBeInTheDocument();
    expect(screen.queryByText(/arrive 15 minutes/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK TO HOME' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'BOOK ANOTHER EXPERIENCE' })).toHaveAttribute('href', '/book-flight');
    // The heading takes focus in an effect, which React may run after the heading is already on the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toHaveFocus());
  });

  it('shows a shop order with its postage line and the address it is posted to', async () => {
    sessionStorage.setItem(
      ORDER_DETAILS_KEY,
      JSON.stringify({
        items: [{ name: 'Skyward Cap', price: 8_699, quantity: 1 }],
        totalAmount: '90.94',
        email: 'buyer@example.com',
        shippingPence: 395,
        deliveryAddress: ['Amelia Pilot', '1 Runway Road', 'Exeter', 'EX10 0JH'],
      }),
    );
    renderApp('/confirmation');
    const lines = within(await screen.findByRole('list', { name: 'Order lines' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Skyward Cap × 1£86.99', 'Postage (UK)£3.95']);
    expect(screen.getByText('Total paid').parentElement).toHaveTextContent('£90.94');
    expect(screen.getByRole('group', { name: 'Delivery address' })).toHaveTextContent('Amelia Pilot1 Runway RoadExeterEX10 0JH');
    expect(screen.queryByRole('list', { name: 'Journey times' })).not.toBeInTheDocument();
  });

  it('gives a simulator session the directions to Exeter and what to expect', async () => {
    sessionStorage.setItem(
      ORDER_DETAILS_KEY,
      JSON.stringify({ kind: 'slot', sessionName: 'Try and Fly', date: '2026-12-07', timeSlot: '12:00', totalAmount: '129.00', email: 'pilot@example.com' }),
    );
    renderApp('/confirmation');
    const journeys = within(await screen.findByRole('list', { name: 'Journey times' }));
    for (const [from, time] of [['Exeter city centre', '15 min'], ['Bristol', '1 h'], ['Plymouth', '45 min'], ['Taunton', '35 min']]) {
      expect(journeys.getByText(from).parentElement).toHaveTextContent(time);
    }
    expect(screen.getByText(/arrive 15 minutes before your session/)).toBeInTheDocument();
  });

  it('gives online coaching its joining instructions and no address or arrival time', async () => {
    sessionStorage.setItem(
      ORDER_DETAILS_KEY,
      JSON.stringify({ kind: 'online', sessionName: 'Home Sim Coaching', date: '2026-12-07', timeSlot: '18:00', totalAmount: '59.00', email: 'simmer@example.com' }),
    );
    renderApp('/confirmation');
    const joining = await screen.findByRole('list', { name: 'Joining your online session' });
    expect(joining).toHaveTextContent('video-call link');
    expect(screen.getByText('Where').nextElementSibling).toHaveTextContent('Online, by video call');
    expect(within(screen.getByRole('main')).queryByText(/Exeter/)).not.toBeInTheDocument();
    expect(screen.queryByText(/arrive 15 minutes/)).not.toBeInTheDocument();
  });

  it('shows the course with its date to be arranged and the preferred date as a preference, not the course date', async () => {
    sessionStorage.setItem(
      ORDER_DETAILS_KEY,
      JSON.stringify({ kind: 'course', sessionName: 'Fear of Flying Course', date: '2027-01-20', totalAmount: '295.00', email: 'ned@example.com' }),
    );
    renderApp('/confirmation');
    expect(await screen.findByText('Course date')).toBeInTheDocument();
    expect(screen.getByText('Course date').nextElementSibling).toHaveTextContent('To be arranged with you');
    expect(screen.getByText('Preferred date').nextElementSibling).toHaveTextContent('20 January 2027');
    expect(screen.queryByText('Date', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What happens next' })).toHaveTextContent('phone you to arrange the date');
    expect(screen.queryByRole('list', { name: 'Journey times' })).not.toBeInTheDocument();
  });

  it('PRINT VOUCHER prints the clean voucher (one card per code, kept out of the page on screen)', async () => {
    sessionStorage.setItem(ORDER_DETAILS_KEY, JSON.stringify(cartOrder));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderApp('/confirmation');
    await user.click(await screen.findByRole('button', { name: 'PRINT VOUCHER' }));
    expect(print).toHaveBeenCalled();
    const printable = document.body.querySelector(':scope > [data-print-voucher]');
    expect(printable?.querySelectorAll('.voucher-card')).toHaveLength(2);
    expect(printable).toHaveTextContent('SKY-AB12-CD34-EF56');
  });

  it('shows the single-session shape', async () => {
    sessionStorage.setItem(
      ORDER_DETAILS_KEY,
      JSON.stringify({ sessionName: 'Try and Fly', date: '2025-12-05T00:00:00.000Z', timeSlot: '10:30', totalPrice: 129, totalAmount: '129.00', email: 'pilot@example.com' }),
    );
    renderApp('/confirmation');
    expect(await screen.findByRole('heading', { level: 1, name: 'BOOKING CONFIRMED!' })).toBeInTheDocument();
    expect(screen.getByText('Experience').nextElementSibling).toHaveTextContent('Try and Fly');
    expect(screen.getByText('5 December 2025')).toBeInTheDocument();
    expect(screen.getByText('10:30')).toBeInTheDocument();
    expect(screen.getByText('Total paid').parentElement).toHaveTextContent('£129.00');
    expect(screen.queryByRole('button', { name: /PRINT VOUCHER/ })).not.toBeInTheDocument();
  });

  it('gives a booking its reference, the voucher used, Add to calendar and Manage booking, and no PRINT VOUCHER', async () => {
    sessionStorage.setItem(
      ORDER_DETAILS_KEY,
      JSON.stringify({
        sessionName: 'Try and Fly',
        date: '2026-12-07',
        timeSlot: '12:00',
        totalPrice: 0,
        totalAmount: '0.00',
        email: 'pilot@example.com',
        reference: 'AB12CD34',
        manageToken: 'signed.token',
        voucherCode: 'SKY-7K2M-Q9XD-4HTB',
        voucherPence: 12_900,
      }),
    );
    renderApp('/confirmation');
    expect(await screen.findByText('Reference', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Reference', { selector: 'dt' }).nextElementSibling).toHaveTextContent('AB12CD34');
    expect(screen.getByText('Payment').nextElementSibling).toHaveTextContent('Paid with gift voucher SKY-7K2M-Q9XD-4HTB (£129.00)');
    expect(screen.getByText('Paid by card').parentElement).toHaveTextContent('£0.00');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/manage-booking/signed.token/calendar.ics');
    expect(screen.getByRole('link', { name: 'Manage booking' })).toHaveAttribute('href', '/manage-booking/signed.token');
    expect(screen.queryByRole('button', { name: /PRINT VOUCHER/ })).not.toBeInTheDocument();
  });

  it.each([
    ['nothing saved', null],
    ['a corrupted value', '{not json'],
    ['an unknown shape', JSON.stringify({ hello: 'world' })],
  ])("with %s it shows 'Loading your order details...' and goes home after 100 ms", async (_label, saved) => {
    if (saved) sessionStorage.setItem(ORDER_DETAILS_KEY, saved);
    const { router } = renderApp('/confirmation');
    expect(await screen.findByText('Loading your order details...')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 1000 });
  });

  it('finishes an order when Stripe redirects back after a payment method that left the page', async () => {
    server.use(
      http.post('/api/confirm-order-payment', async ({ request }) => {
        // The client secret the redirect brought back proves the buyer should the session cookie not come back.
        expect(await request.json()).toEqual({ paymentIntentId: 'pi_123', clientSecret: 'pi_123_secret' });
        return HttpResponse.json({
          orderId: 'o-1',
          email: 'buyer@example.com',
          lines: [{ name: 'Skyward Cap', quantity: 1, unitPricePence: 1_850 }],
          totalPence: 1_850,
          vouchers: [],
        });
      }),
    );
    renderApp('/confirmation?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret&redirect_status=succeeded');
    expect(await screen.findByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toBeInTheDocument();
    expect(screen.getByText('Total paid').parentElement).toHaveTextContent('£18.50');
    expect(JSON.parse(sessionStorage.getItem(ORDER_DETAILS_KEY) as string)).toMatchObject({ totalAmount: '18.50', items: [{ name: 'Skyward Cap', price: 1_850, quantity: 1 }] });
  });

  describe("an order's signed link (?order=…)", () => {
    const linked = {
      orderId: 'o-9',
      reference: 'O9O9O9O9',
      email: 'faraway@example.com',
      lines: [{ name: 'Try and Fly Gift Card', quantity: 1, unitPricePence: 12_900 }],
      totalPence: 12_900,
      vouchers: [{ code: 'SKY-9Z9Z-8Y8Y-7X7X', productName: 'Try and Fly Gift Card', valuePence: 12_900, expiresAt: '2027-11-23T10:00:00.000Z' }],
      confirmationToken: 'o-9.signed',
    };

    it('shows the order from the server on a device that saved nothing (another browser, a lost cookie), asking again through a 503', async () => {
      const asked: string[] = [];
      server.use(
        http.get('/api/order-confirmation/:token', ({ params }) => {
          asked.push(String(params.token));
          return asked.length === 1 ? apiErrorResponse(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : HttpResponse.json(linked);
        }),
      );
      renderApp('/confirmation?order=o-9.signed');
      expect(await screen.findByText('Loading your order details...')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' }, { timeout: 5_000 })).toBeInTheDocument();
      expect(asked).toEqual(['o-9.signed', 'o-9.signed']);
      expect(screen.getByText('faraway@example.com')).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Gift voucher codes' })).getByText('SKY-9Z9Z-8Y8Y-7X7X')).toBeInTheDocument();
      expect(JSON.parse(sessionStorage.getItem(ORDER_DETAILS_KEY) as string)).toMatchObject({ orderId: 'o-9', confirmationToken: 'o-9.signed' });
    });

    it("never shows another order's saved details: the link's order is loaded instead", async () => {
      sessionStorage.setItem(ORDER_DETAILS_KEY, JSON.stringify(cartOrder));
      server.use(http.get('/api/order-confirmation/:token', () => HttpResponse.json(linked)));
      renderApp('/confirmation?order=o-9.signed');
      expect(await screen.findByText('faraway@example.com')).toBeInTheDocument();
      expect(screen.queryByText('buyer@example.com')).not.toBeInTheDocument();
    });

    it('says why a link that is not valid shows nothing, and stays on the page', async () => {
      server.use(
        http.get('/api/order-confirmation/:token', () =>
          apiErrorResponse(401, 'CATALOG.ORDER_LINK_INVALID', 'This order link is not valid. Please use the link in your receipt e-mail.'),
        ),
      );
      const { router } = renderApp('/confirmation?order=forged');
      expect(await screen.findByRole('alert')).toHaveTextContent('This order link is not valid. Please use the link in your receipt e-mail.');
      expect(screen.getByRole('link', { name: 'BACK TO HOME' })).toHaveAttribute('href', '/');
      expect(router.state.location.pathname).toBe('/confirmation');
    });
  });
});
