import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { joinStore, type StoreExtra } from '../app/store';
import type { ApiError, ApiErrorBody } from './api-error';

// 'no-cache': the browser asks again every time, with the ETag it holds (a 304 when nothing changed), so a list
// that a mutation invalidated is never answered from the HTTP cache the public reads' Cache-Control allows a CDN.
const fetchJson = fetchBaseQuery({ baseUrl: '/api', credentials: 'include', cache: 'no-cache', responseHandler: 'content-type' });

function isErrorBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && 'statusCode' in data && 'code' in data && 'message' in data;
}

function toApiError(error: FetchBaseQueryError, response: Response | undefined): ApiError {
  if (error.status === 'PARSING_ERROR') {
    return { status: error.originalStatus, message: `${error.originalStatus}: ${error.data || response?.statusText}` };
  }
  if (typeof error.status !== 'number') return { status: 0, message: error.error };
  const text = typeof error.data === 'string' ? error.data : error.data == null ? '' : JSON.stringify(error.data);
  return {
    status: error.status,
    message: `${error.status}: ${text || response?.statusText}`,
    body: isErrorBody(error.data) ? error.data : undefined,
  };
}

/** `/api`-relative in the browser; absolute when the server renders a page (fetchBaseQuery keeps absolute URLs). */
function onOrigin(args: string | FetchArgs, origin: string | undefined): string | FetchArgs {
  if (!origin) return args;
  return typeof args === 'string' ? `${origin}/api${args}` : { ...args, url: `${origin}/api${args.url}` };
}

/** The base query every endpoint of the one API slice runs through. */
export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta>;

const baseQuery: ApiBaseQuery = async (args, api, extra) => {
  const result = await fetchJson(onOrigin(args, (api.extra as StoreExtra | undefined)?.apiOrigin), api, extra);
  return result.error ? { error: toApiError(result.error, result.meta?.response), meta: result.meta } : result;
};

/** The one API slice for `/api`: features add their endpoints with `api.injectEndpoints({ overrideExisting: 'throw' })`. */
export const api = createApi({
  baseQuery,
  tagTypes: ['Products', 'Bookings', 'Session', 'Orders', 'Vouchers', 'Subscribers', 'Enquiries', 'Experiences'],
  // Data never goes stale by itself: it is refreshed by tag invalidation only.
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

// The API's slice joins the store now that its module has loaded (a page without it never downloads RTK Query).
declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a slot the store declares, typed here
  interface LazyLoadedSlices extends WithSlice<typeof api> {}
}
joinStore(api);
