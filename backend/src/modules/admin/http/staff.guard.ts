import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { staffRefusal, type StaffRole } from '../../account/application/staff-access';

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
    const { user } = context.switchToHttp().getRequest<Request>();
    const refusal = staffRefusal(Boolean(user), user?.role, allowed);
    if (refusal) throw refusal;
    return true;
  }
}
