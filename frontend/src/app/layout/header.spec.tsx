import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../features/cart/cart-item';
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

  it('opens a desktop menu with a click and closes it with Escape (focus back on its button), outside clicks and navigation', async () => {
    const { user } = renderApp();
    const main = await screen.findByRole('navigation', { name: 'Main' });
    const experiences = within(main).getByRole('button', { name: 'EXPERIENCES' });
    expect(experiences).toHaveAttribute('aria-expanded', 'false');
    expect(within(main).queryByRole('link', { name: 'Scenario Flights' })).not.toBeInTheDocument();

    await user.click(experiences);
    expect(experiences).toHaveAttribute('aria-expanded', 'true');
    expect(within(main).getByRole('link', { name: 'Scenario Flights' })).toHaveAttribute('href', '/scenario-flights');
    await user.keyboard('{Escape}');
    expect(experiences).toHaveAttribute('aria-expanded', 'false');
    expect(experiences).toHaveFocus();

    await user.click(within(main).getByRole('button', { name: 'SIMULATOR' }));
    expect(within(main).getByRole('link', { name: 'Simulator Hire' })).toBeVisible();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(within(main).queryByRole('link', { name: 'Simulator Hire' })).not.toBeInTheDocument();

    await user.click(experiences);
    await user.click(within(main).getByRole('link', { name: 'Scenario Flights' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Scenario Flights' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'EXPERIENCES' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(main).queryByRole('link', { name: 'Scenario Flights' })).not.toBeInTheDocument();
  });
});
