import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type Attendance = components['schemas']['Attendance'];
type StaffBooking = components['schemas']['StaffBookingDto'];
export type KnownCustomer = components['schemas']['CustomerSummaryDto'];
type CustomerPage = components['schemas']['CustomerPageDto'];

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
  }),
});

export const { useRecordAttendanceMutation, useResendConfirmationMutation, useFindKnownCustomersQuery } = deskApi;
