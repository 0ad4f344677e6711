import { api } from '../../../lib/api';
import type { components, operations } from '../../../lib/api-schema';

type CheckoutRequest = components['schemas']['CreatePaymentIntentDto'];
type CheckoutStarted = components['schemas']['CheckoutStartedDto'];
type OrderConfirmRequest = components['schemas']['ConfirmOrderPaymentDto'];
export type OrderSummary = components['schemas']['OrderSummaryDto'];
export type StaffOrder = components['schemas']['StaffOrderDto'];
type StaffOrderPage = components['schemas']['StaffOrderPageDto'];
type StaffOrderQuery = NonNullable<operations['OrdersAdminController_list']['parameters']['query']>;
export type StaffVoucher = components['schemas']['StaffVoucherDto'];
type StaffVoucherPage = components['schemas']['StaffVoucherPageDto'];
type StaffVoucherQuery = NonNullable<operations['VoucherAdminController_list']['parameters']['query']>;
export type IssueVoucherRequest = components['schemas']['IssueVoucherDto'];
type ExtendVoucherRequest = components['schemas']['ExtendVoucherDto'] & { id: string };
type VoidVoucherRequest = components['schemas']['VoidVoucherDto'] & { id: string };
type RefundOrderRequest = components['schemas']['RefundOrderDto'] & { id: string };
type CancelOrderRequest = components['schemas']['CancelOrderDto'] & { id: string };

const ordersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The cart's payment request (+ the receipt e-mail): a pending order priced by the server and its intent. */
    createCartPaymentIntent: build.mutation<CheckoutStarted, CheckoutRequest>({
      query: (body) => ({ url: '/create-payment-intent', method: 'POST', body }),
    }),
    /**
     * After the card payment: the server asks the provider, pays the order and answers its summary (idempotent). The
     * payment's client secret proves the buyer when the session cookie does not come back.
     */
    confirmOrderPayment: build.mutation<OrderSummary, OrderConfirmRequest>({
      query: (body) => ({ url: '/confirm-order-payment', method: 'POST', body }),
      invalidatesTags: ['Orders', 'Vouchers'],
    }),
    /** A paid order's confirmation through its signed link (the receipt e-mail's, or the one /confirmation was given). */
    getOrderConfirmation: build.query<OrderSummary, string>({
      query: (token) => `/order-confirmation/${encodeURIComponent(token)}`,
    }),
    /** Staff: one page of orders, those to dispatch first, with lines, address and voucher codes. */
    getOrders: build.query<StaffOrderPage, StaffOrderQuery>({
      query: (params) => ({ url: '/admin/orders', params }),
      providesTags: ['Orders'],
    }),
    /** Staff: the order's merchandise was posted; the customer is e-mailed. */
    markOrderDispatched: build.mutation<StaffOrder, string>({
      query: (orderId) => ({ url: `/admin/orders/${encodeURIComponent(orderId)}/dispatch`, method: 'POST' }),
      invalidatesTags: ['Orders'],
    }),
    /** Staff: MARK DISPATCHED undone, on the London day it was marked. */
    undoOrderDispatched: build.mutation<StaffOrder, string>({
      query: (orderId) => ({ url: `/admin/orders/${encodeURIComponent(orderId)}/dispatch`, method: 'DELETE' }),
      invalidatesTags: ['Orders'],
    }),
    /** Staff: refunds the lines named (none: the whole order or what is left) to the card; the customer is e-mailed. */
    refundOrder: build.mutation<StaffOrder, RefundOrderRequest>({
      query: ({ id, ...body }) => ({ url: `/admin/orders/${encodeURIComponent(id)}/refund`, method: 'POST', body }),
      invalidatesTags: ['Orders', 'Vouchers'],
    }),
    /** Staff: cancels an order not posted yet (a paid one is refunded and its vouchers voided). */
    cancelOrder: build.mutation<StaffOrder, CancelOrderRequest>({
      query: ({ id, ...body }) => ({ url: `/admin/orders/${encodeURIComponent(id)}/cancel`, method: 'POST', body }),
      invalidatesTags: ['Orders', 'Vouchers'],
    }),
    /** Staff: one page of gift vouchers, newest first, each with the booking that redeemed it. */
    getStaffVouchers: build.query<StaffVoucherPage, StaffVoucherQuery>({
      query: (params) => ({ url: '/admin/vouchers', params }),
      providesTags: ['Vouchers'],
    }),
    /** Staff: a goodwill voucher for an experience option or a value; its recipient is e-mailed it. */
    issueVoucher: build.mutation<StaffVoucher, IssueVoucherRequest>({
      query: (body) => ({ url: '/admin/vouchers', method: 'POST', body }),
      invalidatesTags: ['Vouchers'],
    }),
    /** Staff: the voucher is good until the end of a later day; the reason is kept. */
    extendVoucher: build.mutation<StaffVoucher, ExtendVoucherRequest>({
      query: ({ id, ...body }) => ({ url: `/admin/vouchers/${encodeURIComponent(id)}/extend`, method: 'POST', body }),
      invalidatesTags: ['Vouchers'],
    }),
    /** Staff: the voucher can no longer be redeemed; the reason is kept. */
    voidVoucher: build.mutation<StaffVoucher, VoidVoucherRequest>({
      query: ({ id, ...body }) => ({ url: `/admin/vouchers/${encodeURIComponent(id)}/void`, method: 'POST', body }),
      invalidatesTags: ['Vouchers'],
    }),
  }),
});

export const {
  useCreateCartPaymentIntentMutation,
  useConfirmOrderPaymentMutation,
  useLazyGetOrderConfirmationQuery,
  useGetOrdersQuery,
  useMarkOrderDispatchedMutation,
  useUndoOrderDispatchedMutation,
  useRefundOrderMutation,
  useCancelOrderMutation,
  useGetStaffVouchersQuery,
  useIssueVoucherMutation,
  useExtendVoucherMutation,
  useVoidVoucherMutation,
} = ordersApi;
