import { api } from '../../../lib/api';

export const devAccessApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    verifyDevAccess: build.mutation<{ authenticated: boolean }, string>({
      query: (password) => ({ url: '/dev-auth/verify', method: 'POST', body: { password } }),
    }),
  }),
});

export const { useVerifyDevAccessMutation } = devAccessApi;
