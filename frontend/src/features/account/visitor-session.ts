const SIGNED_OUT = 'meta[name="visitor-session"][content="none"]';

/**
 * The server says in the page (meta visitor-session) when the request carried no session cookie: nobody is signed in
 * until someone signs in here, so the header needs no API and GET /api/session (whose 401 a browser logs as a console
 * error) is not asked. Without the tag (a cookie was sent, or the Vite dev server) the session is asked for.
 */
export const pageSaysSignedOut = (page: Document = document): boolean => page.querySelector(SIGNED_OUT) !== null;

const listeners = new Set<() => void>();

/** Calls `listener` when someone starts signing in on this page (for useSyncExternalStore with pageSaysSignedOut). */
export function onSigningIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Someone is signing in on this page: it no longer says nobody is, and the session is asked for from now on. */
export function signingIn(page: Document = document): void {
  page.querySelector(SIGNED_OUT)?.remove();
  for (const listener of listeners) listener();
}
