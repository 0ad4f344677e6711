import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';
import type { CourseBooking } from './booking-api';

export type WeekCalendar = components['schemas']['WeekCalendarDto'];
export type WeekDay = components['schemas']['WeekDayDto'];
export type WeekCell = components['schemas']['WeekCellDto'];
type CourseCancellation = components['schemas']['CourseCancellationDto'];
export type ManagedCourse = components['schemas']['ManagedCourseDto'];

const withTags = api.enhanceEndpoints({ addTagTypes: ['Availability', 'CourseBookings', 'Closures', 'ManagedCourse'] });

/** What a course's date changes: the course list, the calendar and day sheet, availability and the ENQUIRIES inbox. */
const COURSE_CHANGES = ['CourseBookings', 'Bookings', 'Availability', 'Enquiries'] as const;

/** The Fear of Flying course on the calendar (docs/product.md, Fear of Flying course) and the staff week calendar. */
const courseCalendarApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Staff: every slot of the London week a date falls in. */
    getWeekCalendar: build.query<WeekCalendar, string>({
      query: (date) => ({ url: '/admin/week-calendar', params: { date } }),
      providesTags: ['Bookings', 'CourseBookings', 'Closures'],
    }),
    /** Staff: give a booked course its date and start time, or move it. */
    setCourseDate: build.mutation<CourseBooking, { courseId: string; date: string; startTime: string }>({
      query: ({ courseId, ...body }) => ({ url: `/fear-of-flying-bookings/${courseId}/date`, method: 'POST', body }),
      invalidatesTags: [...COURSE_CHANGES],
    }),
    /** Staff: cancel a booked course, refunded by the Terms. */
    cancelCourse: build.mutation<CourseCancellation, string>({
      query: (courseId) => ({ url: `/fear-of-flying-bookings/${courseId}/cancel`, method: 'POST' }),
      invalidatesTags: [...COURSE_CHANGES],
    }),
    /** The customer's course, by its signed manage link. */
    getManagedCourse: build.query<ManagedCourse, string>({
      query: (token) => `/manage-course/${token}`,
      providesTags: ['ManagedCourse'],
    }),
    cancelManagedCourse: build.mutation<ManagedCourse, string>({
      query: (token) => ({ url: `/manage-course/${token}/cancel`, method: 'POST' }),
      invalidatesTags: ['ManagedCourse'],
    }),
    changeCoursePreferredDate: build.mutation<ManagedCourse, { token: string; preferredDate: string | null }>({
      query: ({ token, preferredDate }) => ({
        url: `/manage-course/${token}/preferred-date`,
        method: 'POST',
        body: { preferredDate },
      }),
      invalidatesTags: ['ManagedCourse'],
    }),
  }),
});

export const {
  useGetWeekCalendarQuery,
  useSetCourseDateMutation,
  useCancelCourseMutation,
  useGetManagedCourseQuery,
  useCancelManagedCourseMutation,
  useChangeCoursePreferredDateMutation,
} = courseCalendarApi;
