import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';
import type { StaffBooking } from './staff-bookings-api';

export type CancellationPreview = components['schemas']['CancellationPreviewDto'];

const bookingMoneyApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Staff: what cancelling a booking now would give back under the Terms, before they confirm. */
    getCancellationPreview: build.query<CancellationPreview, string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}/cancellation`,
      keepUnusedDataFor: 0,
    }),
    /** Staff: the desk took the cash of a cash-on-arrival booking; it now counts in takings. */
    markCashReceived: build.mutation<StaffBooking, string>({
      query: (id) => ({ url: `/bookings/${encodeURIComponent(id)}/cash-received`, method: 'POST' }),
      invalidatesTags: ['Bookings'],
    }),
    /** Staff: a "cash received" marked by mistake taken back (the same day only). */
    undoCashReceived: build.mutation<StaffBooking, string>({
      query: (id) => ({ url: `/bookings/${encodeURIComponent(id)}/cash-received`, method: 'DELETE' }),
      invalidatesTags: ['Bookings'],
    }),
  }),
});

export const { useGetCancellationPreviewQuery, useMarkCashReceivedMutation, useUndoCashReceivedMutation } = bookingMoneyApi;
