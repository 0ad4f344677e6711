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

/** The password was right; a staff sign-in also needs the code from the authenticator app (or a recovery code). */
export class SecondFactorRequiredError extends fixedDomainError(
  'AUTH.TWO_FACTOR_REQUIRED',
  'unauthorized',
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
) {}

/** The password was right; this staff member has not set up two-step sign-in yet and must enrol first. */
export class SecondFactorEnrolmentRequiredError extends fixedDomainError(
  'AUTH.TWO_FACTOR_ENROLMENT_REQUIRED',
  'unauthorized',
  'Set up two-step sign-in: scan the QR code with an authenticator app, then enter the code it shows.',
) {}

/** A wrong, expired or already used code (authenticator or recovery): counts as a failed sign-in. */
export class SecondFactorInvalidError extends fixedDomainError(
  'AUTH.TWO_FACTOR_INVALID',
  'unauthorized',
  'That code is not right, or has been used already. Please try the newest code.',
) {}

/** The staff member's password is set from their link; they sign in (with two-step sign-in) on the staff page. */
export class StaffSignInRequiredError extends fixedDomainError(
  'AUTH.STAFF_SIGN_IN_REQUIRED',
  'forbidden',
  'Your password is set. Please sign in on the staff sign-in page to set up two-step sign-in.',
) {}

export class StaffMemberNotFoundError extends fixedDomainError(
  'STAFF.NOT_FOUND',
  'not_found',
  'There is no such staff member.',
) {}

/** An invitation to an e-mail that already has an account (customer or staff). */
export class StaffEmailTakenError extends fixedDomainError(
  'STAFF.EMAIL_TAKEN',
  'conflict',
  'This e-mail address already has an account. Please use another address.',
) {}

/** An owner changing their own role or access (another owner does that). */
export class StaffSelfChangeError extends fixedDomainError(
  'STAFF.SELF_CHANGE',
  'conflict',
  'You cannot change your own role or deactivate yourself. Another owner can.',
) {}

/** The change would leave the business with no active owner. */
export class LastOwnerError extends fixedDomainError(
  'STAFF.LAST_OWNER',
  'conflict',
  'This is the last active owner. Make another person an owner first.',
) {}
