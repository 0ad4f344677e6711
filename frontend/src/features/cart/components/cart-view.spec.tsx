import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createStore } from '../../../app/store';
import type { CartProduct } from '../cart-item';
import { CartView } from './cart-view';

const cap: CartProduct = { id: 'p-cap', name: 'Skyward Cap', price: 2200, category: 'Merchandise', description: 'A cap.', image: null };

function renderCart(props: Parameters<typeof CartView>[0]) {
  const store = createStore({ cart: { items: [{ product: cap, quantity: 1 }] } });
  const view = (next: Parameters<typeof CartView>[0]) => (
    <AppProviders store={store}>
      <MemoryRouter>
        <CartView {...next} />
      </MemoryRouter>
    </AppProviders>
  );
  const result = render(view(props));
  return { rerender: (next: Parameters<typeof CartView>[0]) => result.rerender(view(next)) };
}

describe('Proceed to Checkout', () => {
  beforeEach(() => localStorage.clear());

  it('waits for the current prices, then opens checkout', async () => {
    const onCheckout = vi.fn();
    const { rerender } = renderCart({ currentProducts: undefined, onCheckout });
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(screen.getByText('Checking current prices…')).toBeInTheDocument();

    rerender({ currentProducts: [cap], onCheckout });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });

  it('cannot be used while a line is unavailable, or when the prices could not be checked', () => {
    const onCheckout = vi.fn();
    const { rerender } = renderCart({ currentProducts: [], onCheckout });
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    rerender({ currentProducts: undefined, pricesFailed: true, onCheckout });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not check the current prices.');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });
});
