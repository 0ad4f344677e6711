import { defineEvent } from '../../../shared/outbox/domain-event';

/** Events the shop publishes through the outbox; payloads carry ids only. */

/** An order was paid: the receipt, one e-mail per gift voucher and staff's notice follow. */
export const ORDER_PAID_EVENT = defineEvent<{ orderId: string }>()('order.paid');

/** Staff posted an order's merchandise: the customer is e-mailed. */
export const ORDER_DISPATCHED_EVENT = defineEvent<{ orderId: string }>()('order.dispatched');

/** A refund of an order went through: the customer is e-mailed. */
export const ORDER_REFUNDED_EVENT = defineEvent<{ orderId: string; refundId: string }>()('order.refunded');

/** Staff issued a voucher by hand: its recipient gets the voucher e-mail. */
export const VOUCHER_ISSUED_EVENT = defineEvent<{ voucherId: string }>()('voucher.issued');

/** A gift fell due: the recipient's gift e-mail and the buyer's note follow. */
export const GIFT_DELIVERY_DUE_EVENT = defineEvent<{ deliveryId: string }>()('gift.delivery-due');
