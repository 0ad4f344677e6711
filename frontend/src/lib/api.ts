import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';

/** The JSON body of every API error response. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  correlationId: string;
}

/** What a failed request becomes: `message` reads "<status>: <body text or status text>" (SPEC section 8). */
export interface ApiError {
  /** The HTTP status, or 0 when no response arrived. */
  status: number;
  message: string;
  /** The server's error body, when it sent one. */
  body?: ApiErrorBody;
}

const fetchJson = fetchBaseQuery({ baseUrl: '/api', credentials: 'include', responseHandler: 'content-type' });

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

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (args, api, extra) => {
  const result = await fetchJson(args, api, extra);
  return result.error ? { error: toApiError(result.error, result.meta?.response), meta: result.meta } : result;
};

/** The one API slice for `/api`: features add their endpoints with `api.injectEndpoints({ overrideExisting: 'throw' })`. */
export const api = createApi({
  baseQuery,
  tagTypes: ['Products', 'Bookings', 'Session', 'Orders', 'Vouchers'],
  // Data never goes stale by itself (SPEC section 7): it is refreshed by tag invalidation only.
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
