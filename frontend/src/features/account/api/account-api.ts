import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query/react';
import { api, type ApiBaseQuery } from '../../../lib/api';
import type { ApiError } from '../../../lib/api-error';
import type { components } from '../../../lib/api-schema';
import { pageSaysSignedOut, signingIn } from '../visitor-session';

export type AccountSession = components['schemas']['AccountSessionDto'];
export type AccountUser = AccountSession['user'];
export type LoginRequest = components['schemas']['SignInDto'];
export type TwoFactorEnrolment = components['schemas']['TwoFactorEnrolmentDto'];
export type UpcomingBooking = components['schemas']['UpcomingBookingDto'];
export type PastBooking = components['schemas']['PastBookingDto'];
export type MyOrder = components['schemas']['MyOrderDto'];

/** Where the signed-in customer downloads everything held about them (a plain link: the browser saves the file). */
export const MY_DATA_EXPORT_URL = '/api/my-account/export';
export type PasswordResetRequested = components['schemas']['PasswordResetRequestedDto'];
export type CompletePasswordReset = components['schemas']['CompletePasswordResetDto'];

/**
 * A request answered with the new session (signing in, setting a password): the session shows at once, and is asked
 * for from now on (even a refresh the request starts before its answer is read here).
 */
const showNewSession: TypedMutationOnQueryStarted<
  AccountSession,
  LoginRequest | CompletePasswordReset,
  ApiBaseQuery,
  'api'
> = async (_arg, { dispatch, queryFulfilled }) => {
  signingIn();
  try {
    const { data } = await queryFulfilled;
    dispatch(accountApi.util.upsertQueryData('getSession', undefined, data));
  } catch {
    // The form reports the failure.
  }
};

export const accountApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The signed-in user, or null when nobody is signed in (the API's 401, or the page says so). */
    getSession: build.query<AccountSession | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        if (pageSaysSignedOut()) return { data: null };
        const result = await baseQuery('/session');
        if (!result.error) return { data: result.data as AccountSession };
        const error = result.error as ApiError;
        return error.status === 401 ? { data: null } : { error };
      },
      providesTags: ['Session'],
    }),
    login: build.mutation<AccountSession, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      // The answer is the new session: show it at once, and refresh everything that depends on who is signed in.
      onQueryStarted: showNewSession,
      invalidatesTags: ['Session', 'Bookings'],
    }),
    /** A staff member's first sign-in: after the password, the authenticator secret and its QR code. */
    startTwoFactorEnrolment: build.mutation<TwoFactorEnrolment, components['schemas']['LoginDto']>({
      query: (body) => ({ url: '/login/two-factor', method: 'POST', body }),
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
    /** The dashboard's past and cancelled bookings (with refunds). */
    getPastBookings: build.query<PastBooking[], void>({
      query: () => '/my-past-bookings',
      providesTags: ['Bookings', 'Session'],
    }),
    /** The dashboard's orders and the gift vouchers they issued. */
    getMyOrders: build.query<MyOrder[], void>({
      query: () => '/my-orders',
      providesTags: ['Orders', 'Session'],
    }),
    /** Deletes the signed-in account (its password asked again); the session ends with it. */
    deleteAccount: build.mutation<void, string>({
      query: (password) => ({ url: '/my-account', method: 'DELETE', body: { password } }),
    }),
    requestPasswordReset: build.mutation<PasswordResetRequested, string>({
      query: (email) => ({ url: '/password-reset', method: 'POST', body: { email } }),
    }),
    completePasswordReset: build.mutation<AccountSession, CompletePasswordReset>({
      query: (body) => ({ url: '/password-reset/confirm', method: 'POST', body }),
      onQueryStarted: showNewSession,
      invalidatesTags: ['Session', 'Bookings'],
    }),
  }),
});

export const {
  useGetSessionQuery,
  useLoginMutation,
  useStartTwoFactorEnrolmentMutation,
  useLogoutMutation,
  useGetMyBookingsQuery,
  useGetPastBookingsQuery,
  useGetMyOrdersQuery,
  useDeleteAccountMutation,
  useRequestPasswordResetMutation,
  useCompletePasswordResetMutation,
} = accountApi;

/** 'Invalid credentials' or a 401 means there is no such account (docs/product.md, Accounts). */
export function isInvalidCredentials(error: unknown): boolean {
  const apiError = error as Partial<ApiError> | undefined;
  return apiError?.status === 401 || Boolean(apiError?.message?.includes('Invalid credentials'));
}
