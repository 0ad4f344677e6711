import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '../domain/user';
import { OPERATIONS_ROLES, staffRefusal, type StaffRole } from './staff-access';

/** The metadata key the guard reads: the roles a route (or its controller) lets in (set by @StaffOnly). */
export const STAFF_ROLES_KEY = 'skyward:staff-roles';

/** A staff route (@StaffOnly(...roles)) needs a session with one of its roles: anonymous → 401, other roles → 403. */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const allowed = this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    // The user passport restored, typed here: account/http's augmentation of Express's Request is not in every program
    // that loads this file through account's public file (the worker's and the image tests' helpers).
    const { user } = context.switchToHttp().getRequest<{ user?: { role: Role } }>();
    const refusal = staffRefusal(Boolean(user), user?.role, allowed);
    if (refusal) throw refusal;
    return true;
  }
}

/**
 * Marks a staff controller (or route) as staff-only, for these roles: `@StaffOnly()` = owner and staff,
 * `@StaffOnly('owner')` = the owner only, `@StaffOnly('owner', 'staff', 'instructor')` lets instructors in.
 * A route's own roles override its controller's. The staff controllers sit beside the module they serve, so the
 * rule of who is staff lives with the roles, in account.
 */
export const StaffOnly = (...roles: StaffRole[]) =>
  applyDecorators(SetMetadata(STAFF_ROLES_KEY, roles.length ? roles : OPERATIONS_ROLES), UseGuards(StaffGuard));

/** The signed-in member of staff a staff route serves, as the session restored them. */
export interface StaffMember {
  id: string;
  email: string;
  role: Role;
}

/** A staff route's parameter: who is signed in (the StaffGuard has let them in; without a session, 401). */
export const SignedInStaff = createParamDecorator((_data: unknown, context: ExecutionContext): StaffMember => {
  const { user } = context.switchToHttp().getRequest<{ user?: StaffMember }>();
  if (!user) throw new UnauthorizedException();
  return user;
});
