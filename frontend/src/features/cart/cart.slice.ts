import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartGift, CartItem, CartProduct, CartState } from './cart-item';
import { loadCart } from './cart-storage';

/** The most of one product in an order (the server refuses more). */
export const MAX_QUANTITY = 99;

const clampQuantity = (quantity: number) => Math.min(MAX_QUANTITY, Math.floor(quantity));

export const cartSlice = createSlice({
  name: 'cart',
  // Restored from local storage when the store is created (docs/product.md, Shop and cart); a bad value is an empty cart.
  initialState: (): CartState => loadCart(),
  reducers: {
    /** Adds `amount` (default 1) of a product: a product already in the cart has its quantity raised. */
    cartItemAdded: {
      reducer(state, action: PayloadAction<{ product: CartProduct; amount: number }>) {
        const { product, amount } = action.payload;
        if (!Number.isFinite(amount) || amount < 1) return;
        const line = state.items.find((item) => item.product.id === product.id);
        if (line) {
          line.quantity = clampQuantity(line.quantity + amount);
          line.product = product;
          delete line.unavailable;
        } else {
          state.items.push({ product, quantity: clampQuantity(amount) });
        }
      },
      prepare: (product: CartProduct, amount = 1) => ({ payload: { product, amount } }),
    },
    /** Sets a line's quantity; zero or less removes the line. */
    cartQuantityUpdated(state, action: PayloadAction<{ productId: string; quantity: number }>) {
      const { productId, quantity } = action.payload;
      if (!Number.isFinite(quantity)) return;
      if (quantity <= 0) {
        state.items = state.items.filter((item) => item.product.id !== productId);
        return;
      }
      const line = state.items.find((item) => item.product.id === productId);
      if (line) line.quantity = clampQuantity(quantity);
    },
    /** Sends a gift card line to a recipient (or, with null, back to the buyer). */
    cartGiftChanged(state, action: PayloadAction<{ productId: string; gift: CartGift | null }>) {
      const line = state.items.find((item) => item.product.id === action.payload.productId);
      if (!line) return;
      if (action.payload.gift) line.gift = action.payload.gift;
      else delete line.gift;
    },
    cartItemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.product.id !== action.payload);
    },
    /** The saved cart, put back after a server-rendered page has hydrated (the server renders an empty cart). */
    cartRestored(_state, action: PayloadAction<CartState>) {
      return action.payload;
    },
    cartCleared(state) {
      state.items = [];
    },
    /**
     * The shop's current products (GET /api/products, active only): each line takes the current name,
     * price and picture; a line whose product is not among them is marked unavailable.
     */
    cartRepriced(state, action: PayloadAction<CartProduct[]>) {
      const current = new Map(action.payload.map((product) => [product.id, product]));
      for (const line of state.items) {
        const product = current.get(line.product.id);
        if (product) {
          line.product = { id: product.id, name: product.name, price: product.price, category: product.category, description: product.description, image: product.image };
          delete line.unavailable;
        } else {
          line.unavailable = true;
        }
      }
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    /** How many items can be bought: the header badge and the order summary. */
    selectCartCount: (state) => state.items.reduce((count, item) => (item.unavailable ? count : count + item.quantity), 0),
    /** Integer pence of everything that can be bought. */
    selectCartTotal: (state) => state.items.reduce((total, item) => (item.unavailable ? total : total + item.product.price * item.quantity), 0),
    selectHasUnavailableItems: (state) => state.items.some((item) => item.unavailable),
  },
});

export const { cartItemAdded, cartQuantityUpdated, cartGiftChanged, cartItemRemoved, cartCleared, cartRestored, cartRepriced } = cartSlice.actions;
export const { selectCartItems, selectCartCount, selectCartTotal, selectHasUnavailableItems } = cartSlice.selectors;

/** A gift card line as the payment request sends it: the day left out means today. */
export interface CheckoutGift {
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  deliverOn?: string;
}

/** The cart's payment request lines: product ids, quantities and any recipient (never prices: the server prices them). */
export function checkoutItems(items: CartItem[]): { productId: string; quantity: number; gift?: CheckoutGift }[] {
  return items
    .filter((item) => !item.unavailable)
    .map(({ product, quantity, gift }) => ({
      productId: product.id,
      quantity,
      ...(gift
        ? {
            gift: {
              recipientName: gift.recipientName.trim(),
              recipientEmail: gift.recipientEmail.trim(),
              message: gift.message.trim() || null,
              ...(gift.deliverOn ? { deliverOn: gift.deliverOn } : {}),
            },
          }
        : {}),
    }));
}

/** What stops the checkout of a gift sent to a recipient (a name and an e-mail are needed), or null. */
export function giftProblem(items: CartItem[]): string | null {
  const incomplete = items.find((item) => !item.unavailable && item.gift && (!item.gift.recipientName.trim() || !item.gift.recipientEmail.trim()));
  return incomplete ? `Please give the recipient's name and e-mail address for ${incomplete.product.name}.` : null;
}
