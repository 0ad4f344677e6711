import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../lib/api';
import { parseJson } from '../../lib/parse-json';

/** One fulfilled query the server rendered with, as `api.util.upsertQueryEntries` takes it. */
export interface ServerQuery {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

export const SERVER_DATA_ID = 'server-data';

type Entries = Parameters<typeof api.util.upsertQueryEntries>[0];

/**
 * Puts the data a server-rendered page was rendered with into the API cache, so hydration renders the same page.
 * Call it once the page's modules are loaded: they add the endpoints the data belongs to.
 */
export function preloadServerData(dispatch: (action: UnknownAction) => unknown, page: Document = document): void {
  const entries = parseJson(page.getElementById(SERVER_DATA_ID)?.textContent);
  if (!Array.isArray(entries)) return;
  // Only endpoints the loaded modules have added (a page that does not use the product list has not).
  const known = (entries as ServerQuery[]).filter((entry) => entry.endpointName in api.endpoints);
  dispatch(api.util.upsertQueryEntries(known as Entries));
}
