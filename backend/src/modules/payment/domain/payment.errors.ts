import { DomainError } from '../../../shared/errors/domain-error';

export class PaymentProviderUnavailableError extends DomainError {
  readonly code = 'PAYMENT.PROVIDER_UNAVAILABLE';
  readonly kind = 'unavailable';
  constructor(detail?: string) {
    super(`The payment provider could not be reached. Please try again in a moment.${detail ? ` (${detail})` : ''}`);
  }
}

export class PaymentRejectedByProviderError extends DomainError {
  readonly code = 'PAYMENT.PROVIDER_REJECTED';
  readonly kind = 'unavailable';
  constructor() {
    super('The payment could not be set up. Please try again or contact support.');
  }
}

export class PaymentNotFoundError extends DomainError {
  readonly code = 'PAYMENT.NOT_FOUND';
  readonly kind = 'not_found';
  constructor() {
    super('There is no payment with that id.');
  }
}

export class InvalidPaymentAmountError extends DomainError {
  readonly code = 'PAYMENT.INVALID_AMOUNT';
  readonly kind = 'invalid';
  constructor(message = 'A payment must be a whole number of pence between 1p and £999,999.99.') {
    super(message);
  }
}

export class PaymentIdempotencyConflictError extends DomainError {
  readonly code = 'PAYMENT.IDEMPOTENCY_CONFLICT';
  readonly kind = 'conflict';
  constructor() {
    super('This idempotency key was already used for a different payment.');
  }
}

export class PaymentAmountMismatchError extends DomainError {
  readonly code = 'PAYMENT.AMOUNT_MISMATCH';
  readonly kind = 'conflict';
  constructor() {
    super('The amount the provider holds does not match this payment. Staff have been told.');
  }
}

export class PaymentNotRefundableError extends DomainError {
  readonly code = 'PAYMENT.NOT_REFUNDABLE';
  readonly kind = 'conflict';
  constructor(message: string) {
    super(message);
  }
}

export class NoFulfillerError extends DomainError {
  readonly code = 'PAYMENT.NO_FULFILLER';
  readonly kind = 'unavailable';
  constructor(kind: string) {
    super(`Nothing in this process fulfils ${kind} payments yet; it will be fulfilled later.`);
  }
}

/** A test card was refused (HTTP 402, as a card payment provider answers). */
export class TestCardRefusedError extends DomainError {
  readonly kind = 'invalid';
  constructor(
    readonly code: 'PAYMENT.CARD_DECLINED' | 'PAYMENT.INVALID_CARD',
    message: string,
  ) {
    super(message);
  }
}

export class TestPaymentSecretMismatchError extends DomainError {
  readonly code = 'PAYMENT.CLIENT_SECRET_MISMATCH';
  readonly kind = 'forbidden';
  constructor() {
    super('This payment form does not belong to that payment. Please start again.');
  }
}

export class TestPaymentNotPayableError extends DomainError {
  readonly code = 'PAYMENT.NOT_PAYABLE';
  readonly kind = 'conflict';
  constructor(status: string) {
    super(status === 'succeeded' ? 'This payment has already been made.' : `This payment can no longer be paid (${status}).`);
  }
}

export class WebhookSignatureError extends DomainError {
  readonly code = 'PAYMENT.WEBHOOK_SIGNATURE_INVALID';
  readonly kind = 'invalid';
  constructor() {
    super('The webhook signature could not be verified.');
  }
}
