import { RouterProvider, type DataRouter } from 'react-router';
import { DevAccessGate } from '../features/dev-access/components/dev-access-gate';
import { AppProviders } from './providers';
import type { AppStore } from './store';

/** The whole site; main.tsx passes a browser router, tests a memory router. */
export function App({ store, router }: { store: AppStore; router: DataRouter }) {
  return (
    <AppProviders store={store}>
      <DevAccessGate>
        <RouterProvider router={router} />
      </DevAccessGate>
    </AppProviders>
  );
}
