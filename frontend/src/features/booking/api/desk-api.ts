import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';
import type { StaffBooking } from './staff-bookings-api';

export type Attendance = components['schemas']['Attendance'];
export type KnownCustomer = components['schemas']['CustomerSummaryDto'];
type CustomerPage = components['schemas']['CustomerPageDto'];
export type EditBooking = components['schemas']['EditBookingDto'];
export type BookingOption = components['schemas']['BookingOptionDto'];
export type OptionPriceChange = components['schemas']['OptionPriceChangeDto'];

const deskApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Staff: the customer checked in or did not come (null undoes it); the day sheet shows it. */
    recordAttendance: build.mutation<StaffBooking, { id: string; attendance: Attendance | null }>({
      query: ({ id, attendance }) => ({ url: `/admin/bookings/${id}/attendance`, method: 'PUT', body: { attendance } }),
      invalidatesTags: ['Bookings'],
    }),
    /** Staff: the few customers who booked before whose name, e-mail, phone or reference match (NEW BOOKING's search). */
    findKnownCustomers: build.query<CustomerPage, string>({
      query: (q) => ({ url: '/admin/customers/list', params: { q, pageSize: 5 } }),
    }),
    /** Staff: the confirmation e-mail (with its .ics and manage link) sent again. */
    resendConfirmation: build.mutation<StaffBooking, string>({
      query: (id) => ({ url: `/admin/bookings/${id}/resend-confirmation`, method: 'POST' }),
    }),
    /** Staff: what changing the booking to this option would cost or give back (the server prices it). */
    previewOptionPrice: build.mutation<OptionPriceChange, { id: string; option: BookingOption }>({
      query: ({ id, option }) => ({ url: `/admin/bookings/${id}/option-price`, method: 'POST', body: option }),
    }),
    /** Staff: the customer's details, who flies, or the experience option changed. */
    editBooking: build.mutation<StaffBooking, { id: string; edit: EditBooking }>({
      query: ({ id, edit }) => ({ url: `/admin/bookings/${id}`, method: 'PATCH', body: edit }),
      invalidatesTags: ['Bookings'],
    }),
    /** Staff: the desk took what was left to pay after a change to a dearer experience. */
    markAmountTaken: build.mutation<StaffBooking, string>({
      query: (id) => ({ url: `/admin/bookings/${id}/amount-due/taken`, method: 'POST' }),
      invalidatesTags: ['Bookings'],
    }),
  }),
});

export const {
  useMarkAmountTakenMutation,
  useRecordAttendanceMutation,
  useResendConfirmationMutation,
  useFindKnownCustomersQuery,
  usePreviewOptionPriceMutation,
  useEditBookingMutation,
} = deskApi;
