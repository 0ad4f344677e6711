import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { toErrorBody } from '../errors/http-error.filter';
import { requestId } from './correlation-id.middleware';
import { isSafeMethod } from './public-read';
import { HttpsRequiredError } from './https-required.error';

/** Hosts a browser treats as a secure context over plain http (it sends Secure cookies there): a local run. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Probes and scrapes reach the process directly, inside the private network, without the TLS proxy. */
const DIRECT_PATHS = /^\/api\/(health|metrics)(\/|$)/;

const servesLoopbackOnly = (config: AppConfig): boolean => LOOPBACK_HOSTS.has(new URL(config.PUBLIC_URL).hostname);

/**
 * Why a production API must not start, or undefined. The API speaks plain http and its session cookie is Secure in
 * production, so it must sit behind a TLS proxy it trusts (TRUST_PROXY) and be reached at an https PUBLIC_URL:
 * otherwise browsers never return the cookie (sign-in and carts fail silently) and tokens travel in clear. A
 * PUBLIC_URL on localhost is exempt: browsers treat it as secure (a production build tried on one machine).
 */
export function plainHttpRefusal(config: AppConfig): string | undefined {
  if (!config.isProduction || servesLoopbackOnly(config)) return undefined;
  const problems = [
    new URL(config.PUBLIC_URL).protocol !== 'https:' && `PUBLIC_URL must be an https:// address (it is ${config.PUBLIC_URL})`,
    config.trustProxy === false && 'TRUST_PROXY must name the TLS proxy in front of the API (for example its address or loopback)',
  ].filter(Boolean);
  return problems.length === 0
    ? undefined
    : `Refusing to serve production over plain http: ${problems.join('; ')}. Browsers drop Secure session cookies on http.`;
}

/**
 * In production, a request that did not come over https (as the trusted proxy's X-Forwarded-Proto says: Express's
 * `req.secure`) is sent to the same path on PUBLIC_URL when it reads (GET, HEAD: 308), and refused with 403
 * REQUEST.HTTPS_REQUIRED when it writes (a redirected POST would resend its body in clear). Health checks and
 * metrics scrapes, which reach the process directly, are let through. Off outside production and on localhost.
 */
export function httpsOnly(config: AppConfig) {
  const enforced = config.isProduction && !servesLoopbackOnly(config);
  const origin = new URL(config.PUBLIC_URL).origin;
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!enforced || request.secure || DIRECT_PATHS.test(request.path)) return next();
    if (isSafeMethod(request)) return response.redirect(308, `${origin}${request.originalUrl}`);
    const body = toErrorBody(new HttpsRequiredError(), requestId(request));
    response.status(body.statusCode).json(body);
  };
}
