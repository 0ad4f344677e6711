import { ForbiddenException, HttpException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { toErrorBody } from '../errors/http-error.filter';
import { requestId } from './correlation-id.middleware';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Stripe signs its webhook (no Origin, raw JSON body); one-click unsubscribe (RFC 8058) is a form POST carrying its own token. */
const EXEMPT_PATHS = new Set(['/api/stripe/webhook', '/api/newsletter/unsubscribe']);

const crossSite = () =>
  new ForbiddenException({ code: 'REQUEST.CROSS_SITE', message: 'This request came from another site and was refused.' });
const notJson = () => new UnsupportedMediaTypeException('Send the request body as JSON (Content-Type: application/json).');

const originOf = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

const hasBody = (request: Request) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * CSRF defence for cookie-authenticated writes (OWASP CSRF cheat sheet, on top of SameSite=Lax):
 * a POST/PUT/PATCH/DELETE whose Origin (or, without one, Referer) names another site is refused with
 * 403, and its body must be JSON (415 otherwise), which a cross-site HTML form cannot send. The site's
 * own origin is PUBLIC_URL or the Host the request was sent to (the dev proxy keeps it). Callers that
 * send neither header (server-to-server, curl) are not browsers acting for a user and pass.
 */
export function sameOriginWrites(publicUrl: string): RequestHandler {
  const publicOrigin = originOf(publicUrl);
  return (request: Request, response: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(request.method) || EXEMPT_PATHS.has(request.path)) return next();
    const refuse = (error: HttpException) => {
      const body = toErrorBody(error, requestId(request));
      response.status(body.statusCode).json(body);
    };

    const claimed = request.headers.origin ?? request.headers.referer;
    if (claimed !== undefined) {
      const origin = claimed === 'null' ? null : originOf(claimed);
      const ownOrigin = `${request.protocol}://${request.headers.host}`;
      if (!origin || (origin !== publicOrigin && origin !== ownOrigin)) return refuse(crossSite());
    }
    if (hasBody(request) && !request.is(['application/json', 'application/*+json'])) return refuse(notJson());
    next();
  };
}
