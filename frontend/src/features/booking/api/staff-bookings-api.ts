import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';
import type { CourseBooking } from './booking-api';

export type StaffBooking = components['schemas']['StaffBookingDto'];
export type Cancellation = components['schemas']['CancellationDto'];
type CancelBookingRequest = components['schemas']['CancelBookingDto'];
export type StaffBookingRequest = components['schemas']['CreateStaffBookingDto'];
type StaffBookingCreated = components['schemas']['StaffBookingCreatedDto'];
export type StaffPaymentMethod = components['schemas']['StaffPaymentMethod'];
export type RestPaymentMethod = components['schemas']['RestPaymentMethod'];

/** The BOOKINGS tab's endpoints (staff only): the coming bookings and courses, and what the desk does to a booking. */
const staffBookingsApi = api.enhanceEndpoints({ addTagTypes: ['Availability', 'CourseBookings'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** bookings from today through 30 days ahead. */
    getStaffBookings: build.query<StaffBooking[], void>({
      query: () => '/bookings',
      providesTags: ['Bookings'],
    }),
    /** paid Fear of Flying course bookings. */
    getStaffCourseBookings: build.query<CourseBooking[], void>({
      query: () => '/fear-of-flying-bookings',
      providesTags: ['CourseBookings'],
    }),
    /** cancels a confirmed booking with the Terms' refund, or another amount with a reason (goodwill). */
    cancelBooking: build.mutation<Cancellation, { bookingId: string } & CancelBookingRequest>({
      query: ({ bookingId, ...body }) => ({ url: `/bookings/${encodeURIComponent(bookingId)}/cancel`, method: 'POST', body }),
      invalidatesTags: ['Bookings', 'Availability'],
    }),
    /** moves a confirmed booking to another free slot (until it starts); the customer is e-mailed. */
    rescheduleStaffBooking: build.mutation<StaffBooking, { bookingId: string; date: string; timeSlot: string }>({
      query: ({ bookingId, date, timeSlot }) => ({
        url: `/bookings/${encodeURIComponent(bookingId)}/reschedule`,
        method: 'POST',
        body: { date, timeSlot },
      }),
      invalidatesTags: ['Bookings', 'Availability'],
    }),
    /** a refund owed on a card-by-phone or cash booking was given outside the site. */
    markBookingRefunded: build.mutation<StaffBooking, string>({
      query: (bookingId) => ({ url: `/bookings/${encodeURIComponent(bookingId)}/refunded`, method: 'POST' }),
      invalidatesTags: ['Bookings'],
    }),
    /** a refund marked by mistake, undone the same London day (owed again). */
    undoBookingRefunded: build.mutation<StaffBooking, string>({
      query: (bookingId) => ({ url: `/bookings/${encodeURIComponent(bookingId)}/refunded`, method: 'DELETE' }),
      invalidatesTags: ['Bookings'],
    }),
    /** books a customer on the phone or at the desk, confirmed at once (the customer is e-mailed as online). */
    createStaffBooking: build.mutation<StaffBookingCreated, StaffBookingRequest>({
      query: (body) => ({ url: '/admin/bookings', method: 'POST', body }),
      // A refused one (taken meanwhile) changes what the calendar should show too.
      invalidatesTags: ['Bookings', 'Availability'],
    }),
  }),
});

export const {
  useGetStaffBookingsQuery,
  useGetStaffCourseBookingsQuery,
  useCancelBookingMutation,
  useRescheduleStaffBookingMutation,
  useMarkBookingRefundedMutation,
  useUndoBookingRefundedMutation,
  useCreateStaffBookingMutation,
} = staffBookingsApi;
