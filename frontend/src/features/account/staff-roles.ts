// Moved to lib/staff-role.ts (features read the role from lib, not from another feature); kept until the instructors
// feature's two imports point there.
export { isStaffRole, StaffRoleContext, useStaffRole, type Role, type StaffRole } from '../../lib/staff-role';
