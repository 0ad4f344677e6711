import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { toastSlice } from '../components/toast/toast.slice';
import { cartPersistence } from '../features/cart/cart-persistence';
import { cartSlice } from '../features/cart/cart.slice';

/** The API's slice, which joins the store when lib/api.ts loads (see joinStore); typed there. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by module augmentation
export interface LazyLoadedSlices {}

const combineRootReducer = () => combineSlices(cartSlice, toastSlice).withLazyLoadedSlices<LazyLoadedSlices>();
let combined: ReturnType<typeof combineRootReducer> | undefined;
/**
 * Combined when the first store is made, not when the main script is evaluated: combining checks each slice's reducer
 * (the cart's reads local storage), ~25 ms of a phone's main thread at 6x CPU that otherwise lengthens the task
 * evaluating the main script; the browser's first store is made in a start-up task of its own (main.tsx).
 */
const rootReducer = () => (combined ??= combineRootReducer());
const lazyMiddleware = createDynamicMiddleware();
let apiLoaded = false;
// Stores made before the API's module loaded (the browser's, when the page needs no API at first): its slice is put in
// their state as it joins, since RTK Query reads that state before its first action reaches the reducer.
const storesBeforeApi = new Set<{ dispatch: (action: UnknownAction) => unknown }>();

/**
 * The API slice and its middleware join every store, made before or after, when lib/api.ts loads: a page that needs
 * no API (a content page, its prices served with it) never downloads RTK Query.
 */
export function joinStore<Path extends keyof LazyLoadedSlices>(slice: {
  reducerPath: Path;
  reducer: Reducer<LazyLoadedSlices[Path]>;
  middleware: Middleware;
}): void {
  rootReducer().inject(slice);
  lazyMiddleware.addMiddleware(slice.middleware);
  apiLoaded = true;
  for (const store of storesBeforeApi) store.dispatch({ type: `${slice.reducerPath}/joined` });
  storesBeforeApi.clear();
}

/** Whether the API's module has loaded (and joined the stores). */
export const isApiLoaded = (): boolean => apiLoaded;

/** The store's state; the API's slice is there once lib/api.ts has loaded, which every reader of it imports. */
export type RootState = ReturnType<ReturnType<typeof combineRootReducer>> & Required<LazyLoadedSlices>;

/** The thunk argument: the server renderer has no page URL, so it names the API's origin. */
export interface StoreExtra {
  apiOrigin?: string;
}

export function createStore(preloadedState?: Partial<RootState>, extra: StoreExtra = {}) {
  const store = configureStore({
    reducer: rootReducer(),
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(cartPersistence).concat(lazyMiddleware.middleware),
  });
  if (!apiLoaded) storesBeforeApi.add(store);
  return store as Omit<typeof store, 'getState'> & { getState: () => RootState };
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
