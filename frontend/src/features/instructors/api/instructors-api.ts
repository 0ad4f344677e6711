import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type Instructor = components['schemas']['InstructorDto'];
export type InstructorEdit = components['schemas']['SaveInstructorDto'];
export type RosterDay = components['schemas']['RosterDayDto'];
export type Leave = components['schemas']['LeaveDto'];
export type LeaveRequest = components['schemas']['AddLeaveDto'];
export type LeaveWithAffected = components['schemas']['LeaveWithAffectedDto'];
export type AffectedLesson = components['schemas']['AffectedLessonDto'];
export type Lesson = components['schemas']['LessonDto'];
export type Schedule = components['schemas']['ScheduleDto'];

const withTags = api.enhanceEndpoints({ addTagTypes: ['Instructors', 'Schedule'] });

/** The INSTRUCTORS tab and the instructor's schedule (docs/product.md, Instructors). */
const instructorsApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getInstructors: build.query<components['schemas']['InstructorsDto'], void>({
      query: () => '/admin/instructors',
      providesTags: ['Instructors'],
    }),
    saveInstructor: build.mutation<Instructor, { id: string | null; edit: InstructorEdit }>({
      query: ({ id, edit }) => ({
        url: id ? `/admin/instructors/${id}` : '/admin/instructors',
        method: id ? 'PUT' : 'POST',
        body: edit,
      }),
      invalidatesTags: ['Instructors', 'Schedule'],
    }),
    addLeave: build.mutation<LeaveWithAffected, { instructorId: string; leave: LeaveRequest }>({
      query: ({ instructorId, leave }) => ({ url: `/admin/instructors/${instructorId}/leave`, method: 'POST', body: leave }),
      invalidatesTags: ['Instructors', 'Schedule'],
    }),
    removeLeave: build.mutation<void, string>({
      query: (leaveId) => ({ url: `/admin/instructors/leave/${leaveId}`, method: 'DELETE' }),
      invalidatesTags: ['Instructors', 'Schedule'],
    }),
    getAffected: build.query<LeaveWithAffected, string>({
      query: (leaveId) => `/admin/instructors/leave/${leaveId}/affected`,
      providesTags: ['Instructors', 'Schedule'],
    }),
    getCandidates: build.query<components['schemas']['InstructorNameDto'][], { kind: Lesson['kind']; id: string }>({
      query: ({ kind, id }) => `/admin/instructors/lessons/${kind}/${id}/candidates`,
      providesTags: ['Schedule'],
    }),
    reassignLesson: build.mutation<void, { kind: Lesson['kind']; id: string; instructorId: string }>({
      query: ({ kind, id, instructorId }) => ({
        url: `/admin/instructors/lessons/${kind}/${id}/instructor`,
        method: 'PUT',
        body: { instructorId },
      }),
      invalidatesTags: ['Instructors', 'Schedule'],
    }),
    getSchedule: build.query<Schedule, { from?: string; instructorId?: string }>({
      query: ({ from, instructorId }) => ({ url: '/admin/instructors/schedule', params: { from, instructorId } }),
      providesTags: ['Schedule'],
    }),
  }),
});

export const {
  useGetInstructorsQuery,
  useSaveInstructorMutation,
  useAddLeaveMutation,
  useRemoveLeaveMutation,
  useGetAffectedQuery,
  useGetCandidatesQuery,
  useReassignLessonMutation,
  useGetScheduleQuery,
} = instructorsApi;
