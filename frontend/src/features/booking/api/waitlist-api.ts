import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';
import type { BookingPaymentStarted } from './booking-api';

export type JoinWaitlistRequest = components['schemas']['JoinWaitlistDto'];
export type WaitlistEntry = components['schemas']['WaitlistEntryDto'];
export type WaitlistOffer = components['schemas']['WaitlistOfferDto'];
export type StaffWaitlistDay = components['schemas']['StaffWaitlistDayDto'];

const withTags = api.enhanceEndpoints({ addTagTypes: ['Waitlist', 'WaitlistOffer'] });

/** The waitlist (docs/product.md, Waitlist): joining, the leave and offer links, and staff's list of a day. */
const waitlistApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    joinWaitlist: build.mutation<WaitlistEntry, JoinWaitlistRequest>({
      query: (body) => ({ url: '/waitlist', method: 'POST', body }),
      invalidatesTags: ['Waitlist'],
    }),
    getWaitlistEntry: build.query<WaitlistEntry, string>({
      query: (token) => `/waitlist/entries/${encodeURIComponent(token)}`,
      providesTags: ['Waitlist'],
    }),
    leaveWaitlist: build.mutation<WaitlistEntry, string>({
      query: (token) => ({ url: `/waitlist/entries/${encodeURIComponent(token)}/leave`, method: 'POST' }),
      invalidatesTags: ['Waitlist', 'WaitlistOffer'],
    }),
    getWaitlistOffer: build.query<WaitlistOffer, string>({
      query: (token) => `/waitlist/offers/${encodeURIComponent(token)}`,
      providesTags: ['WaitlistOffer'],
    }),
    /** Sets up the payment of the slot held for the person (the same payment when asked again). */
    startOfferPayment: build.mutation<BookingPaymentStarted, string>({
      query: (token) => ({ url: `/waitlist/offers/${encodeURIComponent(token)}/payment`, method: 'POST' }),
    }),
    getStaffWaitlist: build.query<StaffWaitlistDay, string>({
      query: (date) => ({ url: '/admin/waitlist', params: { date } }),
      providesTags: ['Waitlist'],
    }),
  }),
});

export const {
  useJoinWaitlistMutation,
  useGetWaitlistEntryQuery,
  useLeaveWaitlistMutation,
  useGetWaitlistOfferQuery,
  useStartOfferPaymentMutation,
  useGetStaffWaitlistQuery,
} = waitlistApi;
