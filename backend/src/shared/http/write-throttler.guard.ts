import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import { isSafeMethod } from './public-read';

const READ_PASSES = Promise.resolve(true);

/**
 * The per-address request limits, on the routes that write: a GET or HEAD reads and never touches the
 * throttler's storage (floods of reads are the proxy's to absorb). RATE_LIMIT_FACTOR scales every limit
 * for a load test from one address; production keeps 1.
 */
@Injectable()
export class WriteThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  /** A read passes at once (one settled answer for all): the throttler's asynchronous walk over its limits is for writes. */
  override canActivate(context: ExecutionContext): Promise<boolean> {
    return isSafeMethod(context.switchToHttp().getRequest<Request>()) ? READ_PASSES : super.canActivate(context);
  }

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    return super.handleRequest({ ...request, limit: request.limit * this.config.RATE_LIMIT_FACTOR });
  }
}
