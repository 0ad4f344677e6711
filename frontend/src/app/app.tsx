import { type ReactNode, useEffect } from 'react';
import { DevAccessGate } from '../features/dev-access/components/dev-access-gate';
import { AppProviders } from './providers';
import type { AppStore } from './store';

/** The whole site around its router: the browser's, the server's static one, or a memory one in tests. */
export function App({ store, children }: { store: AppStore; children: ReactNode }) {
  // Marks the page interactive once React has taken over the served HTML (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppProviders store={store}>
      <DevAccessGate>{children}</DevAccessGate>
    </AppProviders>
  );
}
