import { api } from '../../../lib/api';
import type { components, operations } from '../../../lib/api-schema';

export type StaffEnquiry = components['schemas']['StaffEnquiryDto'];
type StaffEnquiryPage = components['schemas']['StaffEnquiryPageDto'];
export type EnquiryStatus = components['schemas']['EnquiryStatus'];
type EnquiryListQuery = NonNullable<operations['EnquiriesAdminController_list']['parameters']['query']>;
type EnquiryUpdate = components['schemas']['UpdateEnquiryDto'] & Pick<StaffEnquiry, 'id' | 'kind'>;

const enquiryAdminApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Staff: one page of the enquiries inbox, newest first. */
    getStaffEnquiries: build.query<StaffEnquiryPage, EnquiryListQuery>({
      query: (params) => ({ url: '/admin/enquiries', params }),
      providesTags: ['Enquiries'],
    }),
    /** Staff: a new status or note for one enquiry (a contact message or a course awaiting its date). */
    updateEnquiry: build.mutation<StaffEnquiry, EnquiryUpdate>({
      query: ({ id, kind, ...body }) => ({
        url: kind === 'course' ? `/admin/enquiries/courses/${id}` : `/admin/enquiries/${id}`,
        method: 'PATCH',
        body,
      }),
      // A refused save changed nothing: the list is not asked again, so a card being typed in stays (signed out, say).
      invalidatesTags: (_result, error) => (error ? [] : ['Enquiries']),
    }),
  }),
});

export const { useGetStaffEnquiriesQuery, useUpdateEnquiryMutation } = enquiryAdminApi;
