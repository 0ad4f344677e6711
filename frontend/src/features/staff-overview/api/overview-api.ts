import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

type StaffOverview = components['schemas']['StaffOverviewDto'];

const overviewApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Staff: the figures on top of the admin panel; refreshed when a booking, order or enquiry changes. */
    getStaffOverview: build.query<StaffOverview, void>({
      query: () => '/admin/overview',
      providesTags: ['Bookings', 'Orders', 'Enquiries'],
    }),
  }),
});

export const { useGetStaffOverviewQuery } = overviewApi;
