import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { STAFF_ONLY } from '../../../shared/http/staff-only.decorator';
import { NotSignedInError, StaffOnlyError } from '../domain/account.errors';
import './session-user';

/** Global: a route marked @StaffOnly() needs an admin session (anonymous → 401, customer → 403). */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const staffOnly = this.reflector.getAllAndOverride<boolean>(STAFF_ONLY, [context.getHandler(), context.getClass()]);
    if (!staffOnly) return true;
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw new NotSignedInError();
    if (user.role !== 'admin') throw new StaffOnlyError();
    return true;
  }
}
