import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type Closure = components['schemas']['ClosureDto'];
export type ClosureRequest = components['schemas']['CreateClosureDto'];
export type ClosureConflict = components['schemas']['ClosureConflictDto'];
export type DayClosedByDefault = components['schemas']['DayClosedByDefaultDto'];

/** The CLOSURES tab's endpoints (staff only): closed days and slots, and the days closed unless staff open them. */
const closuresApi = api.enhanceEndpoints({ addTagTypes: ['Closures', 'Availability'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** closures from today on. */
    getClosures: build.query<Closure[], void>({
      query: () => '/admin/closures',
      providesTags: ['Closures'],
    }),
    /** closes a whole day or some slots; refused (409) while bookings keep that time. */
    createClosure: build.mutation<Closure[], ClosureRequest>({
      query: (body) => ({ url: '/admin/closures', method: 'POST', body }),
      invalidatesTags: ['Closures', 'Availability'],
    }),
    /** reopens closed time. */
    reopenClosure: build.mutation<void, string>({
      query: (closureId) => ({ url: `/admin/closures/${encodeURIComponent(closureId)}`, method: 'DELETE' }),
      invalidatesTags: ['Closures', 'Availability'],
    }),
    /** the next Christmas Day and 26 December, closed unless opened. */
    getDaysClosedByDefault: build.query<DayClosedByDefault[], void>({
      query: () => '/admin/closures/by-default',
      providesTags: ['Closures'],
    }),
    /** opens Christmas Day or 26 December for bookings. */
    openDayClosedByDefault: build.mutation<DayClosedByDefault, string>({
      query: (date) => ({ url: `/admin/closures/by-default/${encodeURIComponent(date)}/open`, method: 'PUT' }),
      invalidatesTags: ['Closures', 'Availability'],
    }),
    /** closes an opened Christmas Day or 26 December again; refused (409) while bookings keep that day. */
    closeDayAgain: build.mutation<void, string>({
      query: (date) => ({ url: `/admin/closures/by-default/${encodeURIComponent(date)}/open`, method: 'DELETE' }),
      invalidatesTags: ['Closures', 'Availability'],
    }),
  }),
});

export const {
  useGetClosuresQuery,
  useCreateClosureMutation,
  useReopenClosureMutation,
  useGetDaysClosedByDefaultQuery,
  useOpenDayClosedByDefaultMutation,
  useCloseDayAgainMutation,
} = closuresApi;
