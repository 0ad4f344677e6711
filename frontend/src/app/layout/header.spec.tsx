import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../features/cart/cart.slice';
import { renderApp } from '../../testing/render-app';

const line = (id: string, quantity: number): CartItem => ({
  product: { id, name: `Gift Card ${id}`, price: 12900, category: 'Gift Card', description: 'A gift', image: null },
  quantity,
});

describe('header', () => {
  it('shows no cart badge while the cart is empty', async () => {
    renderApp();
    const cart = await screen.findByRole('link', { name: 'Cart' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent(/^$/);
  });

  it('shows the number of items in the cart', async () => {
    renderApp('/', { preloadedState: { cart: { items: [line('a', 2), line('b', 1)] } } });
    const cart = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveTextContent('3');
  });

  it('has a mobile menu that toggles and closes on navigation', async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'Scenario Flights' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Scenario Flights' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
