import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadServerData } from './app/hydrate/server-data';
import { preloadPages } from './app/lazy-page';
import { routes, SiteRoutes } from './app/router';
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

/** A new task: the browser can paint and handle input between two pieces of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** What the page says about this visitor (the gate's status; nobody signed in), put in the store before the first render. */
function preloadVisitor(store: AppStore): AppStore {
  preloadDevAccessStatus(store.dispatch);
  preloadSignedOut(store.dispatch);
  return store;
}

function site(store: AppStore, serverRendered: boolean) {
  return (
    <StrictMode>
      <App store={store}>
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
 * never held long): the bundle's evaluation, the page's modules asked for, the store, what the page says about the
 * visitor, then hydration.
 */
async function hydrate(container: HTMLElement) {
  await nextTask();
  // The page modules first, or the first render would be the loading fallback instead of the served page; they
  // also add their API endpoints, which the data the page was rendered with belongs to.
  const pageModules = preloadPages(routes, window.location.pathname);
  await nextTask();
  // Rendered with an empty cart on the server, so hydrated with one (RestoreCart puts the saved one back after).
  const store = createStore({ cart: { items: [] } });
  await nextTask();
  preloadVisitor(store);
  await pageModules;
  preloadServerData(store.dispatch);
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page; an input on the served page makes React finish hydrating at once.
  startTransition(() => {
    hydrateRoot(container, site(store, true));
  });
}

const container = document.getElementById('root')!;
if (container.hasChildNodes()) void hydrate(container);
else createRoot(container).render(site(preloadVisitor(createStore()), false));
