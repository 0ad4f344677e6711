import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onSigningIn, pageSaysSignedOut } from '../visitor-session';
import { AccountLinks, type AccountPlacement } from './account-links';

// The session needs the API: it is downloaded only when someone may be signed in (see HeaderAccount).
const SessionAccount = lazy(() => import('./session-account').then(({ SessionAccount }) => ({ default: SessionAccount })));

/** The server renders the corner signed out, and hydration keeps what it served. */
const servedSignedOut = () => true;

/**
 * The header's account corner (docs/product.md, Pages: header): MY ACCOUNT goes to /dashboard when signed in
 * (/account otherwise), beside the signed-in name and Sign out. The server renders it signed out, and so does
 * hydration; then the session is shown when someone may be signed in: the page did not say nobody is, or someone
 * signs in on it. A visitor the page says is signed out keeps the served corner: no session chunk, query or render.
 */
export function HeaderAccount(placement: AccountPlacement) {
  const signedOut = useSyncExternalStore(onSigningIn, pageSaysSignedOut, servedSignedOut);
  if (signedOut) return <AccountLinks {...placement} />;
  return (
    <Suspense fallback={<AccountLinks {...placement} />}>
      <SessionAccount {...placement} />
    </Suspense>
  );
}
