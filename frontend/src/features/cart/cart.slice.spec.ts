import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cartCleared,
  cartItemAdded,
  cartItemRemoved,
  cartQuantityUpdated,
  cartRepriced,
  cartSlice,
  checkoutItems,
  selectCartCount,
  selectCartItems,
  selectCartTotal,
  selectHasUnavailableItems,
} from './cart.slice';
import type { CartProduct } from './cart-item';

const product = (id: string, price: number, name = `Product ${id}`): CartProduct => ({
  id,
  name,
  price,
  category: 'Gift Card',
  description: `About ${id}`,
  image: null,
});
const tryAndFly = product('a', 12900, 'Try and Fly Gift Card');
const cap = product('b', 2200, 'Skyward Cap');

const newStore = () => configureStore({ reducer: { cart: cartSlice.reducer } });

describe('cart rules (docs/product.md, Shop and cart)', () => {
  let store: ReturnType<typeof newStore>;
  beforeEach(() => {
    localStorage.clear();
    store = newStore();
  });
  const items = () => selectCartItems(store.getState());

  it('starts empty', () => {
    expect(items()).toEqual([]);
    expect(selectCartCount(store.getState())).toBe(0);
    expect(selectCartTotal(store.getState())).toBe(0);
  });

  it('adds one by default and appends new products as new lines', () => {
    store.dispatch(cartItemAdded(tryAndFly));
    store.dispatch(cartItemAdded(cap, 3));
    expect(items()).toEqual([
      { product: tryAndFly, quantity: 1 },
      { product: cap, quantity: 3 },
    ]);
  });

  it('raises the quantity of a product already in the cart by the amount added', () => {
    store.dispatch(cartItemAdded(tryAndFly));
    store.dispatch(cartItemAdded(tryAndFly, 2));
    expect(items()).toEqual([{ product: tryAndFly, quantity: 3 }]);
  });

  it('ignores adding zero, a negative or a non-number amount', () => {
    store.dispatch(cartItemAdded(tryAndFly, 0));
    store.dispatch(cartItemAdded(tryAndFly, -2));
    store.dispatch(cartItemAdded(tryAndFly, Number.NaN));
    expect(items()).toEqual([]);
  });

  it('keeps a line at most 99, the most one order may hold', () => {
    store.dispatch(cartItemAdded(tryAndFly, 98));
    store.dispatch(cartItemAdded(tryAndFly, 5));
    expect(items()[0].quantity).toBe(99);
    store.dispatch(cartQuantityUpdated({ productId: 'a', quantity: 500 }));
    expect(items()[0].quantity).toBe(99);
  });

  it('updates a quantity, and zero or less removes the line', () => {
    store.dispatch(cartItemAdded(tryAndFly));
    store.dispatch(cartItemAdded(cap));
    store.dispatch(cartQuantityUpdated({ productId: 'a', quantity: 4 }));
    expect(items()[0].quantity).toBe(4);
    store.dispatch(cartQuantityUpdated({ productId: 'a', quantity: 0 }));
    expect(items().map((item) => item.product.id)).toEqual(['b']);
    store.dispatch(cartQuantityUpdated({ productId: 'b', quantity: -1 }));
    expect(items()).toEqual([]);
  });

  it('removes a line and clears the cart', () => {
    store.dispatch(cartItemAdded(tryAndFly));
    store.dispatch(cartItemAdded(cap));
    store.dispatch(cartItemRemoved('a'));
    expect(items().map((item) => item.product.id)).toEqual(['b']);
    store.dispatch(cartCleared());
    expect(items()).toEqual([]);
  });

  it('totals price times quantity in pence and counts items', () => {
    store.dispatch(cartItemAdded(tryAndFly, 2));
    store.dispatch(cartItemAdded(cap, 3));
    expect(selectCartTotal(store.getState())).toBe(2 * 12900 + 3 * 2200);
    expect(selectCartCount(store.getState())).toBe(5);
  });

  it("re-prices lines from the shop's current products and marks a product no longer sold as unavailable", () => {
    store.dispatch(cartItemAdded(tryAndFly, 2));
    store.dispatch(cartItemAdded(cap, 1));
    store.dispatch(cartRepriced([{ ...tryAndFly, price: 13900, name: 'Try and Fly Gift Card (new)' }]));
    expect(items()).toEqual([
      { product: { ...tryAndFly, price: 13900, name: 'Try and Fly Gift Card (new)' }, quantity: 2 },
      { product: cap, quantity: 1, unavailable: true },
    ]);
    expect(selectHasUnavailableItems(store.getState())).toBe(true);
    expect(selectCartTotal(store.getState())).toBe(2 * 13900);
    expect(selectCartCount(store.getState())).toBe(2);
    expect(checkoutItems(items())).toEqual([{ productId: 'a', quantity: 2 }]);

    store.dispatch(cartRepriced([tryAndFly, cap]));
    expect(selectHasUnavailableItems(store.getState())).toBe(false);
  });
});
