import { experiencesApi } from '../../../lib/experiences-api';
import type { components } from '../../../lib/api-schema';

export type StaffExperience = components['schemas']['StaffExperienceDto'];
type ExperienceEdit = components['schemas']['UpdateExperienceDto'];

/** Staff: the whole catalogue, and an edit of one experience (the public catalogue refreshes after it). */
const experiencesAdminApi = experiencesApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getStaffExperiences: build.query<StaffExperience[], void>({
      query: () => '/admin/experiences',
      providesTags: ['Experiences'],
    }),
    updateExperience: build.mutation<StaffExperience, { id: string; edit: ExperienceEdit }>({
      query: ({ id, edit }) => ({ url: `/admin/experiences/${encodeURIComponent(id)}`, method: 'PUT', body: edit }),
      invalidatesTags: ['Experiences'],
    }),
  }),
});

export const { useGetStaffExperiencesQuery, useUpdateExperienceMutation } = experiencesAdminApi;
