import type { StaffRole } from './api/staff-accounts-api';

/** How the panel names each role (docs/product.md, Staff panel), in the order the choices are offered. */
export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff', instructor: 'Instructor' };

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as StaffRole[]).map((role) => ({ value: role, label: ROLE_LABELS[role] }));
