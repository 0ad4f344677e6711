import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

type DayAvailability = components['schemas']['AvailabilityDto'];
export type SlotAvailability = components['schemas']['SlotAvailabilityDto'];
export type BookingRequest = components['schemas']['CreateBookingPaymentIntentDto'];
export type BookingPaymentStarted = components['schemas']['BookingPaymentIntentDto'];
type BookingConfirmRequest = components['schemas']['ConfirmBookingPaymentDto'];
export type BookingSummary = components['schemas']['BookingSummaryDto'];
type CourseRequest = components['schemas']['FearOfFlyingPaymentIntentRequestDto'];
type CoursePaymentStarted = components['schemas']['PaymentIntentDto'];
type CourseBookingRequest = components['schemas']['CreateFearOfFlyingBookingDto'];
export type CourseBooking = components['schemas']['CourseBookingDto'];
export type ExperienceLevel = components['schemas']['ExperienceLevel'];
export type VoucherCheckRequest = components['schemas']['VoucherCheckRequestDto'];
export type VoucherCheck = components['schemas']['VoucherCheckDto'];

interface AvailabilityArgs {
  date: string;
  sessionType: string;
  optionId?: string;
  /** Picks the option of that length (a booking being moved keeps its length). */
  durationMinutes?: number;
}

/** The customer's booking endpoints: a day's slots, holding and paying for one, gift vouchers, the Fear of Flying course. */
const bookingApi = api.enhanceEndpoints({ addTagTypes: ['Availability', 'CourseBookings'] }).injectEndpoints({
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
} = bookingApi;
