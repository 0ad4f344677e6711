import { CanActivate, Controller, ExecutionContext, Get, Header, Injectable, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request } from 'express';
import { Registry } from 'prom-client';
import { AppConfig } from '../config/app-config';
import { secretsMatch } from '../crypto/secrets-match';
import { OpenBeforeLaunch } from '../http/open-before-launch.decorator';
import { MetricsUnauthorizedError } from './metrics.errors';
import { MetricsService } from './metrics.service';

/** A scraper with `Authorization: Bearer METRICS_TOKEN`, or a signed-in owner or staff member. */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const token = request.header('authorization')?.replace(/^Bearer /, '');
    if (this.config.METRICS_TOKEN && token && secretsMatch(token, this.config.METRICS_TOKEN)) return true;
    if (request.session?.role === 'owner' || request.session?.role === 'staff') return true;
    throw new MetricsUnauthorizedError();
  }
}

@ApiExcludeController()
@OpenBeforeLaunch()
@SkipThrottle()
@UseGuards(MetricsAccessGuard)
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  // The exposition format's own type: Prometheus 3 refuses to scrape a text/html answer.
  @Header('Content-Type', Registry.PROMETHEUS_CONTENT_TYPE)
  async scrape(): Promise<StreamableFile> {
    // Bytes, not a string: Express would rewrite a string's type to put its charset first.
    return new StreamableFile(Buffer.from(await this.metrics.registry.metrics()));
  }
}
