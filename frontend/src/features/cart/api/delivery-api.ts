import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

type DeliveryTerms = components['schemas']['DeliveryTermsDto'];
type CheckedDelivery = components['schemas']['CheckedDeliveryDto'];
export type DeliveryAddress = components['schemas']['DeliveryAddressDto'];
export type DeliveryField = keyof DeliveryAddress;

/** One part of the address the server refused, and why (CATALOG.INVALID_DELIVERY_ADDRESS's `problems`). */
export interface DeliveryProblem {
  field: DeliveryField;
  message: string;
}

const deliveryApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The postage the checkout adds when the cart holds posted items (docs/product.md, Shop and cart). */
    getDeliveryTerms: build.query<DeliveryTerms, void>({
      query: () => '/delivery',
    }),
    /** The address checked by the checkout's own rule (UK postcode, no BFPO), before any payment starts. */
    checkDelivery: build.mutation<CheckedDelivery, DeliveryAddress>({
      query: (body) => ({ url: '/delivery/check', method: 'POST', body }),
    }),
  }),
});

/** The field-by-field problems of a refused address, when the error carries them. */
export function deliveryProblemsOf(error: unknown): DeliveryProblem[] {
  const problems = (error as { body?: { problems?: unknown } } | undefined)?.body?.problems;
  return Array.isArray(problems)
    ? problems.filter((problem): problem is DeliveryProblem => typeof problem?.field === 'string' && typeof problem?.message === 'string')
    : [];
}

export const { useGetDeliveryTermsQuery, useCheckDeliveryMutation } = deliveryApi;
