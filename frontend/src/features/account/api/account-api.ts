import { api, type ApiError } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type AccountSession = components['schemas']['AccountSessionDto'];
export type AccountUser = AccountSession['user'];
export type LoginRequest = components['schemas']['LoginDto'];
export type UpcomingBooking = components['schemas']['UpcomingBookingDto'];
export type PasswordResetRequested = components['schemas']['PasswordResetRequestedDto'];
export type CompletePasswordReset = components['schemas']['CompletePasswordResetDto'];
type SessionCatalogueEntry = components['schemas']['SessionDto'];

export const accountApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The signed-in user; a 401 (nobody signed in) is an error (SPEC section 7). */
    getSession: build.query<AccountSession, void>({
      query: () => '/session',
      providesTags: ['Session'],
    }),
    login: build.mutation<AccountSession, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      // The answer is the new session: show it at once, and refresh everything that depends on who is signed in.
      async onQueryStarted(_credentials, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getSession', undefined, data));
        } catch {
          // The form reports the failure.
        }
      },
      invalidatesTags: ['Session', 'Bookings'],
    }),
    /** Use it through useLogOut, which also clears the cache and leaves the page. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    /** The dashboard's Upcoming Sessions; asked only when a session exists. */
    getMyBookings: build.query<UpcomingBooking[], void>({
      query: () => '/my-bookings',
      providesTags: ['Bookings', 'Session'],
    }),
    /** Session names by id, to show "Try and Fly" rather than its id. */
    getSessionNames: build.query<Record<string, string>, void>({
      query: () => '/sessions',
      transformResponse: (sessions: SessionCatalogueEntry[]) =>
        Object.fromEntries(sessions.map((session) => [session.id, session.name])),
    }),
    requestPasswordReset: build.mutation<PasswordResetRequested, string>({
      query: (email) => ({ url: '/password-reset', method: 'POST', body: { email } }),
    }),
    completePasswordReset: build.mutation<AccountSession, CompletePasswordReset>({
      query: (body) => ({ url: '/password-reset/confirm', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getSession', undefined, data));
        } catch {
          // The page reports the failure.
        }
      },
      invalidatesTags: ['Session', 'Bookings'],
    }),
  }),
});

export const {
  useGetSessionQuery,
  useLoginMutation,
  useLogoutMutation,
  useGetMyBookingsQuery,
  useGetSessionNamesQuery,
  useRequestPasswordResetMutation,
  useCompletePasswordResetMutation,
} = accountApi;

/** The server's words for a failed call, or `fallback` when it sent none. */
export function errorMessage(error: unknown, fallback: string): string {
  const apiError = error as Partial<ApiError> | undefined;
  return apiError?.body?.message || fallback;
}

/** SPEC section 4: 'Invalid credentials' or a 401 means there is no such account. */
export function isInvalidCredentials(error: unknown): boolean {
  const apiError = error as Partial<ApiError> | undefined;
  return apiError?.status === 401 || Boolean(apiError?.message?.includes('Invalid credentials'));
}
