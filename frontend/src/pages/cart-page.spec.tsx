import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItem, CartProduct } from '../features/cart/cart-item';
import type { Product } from '../features/catalog/api/catalog-api';
import { renderApp } from '../testing/render-app';
import { server } from '../testing/server';

const giftCard: CartProduct = { id: 'p-try', name: 'Try and Fly Gift Card', price: 12900, category: 'Gift Card', description: 'A first flight.', image: '/images/products/try-and-fly-gift-card.svg' };
const cap: CartProduct = { id: 'p-cap', name: 'Skyward Cap', price: 2200, category: 'Merchandise', description: 'A navy cap.', image: null };
const asProduct = (item: CartProduct): Product => ({ ...item, category: item.category as Product['category'], active: true, giftFor: null });

const savedCart = (items: CartItem[]) => localStorage.setItem('cart', JSON.stringify({ version: 1, items }));
const shopSells = (...products: CartProduct[]) => server.use(http.get('/api/products', () => HttpResponse.json(products.map(asProduct))));
const storedItems = () => JSON.parse(localStorage.getItem('cart')!).items as CartItem[];

describe('/cart', () => {
  beforeEach(() => localStorage.clear());

  it('shows the empty state with a way to the shop', async () => {
    shopSells(giftCard);
    renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'YOUR CART IS EMPTY' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Shop' })).toHaveAttribute('href', '/shop');
  });

  it('restores the saved cart and shows each line and the order summary', async () => {
    savedCart([
      { product: giftCard, quantity: 2 },
      { product: cap, quantity: 1 },
    ]);
    shopSells(giftCard, cap);
    renderApp('/cart');

    const line = within(await screen.findByRole('listitem', { name: 'Try and Fly Gift Card' }));
    expect(line.getByText('Gift Card')).toBeInTheDocument();
    expect(line.getByText('A first flight.')).toBeInTheDocument();
    expect(line.getByRole('status', { name: 'Quantity of Try and Fly Gift Card' })).toHaveTextContent('2');
    expect(line.getByText('£258.00')).toBeInTheDocument();
    expect(line.getByText('£129.00 each')).toBeInTheDocument();

    const summary = within(screen.getByRole('complementary', { name: 'Order Summary' }));
    expect(summary.getByText('Subtotal').nextSibling).toHaveTextContent('£280.00');
    expect(summary.getByText('Items').nextSibling).toHaveTextContent('3');
    // The cap is posted: the server's postage is in the total before checkout.
    expect((await summary.findByText('Postage (UK)')).nextSibling).toHaveTextContent('£3.95');
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('£283.95');
    expect(summary.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(summary.getByRole('button', { name: 'Proceed to Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('changes quantities with − and +, removes a line at zero or with Remove, and saves every change', async () => {
    savedCart([
      { product: giftCard, quantity: 1 },
      { product: cap, quantity: 1 },
    ]);
    shopSells(giftCard, cap);
    const { user } = renderApp('/cart');
    const line = within(await screen.findByRole('listitem', { name: 'Skyward Cap' }));

    await user.click(line.getByRole('button', { name: 'Increase quantity of Skyward Cap' }));
    await user.click(line.getByRole('button', { name: 'Increase quantity of Skyward Cap' }));
    expect(line.getByRole('status', { name: 'Quantity of Skyward Cap' })).toHaveTextContent('3');
    expect(line.getByText('£66.00')).toBeInTheDocument();
    expect(storedItems().find((item) => item.product.id === 'p-cap')?.quantity).toBe(3);

    await user.click(line.getByRole('button', { name: 'Decrease quantity of Skyward Cap' }));
    expect(storedItems().find((item) => item.product.id === 'p-cap')?.quantity).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Remove Try and Fly Gift Card' }));
    expect(screen.queryByRole('listitem', { name: 'Try and Fly Gift Card' })).not.toBeInTheDocument();

    await user.click(line.getByRole('button', { name: 'Decrease quantity of Skyward Cap' }));
    await user.click(line.getByRole('button', { name: 'Decrease quantity of Skyward Cap' }));
    expect(await screen.findByRole('heading', { name: 'YOUR CART IS EMPTY' })).toBeInTheDocument();
    expect(storedItems()).toEqual([]);
  });

  it("re-prices lines from the shop's current products and marks one no longer sold as unavailable", async () => {
    savedCart([
      { product: giftCard, quantity: 1 },
      { product: cap, quantity: 2 },
    ]);
    shopSells({ ...giftCard, price: 13900 });
    const { user } = renderApp('/cart');

    const line = within(await screen.findByRole('listitem', { name: 'Try and Fly Gift Card' }));
    expect(await line.findByText('£139.00 each')).toBeInTheDocument();
    const capLine = within(screen.getByRole('listitem', { name: 'Skyward Cap' }));
    expect(capLine.getByText('UNAVAILABLE')).toBeInTheDocument();
    expect(capLine.queryByRole('button', { name: /increase quantity/i })).not.toBeInTheDocument();
    const summary = within(screen.getByRole('complementary', { name: 'Order Summary' }));
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('£139.00');
    expect(summary.getByText('Remove the unavailable items to check out.')).toBeInTheDocument();
    expect(summary.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

    await user.click(capLine.getByRole('button', { name: 'Remove Skyward Cap' }));
    expect(summary.queryByText('Remove the unavailable items to check out.')).not.toBeInTheDocument();
  });

  it('shows an empty cart, without crashing, when the saved cart is corrupted', async () => {
    localStorage.setItem('cart', '{"version":1,"items":[{"product":');
    shopSells(giftCard);
    renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'YOUR CART IS EMPTY' })).toBeInTheDocument();
  });

  it('keeps the cart across a reload', async () => {
    savedCart([{ product: giftCard, quantity: 1 }]);
    shopSells(giftCard);
    const first = renderApp('/cart');
    await first.user.click(await screen.findByRole('button', { name: 'Increase quantity of Try and Fly Gift Card' }));
    first.router.dispose();
    document.body.innerHTML = '';

    renderApp('/cart');
    expect(await screen.findByRole('status', { name: 'Quantity of Try and Fly Gift Card' })).toHaveTextContent('2');
  });
});
