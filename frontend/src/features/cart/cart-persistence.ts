import type { Middleware } from '@reduxjs/toolkit';
import { saveCart } from './cart-storage';
import type { CartState } from './cart-item';

/**
 * Writes the cart to local storage after every change to it (registered in the app store). A plain middleware: RTK's
 * listener middleware would add its code to every page's first download.
 */
export const cartPersistence: Middleware<object, { cart: CartState }> = (store) => (next) => (action) => {
  const before = store.getState().cart;
  const result = next(action);
  const { cart } = store.getState();
  if (cart !== before) saveCart(cart);
  return result;
};
