import { api } from '../../../lib/api';

export interface DevAccessStatus {
  requiresAuth: boolean;
  authenticated: boolean;
}

export const devAccessApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDevAccessStatus: build.query<DevAccessStatus, void>({
      query: () => '/dev-auth/status',
    }),
    verifyDevAccess: build.mutation<{ authenticated: boolean }, string>({
      query: (password) => ({ url: '/dev-auth/verify', method: 'POST', body: { password } }),
      // The cached status is what opens the site, so a granted password updates it in place.
      async onQueryStarted(_password, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            devAccessApi.util.updateQueryData('getDevAccessStatus', undefined, (status) => {
              status.authenticated = data.authenticated;
            }),
          );
        } catch {
          // A refused password is reported by the gate screen.
        }
      },
    }),
  }),
});

export const { useGetDevAccessStatusQuery, useVerifyDevAccessMutation } = devAccessApi;
