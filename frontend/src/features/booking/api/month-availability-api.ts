import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type MonthAvailability = components['schemas']['MonthAvailabilityDto'];
export type DayState = components['schemas']['DayState'];

interface MonthArgs {
  /** 'YYYY-MM'. */
  month: string;
  sessionType: string;
  optionId?: string;
}

const monthApi = api.enhanceEndpoints({ addTagTypes: ['Availability'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Each day of a month from today marked open, full, closed or past for the option (one request per month shown). */
    getMonthAvailability: build.query<MonthAvailability, MonthArgs>({
      query: ({ month, sessionType, optionId }) => ({
        url: '/availability/month',
        params: { month, sessionType, ...(optionId ? { optionId } : {}) },
      }),
      providesTags: (_result, _error, { month }) => [{ type: 'Availability', id: month }],
    }),
  }),
});

export const { useGetMonthAvailabilityQuery } = monthApi;
