import type { UnknownAction } from '@reduxjs/toolkit';
import { accountApi } from './api/account-api';

/**
 * The server says in the page (meta visitor-session) when the request carried no session cookie: nobody can be
 * signed in, so the session is known without GET /api/session (whose 401 a browser logs as a console error).
 * Signing in puts the session in the cache as before. Without the tag (a cookie was sent, or the Vite dev
 * server) the session is asked for.
 */
export function preloadSignedOut(dispatch: (action: UnknownAction) => unknown, page: Document = document): void {
  if (page.querySelector<HTMLMetaElement>('meta[name="visitor-session"]')?.content !== 'none') return;
  dispatch(accountApi.util.upsertQueryEntries([{ endpointName: 'getSession', arg: undefined, value: null }]));
}
