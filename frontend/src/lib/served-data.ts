import { createContext, use, useContext, useState } from 'react';
import { useLocation } from 'react-router';
import { parseJson } from './parse-json';

/** One fulfilled query the server rendered a page with, as `api.util.upsertQueryEntries` takes it. */
export interface ServerQuery {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

export const SERVER_DATA_ID = 'server-data';

/** The queries a server-rendered page was rendered with (its `<script id="server-data">`); none on any other page. */
export function readServerData(page: Document = document): ServerQuery[] {
  const entries = parseJson(page.getElementById(SERVER_DATA_ID)?.textContent);
  return Array.isArray(entries) ? (entries as ServerQuery[]) : [];
}

/**
 * The data a page was served with, by endpoint name: in the browser, the queries written into the page; in the server
 * renderer, every query it made (one that failed is there without data, so the page renders without it).
 */
export type ServedData = ReadonlyMap<string, unknown>;

export const servedData = (queries: ServerQuery[]): ServedData => new Map(queries.map((query) => [query.endpointName, query.value]));

/** A page served without data (client-rendered, or in tests). */
export const NOTHING_SERVED: ServedData = new Map();

export const ServedDataContext = createContext(NOTHING_SERVED);

/**
 * An endpoint's data as the page was served with it: no API code is downloaded and no request made. Only on the page
 * the server rendered (its first location, before any navigation); elsewhere, or when the page was served without
 * it, the API's hook gives the current data: `loadHook` downloads its module once (the component suspends meanwhile).
 */
export function useServedOrFetched<T>(endpointName: string, loadHook: () => Promise<() => T | undefined>): T | undefined {
  const served = useContext(ServedDataContext);
  const { key } = useLocation();
  // Decided once for the life of a component, so it calls the same hooks on every render.
  const [fromPage] = useState(() => key === 'default' && served.has(endpointName));
  return fromPage ? (served.get(endpointName) as T | undefined) : use(loadHook())();
}
