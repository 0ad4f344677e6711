import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountApi } from '../features/account/api/account-api';
import type { CartItem, CartProduct } from '../features/cart/cart-item';
import type { Product } from '../features/catalog/api/catalog-api';
import { renderApp } from '../testing/render-app';
import { server } from '../testing/server';
import { apiErrorResponse } from '../testing/api-error-response';

const giftCard: CartProduct = { id: 'p-try', name: 'Try and Fly Gift Card', price: 12900, category: 'Gift Card', description: 'A first flight.', image: null };
const cap: CartProduct = { id: 'p-cap', name: 'Skyward Cap', price: 1850, category: 'Merchandise', description: 'A navy cap.', image: null };
const INTENT = { orderId: 'o-1', paymentIntentId: 'pi_test_1', clientSecret: 'pi_test_1_secret_x', totalPence: 27_650 };
/** What confirm-order-payment answers for the gift cards and the cap, with the order's signed link token. */
const PAID_ORDER = {
  orderId: 'o-1',
  email: 'buyer@example.com',
  lines: [
    { name: 'Try and Fly Gift Card', quantity: 2, unitPricePence: 12_900 },
    { name: 'Skyward Cap', quantity: 1, unitPricePence: 1_850 },
  ],
  totalPence: 27_650,
  vouchers: [
    { code: 'SKY-7K2M-Q9XD-4HTB', productName: 'Try and Fly Gift Card', expiresAt: '2026-11-23T10:00:00.000Z' },
    { code: 'SKY-AB12-CD34-EF56', productName: 'Try and Fly Gift Card', expiresAt: '2026-11-23T10:00:00.000Z' },
  ],
  confirmationToken: 'o-1.signed',
};

function shop(items: CartItem[]) {
  localStorage.setItem('cart', JSON.stringify({ version: 1, items }));
  server.use(
    http.get('/api/products', () => HttpResponse.json([giftCard, cap].map((product): Product => ({ ...product, category: product.category as Product['category'], active: true, giftFor: null })))),
    http.get('/api/config', () => HttpResponse.json({ paymentProvider: 'test', stripePublishableKey: null })),
  );
}

const AMELIA = { user: { name: 'Amelia Earhart', email: 'amelia@example.com', role: 'customer' } };
const ADDRESS = { name: 'Amelia Buyer', line1: '1 Runway Road', line2: '', town: 'Exeter', postcode: 'EX10 0JH' };

async function openCheckout() {
  const app = renderApp('/cart');
  const proceed = await screen.findByRole('button', { name: 'Proceed to Checkout' });
  // A cart with merchandise asks where to post it.
  if (screen.queryByRole('heading', { name: 'Delivery address' })) {
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: ADDRESS.name } });
    fireEvent.change(screen.getByLabelText('Address line 1'), { target: { value: ADDRESS.line1 } });
    fireEvent.change(screen.getByLabelText('Town or city'), { target: { value: ADDRESS.town } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: ADDRESS.postcode } });
  }
  await app.user.click(proceed);
  const dialog = within(await screen.findByRole('dialog', { name: 'COMPLETE PURCHASE' }));
  await app.user.type(dialog.getByLabelText('Email for your receipt'), 'buyer@example.com');
  await app.user.click(dialog.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
  return { ...app, dialog };
}

async function payWith(user: Awaited<ReturnType<typeof openCheckout>>['user'], cardNumber: string) {
  await user.type(await screen.findByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry date'), '12/39');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'PAY £276.50' }));
}

describe('/cart checkout', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends only product ids and quantities with the receipt e-mail, pays, saves the order, clears the cart and shows /confirmation', async () => {
    shop([
      { product: giftCard, quantity: 2 },
      { product: cap, quantity: 1 },
    ]);
    let checkoutBody: unknown;
    server.use(
      http.post('/api/create-payment-intent', async ({ request }) => {
        checkoutBody = await request.json();
        return HttpResponse.json(INTENT);
      }),
      http.post('/api/test-payments/:id/confirm', () => HttpResponse.json({ paymentIntentId: INTENT.paymentIntentId, status: 'succeeded' })),
      http.post('/api/confirm-order-payment', () => HttpResponse.json(PAID_ORDER)),
    );
    const { user, router } = await openCheckout();
    await payWith(user, '4242 4242 4242 4242');

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'));
    expect(router.state.location.search).toBe('?order=o-1.signed');
    expect(checkoutBody).toEqual({
      cartItems: [
        { productId: 'p-try', quantity: 2 },
        { productId: 'p-cap', quantity: 1 },
      ],
      productCategory: 'Cart',
      email: 'buyer@example.com',
      delivery: ADDRESS,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Gift voucher codes' })).getByText('SKY-7K2M-Q9XD-4HTB')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('orderDetails') as string)).toMatchObject({
      items: [
        { name: 'Try and Fly Gift Card', price: 12_900, quantity: 2 },
        { name: 'Skyward Cap', price: 1_850, quantity: 1 },
      ],
      totalAmount: '276.50',
      email: 'buyer@example.com',
    });
    expect(JSON.parse(localStorage.getItem('cart') as string).items).toEqual([]);
    expect(screen.queryByRole('link', { name: /^Cart, \d+ items?$/ })).not.toBeInTheDocument();
  });

  it("carries the buyer through an outage: 'Confirming your order…' while confirm answers 503, then the order's own link", async () => {
    shop([
      { product: giftCard, quantity: 2 },
      { product: cap, quantity: 1 },
    ]);
    const confirms: unknown[] = [];
    server.use(
      http.post('/api/create-payment-intent', () => HttpResponse.json(INTENT)),
      http.post('/api/test-payments/:id/confirm', () => HttpResponse.json({ paymentIntentId: INTENT.paymentIntentId, status: 'succeeded' })),
      http.post('/api/confirm-order-payment', async ({ request }) => {
        confirms.push(await request.json());
        return confirms.length === 1 ? apiErrorResponse(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : HttpResponse.json(PAID_ORDER);
      }),
    );
    const { user, router, dialog } = await openCheckout();
    await payWith(user, '4242 4242 4242 4242');

    expect(await dialog.findByText('Confirming your order…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'), { timeout: 5_000 });
    expect(router.state.location.search).toBe('?order=o-1.signed');
    // The payment's client secret goes along: it proves the buyer should the session cookie not come back.
    expect(confirms).toEqual([
      { paymentIntentId: 'pi_test_1', clientSecret: 'pi_test_1_secret_x' },
      { paymentIntentId: 'pi_test_1', clientSecret: 'pi_test_1_secret_x' },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it("a declined card shows 'Payment Failed' and keeps the cart", async () => {
    shop([
      { product: giftCard, quantity: 2 },
      { product: cap, quantity: 1 },
    ]);
    server.use(
      http.post('/api/create-payment-intent', () => HttpResponse.json(INTENT)),
      http.post('/api/test-payments/:id/confirm', () =>
        apiErrorResponse(402, 'PAYMENT.CARD_DECLINED', 'Your card was declined.'),
      ),
    );
    const { user, router } = await openCheckout();
    await payWith(user, '4000 0000 0000 0002');
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    expect(JSON.parse(localStorage.getItem('cart') as string).items).toHaveLength(2);
    expect(sessionStorage.getItem('orderDetails')).toBeNull();
  });

  it("a cart the server refuses shows the reason in red and 'Payment Setup Failed'", async () => {
    shop([{ product: cap, quantity: 1 }]);
    server.use(
      http.post('/api/create-payment-intent', () =>
        apiErrorResponse(400, 'CATALOG.PRODUCT_UNAVAILABLE', 'Some items in your cart are no longer available. Please remove them and try again.'),
      ),
    );
    const { dialog } = await openCheckout();
    expect(await dialog.findByRole('alert')).toHaveTextContent('Some items in your cart are no longer available.');
    expect(await screen.findByText('Payment Setup Failed')).toBeInTheDocument();
  });
});

describe('/cart delivery address', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('asks a cart with merchandise for the address before opening the payment: each empty field says why, the first is focused', async () => {
    shop([{ product: cap, quantity: 1 }]);
    const { user } = renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    const name = screen.getByLabelText('Full name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter the name of the delivery address.');
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('Please enter the postcode of the delivery address.');
    expect(screen.getByLabelText('Address line 2 (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('maxLength', '12');
    expect(name).toHaveAttribute('maxLength', '120');
    expect(screen.queryByRole('dialog', { name: 'COMPLETE PURCHASE' })).not.toBeInTheDocument();
  });

  it("fills a signed-in customer's name as the delivery name; a name typed before the session is known stays", async () => {
    shop([{ product: cap, quantity: 1 }]);
    server.use(http.get('/api/session', () => HttpResponse.json(AMELIA)));
    const first = renderApp('/cart');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Amelia Earhart'));
    expect(screen.getByLabelText('Address line 1')).toHaveValue('');
    first.router.dispose();
    cleanup();

    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('/api/session', async () => (await answered, HttpResponse.json(AMELIA))));
    const { store } = renderApp('/cart');
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'A Friend' } });
    answer();
    await waitFor(() => expect(accountApi.endpoints.getSession.select()(store.getState()).data?.user.name).toBe('Amelia Earhart'));
    expect(screen.getByLabelText('Full name')).toHaveValue('A Friend');
  });

  it('shows the postage in the order summary before checkout, only when merchandise is posted', async () => {
    shop([
      { product: cap, quantity: 1 },
      { product: giftCard, quantity: 1 },
    ]);
    renderApp('/cart');
    const summary = within(await screen.findByRole('complementary', { name: 'Order Summary' }));
    expect(await summary.findByText('Postage (UK)')).toBeInTheDocument();
    expect(summary.getByText('Postage (UK)').nextElementSibling).toHaveTextContent('£3.95');
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('£151.45');
  });

  it("refuses a postcode the server's rule refuses beside the field, focused, and opens no payment", async () => {
    shop([{ product: cap, quantity: 1 }]);
    const checked: unknown[] = [];
    server.use(
      http.post('/api/delivery/check', async ({ request }) => {
        checked.push(await request.json());
        const message = 'Please enter a valid UK postcode (we post within the UK only).';
        return HttpResponse.json(
          { statusCode: 400, code: 'CATALOG.INVALID_DELIVERY_ADDRESS', message, problems: [{ field: 'postcode', message }], correlationId: 'c-1' },
          { status: 400 },
        );
      }),
    );
    const { user } = renderApp('/cart');
    const proceed = await screen.findByRole('button', { name: 'Proceed to Checkout' });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: ADDRESS.name } });
    fireEvent.change(screen.getByLabelText('Address line 1'), { target: { value: ADDRESS.line1 } });
    fireEvent.change(screen.getByLabelText('Town or city'), { target: { value: ADDRESS.town } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '12345' } });
    await user.click(proceed);
    const postcode = screen.getByLabelText('Postcode');
    await waitFor(() => expect(postcode).toHaveFocus());
    expect(postcode).toHaveAccessibleDescription('Please enter a valid UK postcode (we post within the UK only).');
    expect(checked).toEqual([{ ...ADDRESS, postcode: '12345' }]);
    expect(screen.queryByRole('dialog', { name: 'COMPLETE PURCHASE' })).not.toBeInTheDocument();
    // Correcting the field clears its reason.
    fireEvent.change(postcode, { target: { value: 'EX10 0JH' } });
    expect(postcode).not.toHaveAttribute('aria-invalid');
  });

  it('asks a gift-card-only cart for no address', async () => {
    shop([{ product: giftCard, quantity: 1 }]);
    renderApp('/cart');
    await screen.findByRole('button', { name: 'Proceed to Checkout' });
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Postcode')).not.toBeInTheDocument();
  });
});
