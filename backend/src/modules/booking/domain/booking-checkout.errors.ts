import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';

/** Paid after the hold expired and the slot was taken meanwhile: not charged (or refunded), recorded for staff; the message says which. */
export class SlotLostError extends domainError('BOOKING.SLOT_LOST', 'conflict') {}

export class PaymentNotCompletedError extends domainError('BOOKING.PAYMENT_NOT_COMPLETED', 'conflict') {
  constructor(status: string) {
    super(
      status === 'processing'
        ? 'Your payment is being processed. Please wait...'
        : `The payment has not been completed (${status}). Nothing has been booked.`,
    );
  }
}

export class PaymentNotForThisError extends domainError('BOOKING.PAYMENT_MISMATCH', 'invalid') {
  constructor(what: string) {
    super(`That payment is not a payment for ${what}.`);
  }
}

export class PaymentAlreadyUsedError extends fixedDomainError(
  'BOOKING.PAYMENT_ALREADY_USED',
  'conflict',
  'That payment has already been used for a booking.',
) {}

export class InvalidCourseBookingError extends domainError('BOOKING.INVALID_COURSE_BOOKING', 'invalid') {}
