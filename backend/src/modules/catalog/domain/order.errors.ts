import { DomainError } from '../../../shared/errors/domain-error';

export class EmptyOrderError extends DomainError {
  readonly code = 'CATALOG.EMPTY_ORDER';
  readonly kind = 'invalid';
  constructor() {
    super('Your cart is empty.');
  }
}

export class ProductUnavailableError extends DomainError {
  readonly code = 'CATALOG.PRODUCT_UNAVAILABLE';
  readonly kind = 'invalid';
  constructor(readonly productIds: string[]) {
    super('Some items in your cart are no longer available. Please remove them and try again.');
  }
}

export class InvalidQuantityError extends DomainError {
  readonly code = 'CATALOG.INVALID_QUANTITY';
  readonly kind = 'invalid';
  constructor(min: number, max: number) {
    super(`Each quantity must be a whole number from ${min} to ${max}.`);
  }
}

export class OrderTooLargeError extends DomainError {
  readonly code = 'CATALOG.ORDER_TOO_LARGE';
  readonly kind = 'invalid';
  constructor() {
    super('This order is too large to pay online. Please contact us.');
  }
}

export class OrderNotFoundError extends DomainError {
  readonly code = 'CATALOG.ORDER_NOT_FOUND';
  readonly kind = 'not_found';
  constructor() {
    super('We could not find that order.');
  }
}

export class OrderNotPaidError extends DomainError {
  readonly code = 'CATALOG.ORDER_NOT_PAID';
  readonly kind = 'conflict';
  constructor(paymentStatus: string) {
    super(
      paymentStatus === 'processing'
        ? 'Your payment is being processed. Please wait...'
        : 'The payment for this order has not succeeded.',
    );
  }
}

export class OrderAmountMismatchError extends DomainError {
  readonly code = 'CATALOG.ORDER_AMOUNT_MISMATCH';
  readonly kind = 'conflict';
  constructor() {
    super('The amount paid does not match the order total. Staff have been told.');
  }
}

export class IllegalOrderTransitionError extends DomainError {
  readonly code = 'CATALOG.ILLEGAL_ORDER_TRANSITION';
  readonly kind = 'conflict';
  constructor(from: string, to: string) {
    super(`An order cannot move from ${from} to ${to}.`);
  }
}
