import { NotSignedInError, StaffOnlyError } from '../domain/account.errors';
import type { Role } from '../domain/user';

/**
 * Who may use the staff routes and the queue dashboard: an admin. Anyone else gets the refusal to answer
 * with (not signed in: 401 AUTH.UNAUTHENTICATED; signed in as a customer: 403 AUTH.FORBIDDEN); staff get null.
 */
export function staffRefusal(signedIn: boolean, role: Role | undefined): NotSignedInError | StaffOnlyError | null {
  if (role === 'admin') return null;
  return signedIn ? new StaffOnlyError() : new NotSignedInError();
}
