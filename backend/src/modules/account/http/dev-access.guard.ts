import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { OPEN_BEFORE_LAUNCH } from '../../../shared/http/open-before-launch.decorator';
import { DevAccessService } from '../application/dev-access.service';
import { DevAccessRequiredError } from '../domain/account.errors';

/** While the pre-launch gate is on, the API answers only visitors who passed it. */
@Injectable()
export class DevAccessGuard implements CanActivate {
  constructor(
    private readonly devAccess: DevAccessService,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (!this.devAccess.gateEnabled) return true;
    const open = this.reflector.getAllAndOverride<boolean>(OPEN_BEFORE_LAUNCH, [context.getHandler(), context.getClass()]);
    if (open || context.switchToHttp().getRequest<Request>().session?.devAccess === true) return true;
    throw new DevAccessRequiredError();
  }
}
