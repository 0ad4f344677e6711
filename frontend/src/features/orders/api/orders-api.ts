import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type CheckoutRequest = components['schemas']['CreatePaymentIntentDto'];
export type CheckoutStarted = components['schemas']['CheckoutStartedDto'];
export type OrderSummary = components['schemas']['OrderSummaryDto'];
export type StaffOrder = components['schemas']['StaffOrderDto'];
export type StaffVoucher = components['schemas']['StaffVoucherDto'];

export const ordersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** SPEC's cart payment request (+ the receipt e-mail): a pending order priced by the server and its intent. */
    createCartPaymentIntent: build.mutation<CheckoutStarted, CheckoutRequest>({
      query: (body) => ({ url: '/create-payment-intent', method: 'POST', body }),
    }),
    /** After the card payment: the server asks the provider, pays the order and answers its summary. */
    confirmOrderPayment: build.mutation<OrderSummary, string>({
      query: (paymentIntentId) => ({ url: '/confirm-order-payment', method: 'POST', body: { paymentIntentId } }),
      invalidatesTags: ['Orders', 'Vouchers'],
    }),
    /** Staff: recent orders with lines and voucher codes. */
    getOrders: build.query<StaffOrder[], void>({
      query: () => '/orders',
      providesTags: ['Orders'],
    }),
    /** Staff: every gift voucher, with the booking that redeemed it. */
    getStaffVouchers: build.query<StaffVoucher[], void>({
      query: () => '/admin/vouchers',
      providesTags: ['Vouchers'],
    }),
  }),
});

export const { useCreateCartPaymentIntentMutation, useConfirmOrderPaymentMutation, useGetOrdersQuery, useGetStaffVouchersQuery } = ordersApi;
