import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';

export class EmptyOrderError extends fixedDomainError('CATALOG.EMPTY_ORDER', 'invalid', 'Your cart is empty.') {}

export class ProductUnavailableError extends domainError('CATALOG.PRODUCT_UNAVAILABLE', 'invalid') {
  constructor(readonly productIds: string[]) {
    super('Some items in your cart are no longer available. Please remove them and try again.');
  }
}

export class InvalidQuantityError extends domainError('CATALOG.INVALID_QUANTITY', 'invalid') {
  constructor(min: number, max: number) {
    super(`Each quantity must be a whole number from ${min} to ${max}.`);
  }
}

export class OrderTooLargeError extends fixedDomainError(
  'CATALOG.ORDER_TOO_LARGE',
  'invalid',
  'This order is too large to pay online. Please contact us.',
) {}

export class OrderNotFoundError extends fixedDomainError(
  'CATALOG.ORDER_NOT_FOUND',
  'not_found',
  'We could not find that order.',
) {}

export class OrderNotPaidError extends domainError('CATALOG.ORDER_NOT_PAID', 'conflict') {
  constructor(paymentStatus: string) {
    super(
      paymentStatus === 'processing'
        ? 'Your payment is being processed. Please wait...'
        : 'The payment for this order has not succeeded.',
    );
  }
}

export class OrderAmountMismatchError extends fixedDomainError(
  'CATALOG.ORDER_AMOUNT_MISMATCH',
  'conflict',
  'The amount paid does not match the order total. Staff have been told.',
) {}

export class IllegalOrderTransitionError extends domainError('CATALOG.ILLEGAL_ORDER_TRANSITION', 'conflict') {
  constructor(from: string, to: string) {
    super(`An order cannot move from ${from} to ${to}.`);
  }
}

export class OrderLinkInvalidError extends fixedDomainError(
  'CATALOG.ORDER_LINK_INVALID',
  'unauthorized',
  'This order link is not valid. Please use the link in your receipt e-mail.',
) {}

export class OrderLinkExpiredError extends fixedDomainError('CATALOG.ORDER_LINK_EXPIRED', 'unauthorized', 'This order link has expired.') {}
