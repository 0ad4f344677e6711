import { type ReactNode, useEffect } from 'react';
import { DevAccessGate } from '../features/dev-access/components/dev-access-gate';
import type { DevAccessStatus } from '../features/dev-access/dev-access-status';
import { NOTHING_SERVED, ServedDataContext, type ServedData } from '../lib/served-data';
import { AppProviders } from './providers';
import type { AppStore } from './store';

/** What the page was served with: its data (content pages read it without the API) and the gate's status for this visitor. */
export interface ServedPage {
  data?: ServedData;
  devAccess?: DevAccessStatus;
}

/** The whole site around its router: the browser's, the server's static one, or a memory one in tests. */
export function App({ store, served = {}, children }: { store: AppStore; served?: ServedPage; children: ReactNode }) {
  // Marks the page interactive once React has taken over the served HTML (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ServedDataContext value={served.data ?? NOTHING_SERVED}>
      <AppProviders store={store}>
        <DevAccessGate served={served.devAccess}>{children}</DevAccessGate>
      </AppProviders>
    </ServedDataContext>
  );
}
