import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, type ServedPage } from './app/app';
import { preloadPages } from './app/lazy-page';
import { routes, SiteRoutes } from './app/router';
import { createStore, isApiLoaded, type AppStore } from './app/store';
import { loadCart } from './features/cart/cart-storage';
import { cartRestored } from './features/cart/cart.slice';
import { pageDevAccessStatus } from './features/dev-access/dev-access-status';
import { readServerData, servedData } from './lib/served-data';
import './index.css';

/** After hydration: the saved cart (the server rendered an empty one, so the first render had to match it). */
function RestoreCart({ store }: { store: AppStore }) {
  useEffect(() => {
    store.dispatch(cartRestored(loadCart()));
  }, [store]);
  return null;
}

/** A new task: the browser can paint and handle input between two pieces of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

function site(store: AppStore, served: ServedPage, serverRendered: boolean) {
  return (
    <StrictMode>
      <App store={store} served={served}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </App>
      {serverRendered ? <RestoreCart store={store} /> : null}
    </StrictMode>
  );
}

/**
 * A served page is already on screen, so starting the app on it is done in short tasks (a phone's main thread is
 * never held long): the bundle's evaluation, the page's modules asked for, the store, the page's data, then hydration.
 */
async function hydrate(container: HTMLElement) {
  await nextTask();
  // The page modules first, or the first render would be the loading fallback instead of the served page.
  const pageModules = preloadPages(routes, window.location.pathname);
  await nextTask();
  // Rendered with an empty cart on the server, so hydrated with one (RestoreCart puts the saved one back after).
  const store = createStore({ cart: { items: [] } });
  const queries = readServerData();
  await pageModules;
  // A page that reads its data through the API loaded it with its modules: the data goes into the API's cache.
  if (isApiLoaded()) (await import('./app/hydrate/server-data')).preloadServerData(store.dispatch, queries);
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page; an input on the served page makes React finish hydrating at once.
  startTransition(() => {
    hydrateRoot(container, site(store, { data: servedData(queries), devAccess: pageDevAccessStatus() }, true));
  });
}

const container = document.getElementById('root')!;
if (container.hasChildNodes()) void hydrate(container);
else createRoot(container).render(site(createStore(), { devAccess: pageDevAccessStatus() }, false));
