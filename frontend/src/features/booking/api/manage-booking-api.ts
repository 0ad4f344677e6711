import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type ManagedBooking = components['schemas']['ManagedBookingDto'];
type CustomerCancellation = components['schemas']['CustomerCancellationDto'];

/** Which booking to manage: by the signed link from the e-mail, or as the signed-in owner from the dashboard. */
export type ManageTarget = { token: string } | { bookingId: string };

const base = (target: ManageTarget) =>
  'token' in target
    ? `/manage-booking/${encodeURIComponent(target.token)}`
    : `/my-bookings/${encodeURIComponent(target.bookingId)}`;
const key = (target: ManageTarget) => ('token' in target ? target.token : target.bookingId);

const withTags = api.enhanceEndpoints({ addTagTypes: ['ManagedBooking', 'Availability'] });

export const manageBookingApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The booking, what cancelling now would refund, and whether it can still be moved. */
    getManagedBooking: build.query<ManagedBooking, ManageTarget>({
      query: (target) => base(target),
      providesTags: (_result, _error, target) => [{ type: 'ManagedBooking', id: key(target) }],
    }),
    /** Moves it to another free slot of the same session (until 48 hours before). */
    rescheduleBooking: build.mutation<ManagedBooking, { target: ManageTarget; date: string; timeSlot: string }>({
      query: ({ target, date, timeSlot }) => ({ url: `${base(target)}/reschedule`, method: 'POST', body: { date, timeSlot } }),
      invalidatesTags: (_result, _error, { target }) => [{ type: 'ManagedBooking', id: key(target) }, 'Availability', 'Bookings'],
    }),
    /** Cancels it with the Terms' refund. */
    cancelManagedBooking: build.mutation<CustomerCancellation, ManageTarget>({
      query: (target) => ({ url: `${base(target)}/cancel`, method: 'POST' }),
      invalidatesTags: (_result, _error, target) => [{ type: 'ManagedBooking', id: key(target) }, 'Availability', 'Bookings'],
    }),
  }),
});

export const { useGetManagedBookingQuery, useRescheduleBookingMutation, useCancelManagedBookingMutation } = manageBookingApi;
