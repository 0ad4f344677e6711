import { lazy, Suspense, type ReactNode } from 'react';
import { useGetDevAccessStatusQuery } from '../api/dev-access-api';
import { BrandSplash } from './brand-splash';

// Only pre-launch visitors need the password form, so it stays out of the first download.
const AccessScreen = lazy(() => import('./access-screen').then(({ AccessScreen }) => ({ default: AccessScreen })));

/** Shows the site only once the pre-launch gate is off or passed (docs/product.md, Pre-launch gate). */
export function DevAccessGate({ children }: { children: ReactNode }) {
  const { data: status, isLoading } = useGetDevAccessStatusQuery();
  if (isLoading) return <BrandSplash />;
  // A failed status call leaves no data: the site opens as if no gate were set (docs/product.md, Pre-launch gate).
  if (status?.requiresAuth && !status.authenticated) {
    return (
      <Suspense fallback={<BrandSplash />}>
        <AccessScreen />
      </Suspense>
    );
  }
  return children;
}
