import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type StaffMember = components['schemas']['StaffMemberDto'];
export type StaffRole = components['schemas']['StaffRole'];
export type InviteStaff = components['schemas']['InviteStaffDto'];

/** The owner's STAFF tab: GET/POST /api/admin/staff and each colleague's role, access and two-step sign-in. */
const staffAccountsApi = api.enhanceEndpoints({ addTagTypes: ['Staff'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getStaff: build.query<StaffMember[], void>({
      query: () => '/admin/staff',
      providesTags: ['Staff'],
    }),
    inviteStaff: build.mutation<StaffMember, InviteStaff>({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body }),
      invalidatesTags: ['Staff'],
    }),
    changeStaffRole: build.mutation<StaffMember, { id: string; role: StaffRole }>({
      query: ({ id, role }) => ({ url: `/admin/staff/${encodeURIComponent(id)}/role`, method: 'PUT', body: { role } }),
      invalidatesTags: ['Staff'],
    }),
    changeStaffAccess: build.mutation<StaffMember, { id: string; active: boolean }>({
      query: ({ id, active }) => ({ url: `/admin/staff/${encodeURIComponent(id)}/access`, method: 'PUT', body: { active } }),
      invalidatesTags: ['Staff'],
    }),
    resetStaffTwoFactor: build.mutation<StaffMember, string>({
      query: (id) => ({ url: `/admin/staff/${encodeURIComponent(id)}/two-factor`, method: 'DELETE' }),
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const {
  useGetStaffQuery,
  useInviteStaffMutation,
  useChangeStaffRoleMutation,
  useChangeStaffAccessMutation,
  useResetStaffTwoFactorMutation,
} = staffAccountsApi;
