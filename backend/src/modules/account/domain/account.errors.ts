import { DomainError } from '../../../shared/errors/domain-error';

export class DevAccessDeniedError extends DomainError {
  readonly code = 'DEV_ACCESS.DENIED';
  readonly kind = 'unauthorized';
  constructor() {
    super('Incorrect password. Please try again.');
  }
}

export class DevAccessRequiredError extends DomainError {
  readonly code = 'DEV_ACCESS.REQUIRED';
  readonly kind = 'forbidden';
  constructor() {
    super('This site is not open yet. Enter the access password first.');
  }
}

export class StaffOnlyError extends DomainError {
  readonly code = 'AUTH.STAFF_ONLY';
  readonly kind = 'unauthorized';
  constructor() {
    super('Sign in as staff to continue.');
  }
}
