import { lazy, Suspense, type ReactNode } from 'react';
import { useGetDevAccessStatusQuery } from '../api/dev-access-api';
import { BrandSplash } from './brand-splash';

// Only pre-launch visitors need the password form, so it stays out of the first download.
const AccessScreen = lazy(() => import('./access-screen').then(({ AccessScreen }) => ({ default: AccessScreen })));

/** Shows the site only once the pre-launch gate is off or passed (SPEC section 4, "app start"). */
export function DevAccessGate({ children }: { children: ReactNode }) {
  const { data: status, isLoading } = useGetDevAccessStatusQuery();
  if (isLoading) return <BrandSplash />;
  // A failed status call leaves no data: the site opens as if no gate were set (SPEC section 8).
  if (status?.requiresAuth && !status.authenticated) {
    return (
      <Suspense fallback={<BrandSplash />}>
        <AccessScreen />
      </Suspense>
    );
  }
  return children;
}
