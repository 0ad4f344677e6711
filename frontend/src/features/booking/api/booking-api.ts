import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

type DayAvailability = components['schemas']['AvailabilityDto'];
export type SlotAvailability = components['schemas']['SlotAvailabilityDto'];
export type BookingRequest = components['schemas']['CreateBookingPaymentIntentDto'];
export type BookingPaymentStarted = components['schemas']['BookingPaymentIntentDto'];
type BookingConfirmRequest = components['schemas']['ConfirmBookingPaymentDto'];
export type BookingSummary = components['schemas']['BookingSummaryDto'];
export type StaffBooking = components['schemas']['StaffBookingDto'];
export type Cancellation = components['schemas']['CancellationDto'];
type CancelBookingRequest = components['schemas']['CancelBookingDto'];
type CourseRequest = components['schemas']['FearOfFlyingPaymentIntentRequestDto'];
type CoursePaymentStarted = components['schemas']['PaymentIntentDto'];
type CourseBookingRequest = components['schemas']['CreateFearOfFlyingBookingDto'];
export type CourseBooking = components['schemas']['CourseBookingDto'];
export type ExperienceLevel = components['schemas']['ExperienceLevel'];
export type VoucherCheckRequest = components['schemas']['VoucherCheckRequestDto'];
export type VoucherCheck = components['schemas']['VoucherCheckDto'];
export type Closure = components['schemas']['ClosureDto'];
export type ClosureRequest = components['schemas']['CreateClosureDto'];
export type ClosureConflict = components['schemas']['ClosureConflictDto'];
export type DayClosedByDefault = components['schemas']['DayClosedByDefaultDto'];
export type StaffBookingRequest = components['schemas']['CreateStaffBookingDto'];
type StaffBookingCreated = components['schemas']['StaffBookingCreatedDto'];
export type StaffPaymentMethod = components['schemas']['StaffPaymentMethod'];
export type RestPaymentMethod = components['schemas']['RestPaymentMethod'];

interface AvailabilityArgs {
  date: string;
  sessionType: string;
  optionId?: string;
  /** Picks the option of that length (a booking being moved keeps its length). */
  durationMinutes?: number;
}

const withTags = api.enhanceEndpoints({ addTagTypes: ['Availability', 'CourseBookings', 'Closures'] });

const bookingApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The slots of a day for a session, each bookable, taken or past. */
    getAvailability: build.query<DayAvailability, AvailabilityArgs>({
      query: ({ date, sessionType, optionId, durationMinutes }) => ({
        url: '/availability',
        params: { date, sessionType, ...(optionId ? { optionId } : {}), ...(durationMinutes ? { durationMinutes } : {}) },
      }),
      // By day, so the live stream asks again for the day that changed only ('Availability' still drops every day).
      providesTags: (_result, _error, { date }) => [{ type: 'Availability', id: date }],
    }),
    /** Holds the slot for 15 minutes and sets up the payment for the server's price. */
    createBookingPaymentIntent: build.mutation<BookingPaymentStarted, BookingRequest>({
      query: (body) => ({ url: '/create-booking-payment-intent', method: 'POST', body }),
      // A hold or a refused one (taken meanwhile) changes what the calendar should show.
      invalidatesTags: ['Availability'],
    }),
    /**
     * After the card payment: the server asks the provider and confirms the booking (idempotent). The hold's client
     * secret proves the booker (for the manage token) when the session cookie does not come back.
     */
    confirmBookingPayment: build.mutation<BookingSummary, BookingConfirmRequest>({
      query: (body) => ({ url: '/confirm-booking-payment', method: 'POST', body }),
      invalidatesTags: ['Availability', 'Bookings'],
    }),
    /** What a gift voucher code covers for a session and what is left to pay (reserves nothing). */
    checkVoucher: build.query<VoucherCheck, VoucherCheckRequest>({
      query: (body) => ({ url: '/vouchers/check', method: 'POST', body }),
    }),
    /** The customer closed the payment dialog: give the held slot back (the hold's client secret proves it is ours). */
    releaseBookingHold: build.mutation<void, { bookingId: string; clientSecret: string }>({
      query: ({ bookingId, clientSecret }) => ({
        url: `/booking-holds/${encodeURIComponent(bookingId)}/release`,
        method: 'POST',
        body: { clientSecret },
      }),
      invalidatesTags: ['Availability'],
    }),
    createFearOfFlyingPaymentIntent: build.mutation<CoursePaymentStarted, CourseRequest>({
      query: (body) => ({ url: '/create-fear-of-flying-payment-intent', method: 'POST', body }),
    }),
    createFearOfFlyingBooking: build.mutation<CourseBooking, CourseBookingRequest>({
      query: (body) => ({ url: '/fear-of-flying-bookings', method: 'POST', body }),
      invalidatesTags: ['CourseBookings'],
    }),
    /** Staff: bookings from today through 30 days ahead. */
    getStaffBookings: build.query<StaffBooking[], void>({
      query: () => '/bookings',
      providesTags: ['Bookings'],
    }),
    /** Staff: paid Fear of Flying course bookings. */
    getStaffCourseBookings: build.query<CourseBooking[], void>({
      query: () => '/fear-of-flying-bookings',
      providesTags: ['CourseBookings'],
    }),
    /** Staff: cancels a confirmed booking with the Terms' refund, or another amount with a reason (goodwill). */
    cancelBooking: build.mutation<Cancellation, { bookingId: string } & CancelBookingRequest>({
      query: ({ bookingId, ...body }) => ({ url: `/bookings/${encodeURIComponent(bookingId)}/cancel`, method: 'POST', body }),
      invalidatesTags: ['Bookings', 'Availability'],
    }),
    /** Staff: moves a confirmed booking to another free slot (until it starts); the customer is e-mailed. */
    rescheduleStaffBooking: build.mutation<StaffBooking, { bookingId: string; date: string; timeSlot: string }>({
      query: ({ bookingId, date, timeSlot }) => ({
        url: `/bookings/${encodeURIComponent(bookingId)}/reschedule`,
        method: 'POST',
        body: { date, timeSlot },
      }),
      invalidatesTags: ['Bookings', 'Availability'],
    }),
    /** Staff: a refund owed on a card-by-phone or cash booking was given outside the site. */
    markBookingRefunded: build.mutation<StaffBooking, string>({
      query: (bookingId) => ({ url: `/bookings/${encodeURIComponent(bookingId)}/refunded`, method: 'POST' }),
      invalidatesTags: ['Bookings'],
    }),
    /** Staff: a refund marked by mistake, undone the same London day (owed again). */
    undoBookingRefunded: build.mutation<StaffBooking, string>({
      query: (bookingId) => ({ url: `/bookings/${encodeURIComponent(bookingId)}/refunded`, method: 'DELETE' }),
      invalidatesTags: ['Bookings'],
    }),
    /** Staff: closures from today on. */
    getClosures: build.query<Closure[], void>({
      query: () => '/admin/closures',
      providesTags: ['Closures'],
    }),
    /** Staff: books a customer on the phone or at the desk, confirmed at once (the customer is e-mailed as online). */
    createStaffBooking: build.mutation<StaffBookingCreated, StaffBookingRequest>({
      query: (body) => ({ url: '/admin/bookings', method: 'POST', body }),
      // A refused one (taken meanwhile) changes what the calendar should show too.
      invalidatesTags: ['Bookings', 'Availability'],
    }),
    /** Staff: closes a whole day or some slots; refused (409) while bookings keep that time. */
    createClosure: build.mutation<Closure[], ClosureRequest>({
      query: (body) => ({ url: '/admin/closures', method: 'POST', body }),
      invalidatesTags: ['Closures', 'Availability'],
    }),
    /** Staff: reopens closed time. */
    reopenClosure: build.mutation<void, string>({
      query: (closureId) => ({ url: `/admin/closures/${encodeURIComponent(closureId)}`, method: 'DELETE' }),
      invalidatesTags: ['Closures', 'Availability'],
    }),
    /** Staff: the next Christmas Day and 26 December, closed unless opened. */
    getDaysClosedByDefault: build.query<DayClosedByDefault[], void>({
      query: () => '/admin/closures/by-default',
      providesTags: ['Closures'],
    }),
    /** Staff: opens Christmas Day or 26 December for bookings. */
    openDayClosedByDefault: build.mutation<DayClosedByDefault, string>({
      query: (date) => ({ url: `/admin/closures/by-default/${encodeURIComponent(date)}/open`, method: 'PUT' }),
      invalidatesTags: ['Closures', 'Availability'],
    }),
    /** Staff: closes an opened Christmas Day or 26 December again; refused (409) while bookings keep that day. */
    closeDayAgain: build.mutation<void, string>({
      query: (date) => ({ url: `/admin/closures/by-default/${encodeURIComponent(date)}/open`, method: 'DELETE' }),
      invalidatesTags: ['Closures', 'Availability'],
    }),
  }),
});

/**
 * Asks again for the availability on screen of the days the live stream said changed, and of their months ('all':
 * every day and month).
 */
export const refreshAvailability = (days: readonly string[] | 'all') =>
  bookingApi.util.invalidateTags(
    days === 'all' ? ['Availability'] : days.flatMap((day) => [{ type: 'Availability' as const, id: day }, { type: 'Availability' as const, id: day.slice(0, 7) }]),
  );

export const {
  useGetAvailabilityQuery,
  useCreateBookingPaymentIntentMutation,
  useConfirmBookingPaymentMutation,
  useReleaseBookingHoldMutation,
  useCheckVoucherQuery,
  useCreateFearOfFlyingPaymentIntentMutation,
  useCreateFearOfFlyingBookingMutation,
  useGetStaffBookingsQuery,
  useGetStaffCourseBookingsQuery,
  useCancelBookingMutation,
  useRescheduleStaffBookingMutation,
  useMarkBookingRefundedMutation,
  useUndoBookingRefundedMutation,
  useCreateStaffBookingMutation,
  useGetClosuresQuery,
  useCreateClosureMutation,
  useReopenClosureMutation,
  useGetDaysClosedByDefaultQuery,
  useOpenDayClosedByDefaultMutation,
  useCloseDayAgainMutation,
} = bookingApi;
