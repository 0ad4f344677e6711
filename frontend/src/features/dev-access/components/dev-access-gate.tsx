import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { fetchDevAccessStatus, type DevAccessStatus } from '../dev-access-status';
import { BrandSplash } from './brand-splash';

// Only pre-launch visitors need the password form, so it stays out of the first download.
const AccessScreen = lazy(() => import('./access-screen').then(({ AccessScreen }) => ({ default: AccessScreen })));

/**
 * Shows the site only once the pre-launch gate is off or passed (docs/product.md, Pre-launch gate). `served` is the
 * status the page was served with; without it (the Vite dev server) the status is asked for, and a failed call leaves
 * none (null): the site opens as if no gate were set.
 */
export function DevAccessGate({ served, children }: { served?: DevAccessStatus; children: ReactNode }) {
  const [status, setStatus] = useState<DevAccessStatus | null | undefined>(served);
  useEffect(() => {
    if (served) return;
    let current = true;
    void fetchDevAccessStatus().then((answer) => current && setStatus(answer));
    return () => {
      current = false;
    };
  }, [served]);

  if (status === undefined) return <BrandSplash />;
  if (status?.requiresAuth && !status.authenticated) {
    return (
      <Suspense fallback={<BrandSplash />}>
        <AccessScreen onVerified={(authenticated) => setStatus({ ...status, authenticated })} />
      </Suspense>
    );
  }
  return children;
}
