import { CanActivate, ExecutionContext, Inject, Injectable, mixin, Type } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import type { DomainError } from '../errors/domain-error';

export interface PerIpLimit {
  /** Names the counters (one per route and client address). */
  name: string;
  windowMs: number;
  /** How many calls a client may make in the window. */
  limit: (config: AppConfig) => number;
  /** What the client is told once over the limit (a DomainError of kind 'too_many': 429). */
  refusal: () => DomainError;
}

/**
 * A guard counting one route's calls per client IP (behind the proxy, the forwarded address) on the
 * throttler's storage, for limits that protect something other than throughput: held slots, guessed codes.
 */
export function PerIpLimitGuard(rule: PerIpLimit): Type<CanActivate> {
  @Injectable()
  class PerIpLimitGuardHost implements CanActivate {
    constructor(
      // ThrottlerStorage is an interface and a token of the same name: tsc's metadata sees only the interface.
      @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
      private readonly config: AppConfig,
    ) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const request = context.switchToHttp().getRequest<Request>();
      const limit = rule.limit(this.config);
      const key = `${rule.name}:${request.path}:${request.ip}`;
      const { totalHits } = await this.storage.increment(key, rule.windowMs, limit, 0, rule.name);
      if (totalHits > limit) throw rule.refusal();
      return true;
    }
  }
  return mixin(PerIpLimitGuardHost);
}
