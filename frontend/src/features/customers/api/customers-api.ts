import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type CustomerLookup = components['schemas']['CustomerLookupDto'];
export type CustomerSummary = components['schemas']['CustomerSummaryDto'];
type CustomerPage = components['schemas']['CustomerPageDto'];
type CustomerNote = components['schemas']['CustomerNoteDto'];

const customersApi = api.enhanceEndpoints({ addTagTypes: ['CustomerNotes'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Staff: one customer's bookings, courses, orders, vouchers and enquiries, and staff's note, by e-mail or reference. */
    lookUpCustomer: build.query<CustomerLookup, string>({
      query: (q) => ({ url: '/admin/customers', params: { q } }),
      providesTags: ['Bookings', 'Orders', 'Enquiries', 'CustomerNotes'],
    }),
    /** Staff: the people who booked, newest first, a page at a time, matching name, e-mail, phone or reference. */
    listCustomers: build.query<CustomerPage, { q: string; page: number }>({
      query: ({ q, page }) => ({ url: '/admin/customers/list', params: { q, page, pageSize: 20 } }),
      providesTags: ['Bookings'],
    }),
    /** Staff: the note on a customer saved (blank removes it). */
    writeCustomerNote: build.mutation<CustomerNote | null, { email: string; note: string }>({
      query: (body) => ({ url: '/admin/customers/note', method: 'PUT', body }),
      invalidatesTags: ['CustomerNotes'],
    }),
  }),
});

export const { useLookUpCustomerQuery, useListCustomersQuery, useWriteCustomerNoteMutation } = customersApi;
