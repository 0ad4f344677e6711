import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../lib/api';
import type { ServerQuery } from '../../lib/served-data';

type Entries = Parameters<typeof api.util.upsertQueryEntries>[0];

/**
 * Puts the data a server-rendered page was rendered with into the API cache, for a page that reads it through the
 * API, so hydration renders the same page. Call it once the page's modules are loaded: they add the endpoints the
 * data belongs to.
 */
export function preloadServerData(dispatch: (action: UnknownAction) => unknown, entries: ServerQuery[]): void {
  // Only endpoints the loaded modules have added (a page that does not use the product list has not).
  const known = entries.filter((entry) => entry.endpointName in api.endpoints);
  dispatch(api.util.upsertQueryEntries(known as Entries));
}
