import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/router';
import { createStore, type RootState } from '../app/store';

/** Renders the whole site at `route` with the real store and routes; answer its /api calls with MSW. */
export function renderApp(route = '/', { preloadedState }: { preloadedState?: Partial<RootState> } = {}) {
  const store = createStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  render(
    <App store={store}>
      <RouterProvider router={router} />
    </App>,
  );
  return { store, router, user };
}
