import { createListenerMiddleware } from '@reduxjs/toolkit';
import { saveCart } from './cart-storage';
import type { CartState } from './cart-item';

/** Writes the cart to local storage after every change to it (registered in the app store). */
export const cartPersistence = createListenerMiddleware<{ cart: CartState }>();

cartPersistence.startListening({
  predicate: (_action, current, previous) => current.cart !== previous.cart,
  effect: (_action, listenerApi) => saveCart(listenerApi.getState().cart),
});
