import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type CustomerLookup = components['schemas']['CustomerLookupDto'];

const customersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Staff: one customer's bookings, courses, orders, vouchers and enquiries, by e-mail or reference. */
    lookUpCustomer: build.query<CustomerLookup, string>({
      query: (q) => ({ url: '/admin/customers', params: { q } }),
      providesTags: ['Bookings', 'Orders', 'Enquiries'],
    }),
  }),
});

export const { useLookUpCustomerQuery } = customersApi;
