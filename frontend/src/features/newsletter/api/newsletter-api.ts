import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type SubscribeRequest = components['schemas']['SubscribeNewsletterDto'];
export type Subscribed = components['schemas']['NewsletterSubscribedDto'];

export const newsletterApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    subscribe: build.mutation<Subscribed, SubscribeRequest>({
      query: (body) => ({ url: '/newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeMutation } = newsletterApi;
