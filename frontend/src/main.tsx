import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './app/app';
import { loadMatchedRoutes } from './app/hydrate/load-matched-routes';
import { preloadServerData } from './app/hydrate/server-data';
import { routes } from './app/router';
import { createStore, type AppStore } from './app/store';
import { loadCart } from './features/cart/cart-storage';
import { cartRestored } from './features/cart/cart.slice';
import { preloadSignedOut } from './features/account/preload-signed-out';
import { preloadDevAccessStatus } from './features/dev-access/preload-dev-access-status';
import './index.css';

/** After hydration: the saved cart (the server rendered an empty one, so the first render had to match it). */
function RestoreCart({ store }: { store: AppStore }) {
  useEffect(() => {
    store.dispatch(cartRestored(loadCart()));
  }, [store]);
  return null;
}

async function start(container: HTMLElement) {
  const serverRendered = container.hasChildNodes();
  const store = createStore(serverRendered ? { cart: { items: [] } } : undefined);
  preloadDevAccessStatus(store.dispatch);
  preloadSignedOut(store.dispatch);
  const site = () => (
    <StrictMode>
      <App store={store}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </App>
      {serverRendered ? <RestoreCart store={store} /> : null}
    </StrictMode>
  );
  if (!serverRendered) {
    createRoot(container).render(site());
    return;
  }
  // The page modules first, or the first render would be the loading fallback instead of the served page; they
  // also add their API endpoints, which the data the page was rendered with belongs to.
  await loadMatchedRoutes(routes, window.location.pathname);
  preloadServerData(store.dispatch);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (one long task on a phone); the served HTML stays on screen meanwhile, and an input on it
  // makes React finish hydrating at once.
  startTransition(() => {
    hydrateRoot(container, site());
  });
}

void start(document.getElementById('root')!);
