import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { staffRefusal } from '../../account/application/staff-access';

/** A staff route (@StaffOnly()) needs an admin session: anonymous → 401, customer → 403. */
@Injectable()
export class StaffGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const { user } = context.switchToHttp().getRequest<Request>();
    const refusal = staffRefusal(Boolean(user), user?.role);
    if (refusal) throw refusal;
    return true;
  }
}
