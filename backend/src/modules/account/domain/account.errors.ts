import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';

export class DevAccessDeniedError extends fixedDomainError(
  'DEV_ACCESS.DENIED',
  'unauthorized',
  'Incorrect password. Please try again.',
) {}

export class DevAccessRequiredError extends fixedDomainError(
  'DEV_ACCESS.REQUIRED',
  'forbidden',
  'This site is not open yet. Enter the access password first.',
) {}

/** No signed-in session (or it expired): the caller must sign in. */
export class NotSignedInError extends fixedDomainError('AUTH.UNAUTHENTICATED', 'unauthorized', 'Please sign in to continue.') {}

/** Signed in, but not as staff. */
export class StaffOnlyError extends fixedDomainError('AUTH.FORBIDDEN', 'forbidden', 'This is for staff only.') {}

/** The same answer for an unknown e-mail, a wrong password and an account with no password yet. */
export class InvalidCredentialsError extends fixedDomainError(
  'AUTH.INVALID_CREDENTIALS',
  'unauthorized',
  'Invalid credentials',
) {}

/** Too many failed attempts from this address or for this e-mail; the HTTP layer adds Retry-After. */
export class TooManyAttemptsError extends domainError('AUTH.TOO_MANY_ATTEMPTS', 'too_many') {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

/** Unknown, used or expired set-password/reset link: all look the same to the caller. */
export class InvalidPasswordLinkError extends fixedDomainError(
  'AUTH.PASSWORD_LINK_INVALID',
  'invalid',
  'This link has expired or has already been used. Please request a new one with Forgot password.',
) {}

export class PasswordPolicyError extends domainError('AUTH.PASSWORD_POLICY', 'invalid') {}

export class InvalidAccountDetailsError extends domainError('AUTH.INVALID_ACCOUNT_DETAILS', 'invalid') {}

/** Staff accounts are not deleted from the website (another admin removes them). */
export class StaffCannotDeleteSelfError extends fixedDomainError(
  'ACCOUNT.STAFF_CANNOT_DELETE',
  'forbidden',
  'Staff accounts cannot be deleted here.',
) {}

/** Deleting an account asks for its password again; this one did not match. */
export class DeletionPasswordWrongError extends fixedDomainError(
  'ACCOUNT.PASSWORD_INCORRECT',
  'forbidden',
  'That password is not right. Your account was not deleted.',
) {}

/** An account with sessions still to come is asked to cancel them first. */
export class UpcomingBookingsError extends fixedDomainError(
  'ACCOUNT.UPCOMING_BOOKINGS',
  'conflict',
  'You have upcoming bookings. Please cancel them first, then delete your account.',
) {}
