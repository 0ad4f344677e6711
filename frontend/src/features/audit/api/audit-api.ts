import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type AuditList = components['schemas']['AuditListDto'];
export type AuditEntry = components['schemas']['AuditEntryDto'];

/** The AUDIT tab's filters: London dates (inclusive), and optionally a person and a kind. */
export interface AuditFilter {
  from: string;
  to: string;
  actorId?: string;
  kind?: string;
}

/** The filter as query parameters, leaving out the ones not chosen. */
export const auditParams = ({ from, to, actorId, kind }: AuditFilter): Record<string, string> => ({
  from,
  to,
  ...(actorId ? { actorId } : {}),
  ...(kind ? { kind } : {}),
});

const auditApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Owner: the staff changes matching the filter, newest first, with the people and kinds to filter by. */
    getAudit: build.query<AuditList, AuditFilter>({
      query: (filter) => ({ url: '/admin/audit', params: auditParams(filter) }),
      // Any staff change adds an entry: the trail is read again after each.
      providesTags: ['Bookings', 'Orders', 'Vouchers', 'Products', 'Experiences', 'Enquiries', 'Subscribers'],
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;
