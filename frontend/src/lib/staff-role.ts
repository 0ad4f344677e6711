import { createContext, useContext } from 'react';
import type { components } from './api-schema';

export type Role = components['schemas']['Role'];
export type StaffRole = Exclude<Role, 'customer'>;

/** Whether a signed-in user's role opens the back office (owner, staff, instructor; docs/product.md, Staff panel). */
export function isStaffRole(role: Role | undefined): role is StaffRole {
  return role === 'owner' || role === 'staff' || role === 'instructor';
}

/** The role of the staff session the back office was opened with (set by RequireStaff; read by the tabs of every feature). */
export const StaffRoleContext = createContext<StaffRole | null>(null);

export function useStaffRole(): StaffRole | null {
  return useContext(StaffRoleContext);
}
