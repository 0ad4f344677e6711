import { api } from './api';
import type { components } from './api-schema';

/** The Terms' cancellation refunds as the API serves them (GET /api/refund-terms): the one source of every text that names them. */
export type RefundTerms = components['schemas']['RefundTermsDto'];

export const refundTermsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getRefundTerms: build.query<RefundTerms, void>({ query: () => '/refund-terms' }),
  }),
});

/** The pieces the texts are made of: '48 hours', '24 hours', '24 to 48 hours', '24 and 48 hours', '50%'. */
export interface RefundWords {
  full: string;
  part: string;
  band: string;
  between: string;
  percent: string;
}

export const refundWords = ({ fullRefundHours, partRefundHours, partRefundPercent }: RefundTerms): RefundWords => ({
  full: `${fullRefundHours} hours`,
  part: `${partRefundHours} hours`,
  band: `${partRefundHours} to ${fullRefundHours} hours`,
  between: `${partRefundHours} and ${fullRefundHours} hours`,
  percent: `${partRefundPercent}%`,
});

/** The Terms' words for a page's texts (undefined while they load; a server-rendered page has them from the start). */
export function useRefundWords(): RefundWords | undefined {
  const { data } = refundTermsApi.useGetRefundTermsQuery();
  return data && refundWords(data);
}
