/**
 * The payment module's public surface: its Nest module and the payment use cases other modules call (a checkout's
 * payments, refund). Other modules and the worker import payment only through this file (dependency-cruiser:
 * modules-meet-through-public-files, worker-through-public-files); the rest is payment's own.
 */
export { PaymentModule } from './payment.module';
export { CheckoutPayments } from './application/checkout-payments.service';
export { PaymentRefundService } from './application/payment-refund.service';
export { PAYMENT_PERSONAL_DATA } from './application/payment.ports';
export type { SettledPayment } from './domain/payment';
