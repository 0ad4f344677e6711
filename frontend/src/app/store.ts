import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { toastSlice } from '../components/toast/toast.slice';
import { cartPersistence } from '../features/cart/cart-persistence';
import { cartSlice } from '../features/cart/cart.slice';

/** Slices that join the store when their module loads: lib/api.ts adds the API's (see joinStore). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by module augmentation
export interface LazyLoadedSlices {}

const rootReducer = combineSlices(cartSlice, toastSlice).withLazyLoadedSlices<LazyLoadedSlices>();
const lazyMiddleware = createDynamicMiddleware();
const joined = new Set<keyof LazyLoadedSlices>();

/**
 * The API slice and its middleware join every store, made before or after, when lib/api.ts loads: a page that needs
 * no API (a content page, its prices served with it) never downloads RTK Query.
 */
export function joinStore<Path extends keyof LazyLoadedSlices>(slice: {
  reducerPath: Path;
  reducer: Reducer<LazyLoadedSlices[Path]>;
  middleware: Middleware;
}): void {
  rootReducer.inject(slice);
  lazyMiddleware.addMiddleware(slice.middleware);
  joined.add(slice.reducerPath);
}

/** Whether a lazily loaded slice has joined the stores (its module loaded). */
export const isJoined = (path: keyof LazyLoadedSlices): boolean => joined.has(path);

/** The store's state; the API's slice is there once lib/api.ts has loaded, which every reader of it imports. */
export type RootState = ReturnType<typeof rootReducer> & Required<LazyLoadedSlices>;

/** The thunk argument: the server renderer has no page URL, so it names the API's origin. */
export interface StoreExtra {
  apiOrigin?: string;
}

export function createStore(preloadedState?: Partial<RootState>, extra: StoreExtra = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(cartPersistence.middleware).concat(lazyMiddleware.middleware),
  });
  return store as Omit<typeof store, 'getState'> & { getState: () => RootState };
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
