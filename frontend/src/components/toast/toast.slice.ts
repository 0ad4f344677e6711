import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ShownToast extends ToastMessage {
  id: string;
  open: boolean;
}

// One toast at a time (docs/product.md, Texts and timings): a new toast replaces the current one.
const initialState: { current: ShownToast | null } = { current: null };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<ToastMessage & { id: string }>) {
        state.current = { ...action.payload, open: true };
      },
      prepare: (message: ToastMessage) => ({ payload: { ...message, id: nanoid() } }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      if (state.current?.id === action.payload) state.current.open = false;
    },
  },
  selectors: {
    selectToast: (state) => state.current,
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;
export const { selectToast } = toastSlice.selectors;
