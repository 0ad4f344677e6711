import { api } from '../../../lib/api';
import type { components, operations } from '../../../lib/api-schema';

type DaySheet = components['schemas']['DaySheetDto'];
export type DaySheetEntry = components['schemas']['DaySheetEntryDto'];
export type FoundBooking = components['schemas']['FoundBookingDto'];
type FoundBookingPage = components['schemas']['FoundBookingPageDto'];
type FoundBookingQuery = operations['BookingsRangeAdminController_find']['parameters']['query'];

const daySheetApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Staff: one day's confirmed bookings in slot order, for the instructor. */
    getDaySheet: build.query<DaySheet, string>({
      query: (date) => ({ url: '/admin/day-sheet', params: { date } }),
      providesTags: ['Bookings'],
    }),
    /** Staff: one page of the bookings of a date range (confirmed, cancelled, slot lost), by date then slot, searchable. */
    findBookings: build.query<FoundBookingPage, FoundBookingQuery>({
      query: (params) => ({ url: '/admin/bookings', params }),
      providesTags: ['Bookings'],
    }),
  }),
});

export const { useGetDaySheetQuery, useFindBookingsQuery } = daySheetApi;

/** Where the browser downloads the bookings CSV of a date range (the session cookie goes with it). */
export const bookingsCsvUrl = (from: string, to: string) => `/api/admin/bookings.csv?${new URLSearchParams({ from, to })}`;
