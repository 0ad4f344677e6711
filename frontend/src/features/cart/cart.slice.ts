import { createSlice } from '@reduxjs/toolkit';

export interface CartProduct {
  id: string;
  name: string;
  /** Integer pence. */
  price: number;
  category: string;
  description: string;
  image: string | null;
}

export interface CartItem {
  product: CartProduct;
  quantity: number;
}

export interface CartState {
  items: CartItem[];
}

const initialState: CartState = { items: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {},
  selectors: {
    selectCartCount: (state) => state.items.reduce((count, item) => count + item.quantity, 0),
  },
});

export const { selectCartCount } = cartSlice.selectors;
