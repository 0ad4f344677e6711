import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '../components/toast/toaster';
import type { AppStore } from './store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
        <Toaster />
      </Tooltip.Provider>
    </Provider>
  );
}
