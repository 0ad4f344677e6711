import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

type PaymentConfig = components['schemas']['PaymentConfigDto'];
type ConfirmTestPaymentRequest = components['schemas']['ConfirmTestPaymentDto'] & { paymentIntentId: string };
type TestPaymentConfirmed = components['schemas']['TestPaymentConfirmedDto'];

const paymentApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Which card form to show: Stripe Elements (with the publishable key) or the TEST MODE form. */
    getPaymentConfig: build.query<PaymentConfig, void>({
      query: () => '/config',
    }),
    /** The built-in test provider's stand-in for Stripe's confirmPayment. */
    confirmTestPayment: build.mutation<TestPaymentConfirmed, ConfirmTestPaymentRequest>({
      query: ({ paymentIntentId, ...body }) => ({ url: `/test-payments/${encodeURIComponent(paymentIntentId)}/confirm`, method: 'POST', body }),
    }),
  }),
});

export const { useGetPaymentConfigQuery, useConfirmTestPaymentMutation } = paymentApi;
