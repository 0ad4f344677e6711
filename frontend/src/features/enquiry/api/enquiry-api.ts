import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

type EnquiryRequest = components['schemas']['CreateContactMessageDto'];
type EnquiryReceived = components['schemas']['ContactMessageReceivedDto'];
export type EnquiryType = EnquiryRequest['enquiryType'];

const enquiryApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    sendEnquiry: build.mutation<EnquiryReceived, EnquiryRequest>({
      query: (body) => ({ url: '/contacts', method: 'POST', body }),
    }),
  }),
});

export const { useSendEnquiryMutation } = enquiryApi;
