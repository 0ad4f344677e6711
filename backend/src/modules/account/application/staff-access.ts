import { NotSignedInError, StaffOnlyError } from '../domain/account.errors';
import type { Role, StaffRole } from '../domain/user';

export { STAFF_ROLES, type StaffRole } from '../domain/user';
export { emailProblem, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, nameProblem } from '../domain/user';

/** Who a staff route lets in unless it says otherwise: the owner and the desk staff (not instructors). */
export const OPERATIONS_ROLES: readonly StaffRole[] = ['owner', 'staff'];

/**
 * Who may use a staff route: one of `allowed`. Anyone else gets the refusal to answer with (not signed in:
 * 401 AUTH.UNAUTHENTICATED; signed in with another role: 403 AUTH.FORBIDDEN); an allowed role gets null.
 */
export function staffRefusal(
  signedIn: boolean,
  role: Role | undefined,
  allowed: readonly StaffRole[] = OPERATIONS_ROLES,
): NotSignedInError | StaffOnlyError | null {
  if (signedIn && (allowed as readonly string[]).includes(role ?? '')) return null;
  return signedIn ? new StaffOnlyError() : new NotSignedInError();
}
