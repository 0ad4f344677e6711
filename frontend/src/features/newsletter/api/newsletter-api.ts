import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

type SubscribeRequest = components['schemas']['SubscribeNewsletterDto'];
export type Subscribed = components['schemas']['NewsletterSubscribedDto'];
type NewsletterSubscriber = components['schemas']['NewsletterSubscriberDto'];

/** Where staff download the confirmed subscribers as CSV (a plain link: the browser saves the file). */
export const SUBSCRIBERS_CSV_URL = '/api/admin/newsletter-subscribers/export.csv';

export const newsletterApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    subscribe: build.mutation<Subscribed, SubscribeRequest>({
      query: (body) => ({ url: '/newsletter', method: 'POST', body }),
    }),
    /** The confirmation e-mail's link: the token proves the reader owns the address. */
    confirmSubscription: build.mutation<components['schemas']['NewsletterConfirmedDto'], string>({
      query: (token) => ({ url: '/newsletter/confirm', method: 'POST', body: { token } }),
      invalidatesTags: ['Subscribers'],
    }),
    unsubscribe: build.mutation<components['schemas']['NewsletterUnsubscribedDto'], string>({
      query: (token) => ({ url: '/newsletter/unsubscribe', method: 'POST', params: { token } }),
      invalidatesTags: ['Subscribers'],
    }),
    /** Staff: confirmed subscribers only. */
    getSubscribers: build.query<NewsletterSubscriber[], void>({
      query: () => '/admin/newsletter-subscribers',
      providesTags: ['Subscribers'],
    }),
  }),
});

export const { useConfirmSubscriptionMutation, useUnsubscribeMutation, useGetSubscribersQuery } = newsletterApi;
