import type { NextFunction, Request, Response } from 'express';
import type { MetricsService } from './metrics.service';

/** Times every /api request, labelled by its route pattern (not the raw URL, to keep label sets small). */
export function httpMetrics(metrics: MetricsService) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!request.path.startsWith('/api/')) return next();
    const stop = metrics.httpDuration.startTimer({ method: request.method });
    response.on('finish', () => {
      const route = request.route?.path ?? 'unmatched';
      stop({ route, status: String(response.statusCode) });
    });
    next();
  };
}
