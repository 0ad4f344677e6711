import { useMemo } from 'react';
import { api } from './api';
import type { components } from './api-schema';

type Experience = components['schemas']['ExperienceDto'];

/** The one catalogue of experiences (GET /api/experiences): every page that shows or sells one reads its price here. */
export const experiencesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getExperiences: build.query<Experience[], void>({
      query: () => '/experiences',
      providesTags: ['Experiences'],
      // Staff may change a price at any time: a page opened later shows the new one.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetExperiencesQuery } = experiencesApi;

/** The catalogue's current data, for content pages opened by navigation (lib/experiences.ts, useExperienceOnSale). */
export const useCatalogue = () => useGetExperiencesQuery().data;

/** Experience names by id, to show "Try and Fly" rather than its id (undefined while the catalogue loads). */
export function useExperienceNames(): Record<string, string> | undefined {
  const { data: experiences } = useGetExperiencesQuery();
  return useMemo(() => experiences && Object.fromEntries(experiences.map((experience) => [experience.id, experience.name])), [experiences]);
}

