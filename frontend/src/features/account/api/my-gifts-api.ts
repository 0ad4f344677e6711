import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type MyGift = components['schemas']['MyGiftDto'];
export type ChangeGift = components['schemas']['ChangeGiftDto'];

/** The dashboard's gift cards sent to recipients, and the buyer's change of day or address before one is sent. */
export const myGiftsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getMyGifts: build.query<MyGift[], void>({
      query: () => '/my-gifts',
      providesTags: ['Orders', 'Session'],
    }),
    changeMyGift: build.mutation<MyGift, { id: string } & ChangeGift>({
      query: ({ id, ...body }) => ({ url: `/my-gifts/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const { useGetMyGiftsQuery, useChangeMyGiftMutation } = myGiftsApi;
