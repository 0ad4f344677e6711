import { LastOwnerError, StaffSelfChangeError } from './account.errors';
import type { StaffRole } from './user';

/** A staff member as the owner's STAFF tab lists them. */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** Null while the person may sign in. */
  deactivatedAt: Date | null;
  /** Whether they have set a password from their invitation. */
  passwordSet: boolean;
  /** Whether two-step sign-in is set up. */
  twoFactorEnrolled: boolean;
}

/** A change the owner makes to a colleague: a new role, or taking access away / giving it back. */
export type StaffChange = { role: StaffRole } | { active: boolean };

/**
 * Refuses a change that would lock the business out: nobody changes their own role or access, and the last
 * active owner stays an active owner. `activeOwners` counts the active owners before the change.
 */
export function staffChangeRefusal(
  actorId: string,
  target: Pick<StaffMember, 'id' | 'role' | 'deactivatedAt'>,
  change: StaffChange,
  activeOwners: number,
): StaffSelfChangeError | LastOwnerError | null {
  if (actorId === target.id) return new StaffSelfChangeError();
  const removesAnOwner =
    target.role === 'owner' && !target.deactivatedAt && ('role' in change ? change.role !== 'owner' : !change.active);
  return removesAnOwner && activeOwners <= 1 ? new LastOwnerError() : null;
}
