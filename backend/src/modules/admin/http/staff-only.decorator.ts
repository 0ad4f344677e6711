import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { OPERATIONS_ROLES, type StaffRole } from '../../account/application/staff-access';
import { STAFF_ROLES_KEY, StaffGuard } from './staff.guard';

/**
 * Marks an admin controller (or route) as staff-only, for these roles: `@StaffOnly()` = owner and staff,
 * `@StaffOnly('owner')` = the owner only, `@StaffOnly('owner', 'staff', 'instructor')` lets instructors in.
 * A route's own roles override its controller's.
 */
export const StaffOnly = (...roles: StaffRole[]) =>
  applyDecorators(SetMetadata(STAFF_ROLES_KEY, roles.length ? roles : OPERATIONS_ROLES), UseGuards(StaffGuard));
