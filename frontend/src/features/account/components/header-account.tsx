import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../../lib/store-hooks';
import { pageSaysSignedOut } from '../visitor-session';
import { AccountLinks, type AccountPlacement } from './account-links';

// The session needs the API: it is downloaded only when someone may be signed in (see HeaderAccount).
const SessionAccount = lazy(() => import('./session-account').then(({ SessionAccount }) => ({ default: SessionAccount })));

const noSubscription = () => () => {};

/**
 * The header's account corner (docs/product.md, Pages: header): MY ACCOUNT goes to /dashboard when signed in
 * (/account otherwise), beside the signed-in name and Sign out. The server renders it signed out, and so does
 * hydration; then the session is shown when someone may be signed in: the page did not say nobody is, or the API
 * has loaded (someone may sign in on this page).
 */
export function HeaderAccount(placement: AccountPlacement) {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const apiLoaded = useAppSelector((state) => 'api' in state);
  if (!hydrated || (!apiLoaded && pageSaysSignedOut())) return <AccountLinks {...placement} />;
  return (
    <Suspense fallback={<AccountLinks {...placement} />}>
      <SessionAccount {...placement} />
    </Suspense>
  );
}
