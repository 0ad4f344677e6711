import { DomainError, domainError, fixedDomainError } from '../../../shared/errors/domain-error';

export class PaymentProviderUnavailableError extends domainError('PAYMENT.PROVIDER_UNAVAILABLE', 'unavailable') {
  constructor(detail?: string) {
    super(`The payment provider could not be reached. Please try again in a moment.${detail ? ` (${detail})` : ''}`);
  }
}

export class PaymentRejectedByProviderError extends fixedDomainError(
  'PAYMENT.PROVIDER_REJECTED',
  'unavailable',
  'The payment could not be set up. Please try again or contact support.',
) {}

export class PaymentNotFoundError extends fixedDomainError(
  'PAYMENT.NOT_FOUND',
  'not_found',
  'There is no payment with that id.',
) {}

export class InvalidPaymentAmountError extends domainError('PAYMENT.INVALID_AMOUNT', 'invalid') {
  constructor(message = 'A payment must be a whole number of pence between 1p and £999,999.99.') {
    super(message);
  }
}

export class PaymentIdempotencyConflictError extends fixedDomainError(
  'PAYMENT.IDEMPOTENCY_CONFLICT',
  'conflict',
  'This idempotency key was already used for a different payment.',
) {}

export class PaymentAmountMismatchError extends fixedDomainError(
  'PAYMENT.AMOUNT_MISMATCH',
  'conflict',
  'The amount the provider holds does not match this payment. Staff have been told.',
) {}

export class PaymentNotRefundableError extends domainError('PAYMENT.NOT_REFUNDABLE', 'conflict') {}

export class NoFulfillerError extends domainError('PAYMENT.NO_FULFILLER', 'unavailable') {
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

export class TestPaymentSecretMismatchError extends fixedDomainError(
  'PAYMENT.CLIENT_SECRET_MISMATCH',
  'forbidden',
  'This payment form does not belong to that payment. Please start again.',
) {}

export class TestPaymentNotPayableError extends domainError('PAYMENT.NOT_PAYABLE', 'conflict') {
  constructor(status: string) {
    super(status === 'succeeded' ? 'This payment has already been made.' : `This payment can no longer be paid (${status}).`);
  }
}

export class TestChallengeNotOpenError extends fixedDomainError(
  'PAYMENT.AUTHENTICATION_NOT_OPEN',
  'not_found',
  'This authentication is no longer open: it was answered, replaced by another card, or the payment has ended.',
) {}

export class WebhookSignatureError extends fixedDomainError(
  'PAYMENT.WEBHOOK_SIGNATURE_INVALID',
  'invalid',
  'The webhook signature could not be verified.',
) {}
