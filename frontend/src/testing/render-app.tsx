import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { App, type ServedPage } from '../app/app';
import { AppProviders } from '../app/providers';
import { SiteRoutes } from '../app/router';
import { createStore, type AppStore, type RootState } from '../app/store';
import { server } from './server';

/**
 * Renders the whole site at `route` with the real store and routes; answer its /api calls with MSW.
 * Pass a `store` to render with one prepared before the first render, and `served` for what the page was served with.
 */
export function renderApp(
  route = '/',
  {
    preloadedState,
    store = createStore(preloadedState),
    served,
  }: { preloadedState?: Partial<RootState>; store?: AppStore; served?: ServedPage } = {},
) {
  // A memory data router around the site's routes: a test reads its location and navigates with it.
  const router = createMemoryRouter([{ path: '*', Component: SiteRoutes }], { initialEntries: [route] });
  const user = userEvent.setup();
  render(
    <App store={store} served={served}>
      <RouterProvider router={router} />
    </App>,
  );
  return { store, router, user };
}

/**
 * Renders one component with a fresh real store and the toaster, without routes; answer its /api calls with MSW,
 * e.g. with `handlers`, which take precedence over the defaults.
 */
export function renderWithStore(ui: ReactElement, ...handlers: RequestHandler[]) {
  server.use(...handlers);
  return render(<AppProviders store={createStore()}>{ui}</AppProviders>);
}
