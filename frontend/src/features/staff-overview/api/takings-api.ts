import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type TakingsReport = components['schemas']['TakingsReportDto'];
export type TakingsMethod = components['schemas']['TakingsMethod'];

const takingsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Staff: money received and refunded over a range of London dates, by method, and the gift vouchers still owed. */
    getTakings: build.query<TakingsReport, { from: string; to: string }>({
      query: (params) => ({ url: '/admin/takings', params }),
      providesTags: ['Bookings', 'Orders', 'Vouchers'],
    }),
  }),
});

export const { useGetTakingsQuery } = takingsApi;
