import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import { AppConfig } from '../../../shared/config/app-config';
import { DomainError } from '../../../shared/errors/domain-error';

/** As long as a hold lasts: a client can keep at most BOOKING_HOLDS_PER_IP slots held at any time. */
const WINDOW_MS = 15 * 60_000;

export class TooManyHoldsError extends DomainError {
  readonly code = 'BOOKING.TOO_MANY_ATTEMPTS';
  readonly kind = 'too_many';
  constructor() {
    super('Too many booking attempts from your connection. Please wait a few minutes and try again, or call us to book.');
  }
}

/**
 * Each hold keeps a slot from everyone else for 15 minutes, so starting one is limited per client IP
 * (behind the proxy, the forwarded address): a script cannot hold the whole calendar.
 */
@Injectable()
export class HoldRateLimitGuard implements CanActivate {
  constructor(
    // ThrottlerStorage is an interface and a token of the same name: tsc's metadata sees only the interface.
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const limit = this.config.BOOKING_HOLDS_PER_IP;
    const { totalHits } = await this.storage.increment(`booking-holds:${request.path}:${request.ip}`, WINDOW_MS, limit, 0, 'booking-holds');
    if (totalHits > limit) throw new TooManyHoldsError();
    return true;
  }
}
