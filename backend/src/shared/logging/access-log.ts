import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { redactUrl } from './redact';
import { outcomeLevel, requestLogLevel } from './request-log-policy';

/**
 * The request log (docs/product.md, Caching and logs): decided once, when the request ends, and nothing
 * done for it before then. In a terminal one short line per request; in JSON every error (an aborted request
 * included), every request slower than 500 ms and a 1% sample of the rest. Health checks are not logged. A URL's
 * tokens (manage and confirmation links, `token` query parameters) are replaced by `[REDACTED]`.
 * `logger` is asked for at that moment (nestjs-pino makes it when the application starts).
 */
export function accessLog(logger: () => Logger, pretty: boolean): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.path.startsWith('/api/health')) return next();
    const startedAt = performance.now();
    response.once('close', () => {
      const elapsedMs = Math.round(performance.now() - startedAt);
      const error = response.writableFinished ? undefined : new Error('request aborted');
      const { statusCode } = response;
      const level = pretty ? outcomeLevel(statusCode, error) : requestLogLevel(statusCode, error, elapsedMs);
      if (level === 'silent') return;
      const url = redactUrl(request.originalUrl);
      const line = `${request.method} ${url} ${statusCode} ${elapsedMs} ms${error ? ' (aborted)' : ''}`;
      if (pretty) return logger()[level](line);
      logger()[level](
        // The client's address as Express resolves it: the socket's, or the X-Forwarded-For of a TRUST_PROXY proxy.
        { req: { id: request.id, method: request.method, url, remoteAddress: request.ip }, res: { statusCode }, responseTime: elapsedMs },
        error ? 'request aborted' : 'request completed',
      );
    });
    next();
  };
}
