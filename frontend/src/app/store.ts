import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { toastSlice } from '../components/toast/toast.slice';
import { cartPersistence } from '../features/cart/cart-persistence';
import { cartSlice } from '../features/cart/cart.slice';
import { api, type ApiExtra } from '../lib/api';

const rootReducer = combineSlices(api, cartSlice, toastSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function createStore(preloadedState?: Partial<RootState>, extra: ApiExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(cartPersistence.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
