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

/** No signed-in session (or it expired): the caller must sign in. */
export class NotSignedInError extends DomainError {
  readonly code = 'AUTH.UNAUTHENTICATED';
  readonly kind = 'unauthorized';
  constructor() {
    super('Please sign in to continue.');
  }
}

/** Signed in, but not as staff. */
export class StaffOnlyError extends DomainError {
  readonly code = 'AUTH.FORBIDDEN';
  readonly kind = 'forbidden';
  constructor() {
    super('This is for staff only.');
  }
}

/** The same answer for an unknown e-mail, a wrong password and an account with no password yet. */
export class InvalidCredentialsError extends DomainError {
  readonly code = 'AUTH.INVALID_CREDENTIALS';
  readonly kind = 'unauthorized';
  constructor() {
    super('Invalid credentials');
  }
}

/** Too many failed attempts from this address or for this e-mail; the HTTP layer adds Retry-After. */
export class TooManyAttemptsError extends DomainError {
  readonly code = 'AUTH.TOO_MANY_ATTEMPTS';
  readonly kind = 'too_many';
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

/** Unknown, used or expired set-password/reset link: all look the same to the caller. */
export class InvalidPasswordLinkError extends DomainError {
  readonly code = 'AUTH.PASSWORD_LINK_INVALID';
  readonly kind = 'invalid';
  constructor() {
    super('This link has expired or has already been used. Please request a new one with Forgot password.');
  }
}

export class PasswordPolicyError extends DomainError {
  readonly code = 'AUTH.PASSWORD_POLICY';
  readonly kind = 'invalid';
  constructor(problem: string) {
    super(problem);
  }
}

export class InvalidAccountDetailsError extends DomainError {
  readonly code = 'AUTH.INVALID_ACCOUNT_DETAILS';
  readonly kind = 'invalid';
  constructor(problem: string) {
    super(problem);
  }
}

/** Staff accounts are not deleted from the website (another admin removes them). */
export class StaffCannotDeleteSelfError extends DomainError {
  readonly code = 'ACCOUNT.STAFF_CANNOT_DELETE';
  readonly kind = 'forbidden';
  constructor() {
    super('Staff accounts cannot be deleted here.');
  }
}

/** Deleting an account asks for its password again; this one did not match. */
export class DeletionPasswordWrongError extends DomainError {
  readonly code = 'ACCOUNT.PASSWORD_INCORRECT';
  readonly kind = 'forbidden';
  constructor() {
    super('That password is not right. Your account was not deleted.');
  }
}

/** An account with sessions still to come is asked to cancel them first. */
export class UpcomingBookingsError extends DomainError {
  readonly code = 'ACCOUNT.UPCOMING_BOOKINGS';
  readonly kind = 'conflict';
  constructor() {
    super('You have upcoming bookings. Please cancel them first, then delete your account.');
  }
}
