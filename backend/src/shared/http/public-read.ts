import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Public reads of the catalogue: the same answer for every visitor, so a CDN or the proxy may keep one for
 * 10 s and serve it stale for 50 s more while it asks again (a staff price change is everywhere within a minute).
 * Browsers revalidate with the ETag Express gives every body (If-None-Match → 304).
 */
export const PUBLIC_READ_PATHS: ReadonlySet<string> = new Set([
  '/api/products',
  '/api/availability',
  '/api/availability/month',
  // Open pages' live availability (server-sent events): no session, no context; it sets its own no-cache header.
  '/api/availability/stream',
  '/api/experiences',
  '/api/refund-terms',
]);
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=50';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export const isSafeMethod = (request: Request): boolean => SAFE_METHODS.has(request.method);
export const isPublicRead = (request: Request): boolean => isSafeMethod(request) && PUBLIC_READ_PATHS.has(request.path);

/**
 * Marks public reads cacheable while the pre-launch gate is off; with the gate on nothing is publicly
 * cacheable (the gate's session decides who may see it).
 */
export function publicReadCaching(gateEnabled: boolean): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (!gateEnabled && isPublicRead(request)) response.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    next();
  };
}

/**
 * Runs `session` only for requests that need one. With the gate off, a GET or HEAD of a public read,
 * or from a visitor without a session cookie, has no session to load and must not start one.
 */
export function sessionWhereNeeded(session: RequestHandler, cookieName: string, gateEnabled: boolean): RequestHandler {
  if (gateEnabled) return session;
  return (request: Request, response: Response, next: NextFunction) => {
    const anonymous = !carriesCookie(request, cookieName);
    if (isSafeMethod(request) && (anonymous || PUBLIC_READ_PATHS.has(request.path))) return next();
    return session(request, response, next);
  };
}

/** Whether the request sent a cookie of this name (its value unread: a signed session cookie may still be stale). */
export const carriesCookie = (request: Request, name: string): boolean => Boolean(request.headers.cookie?.includes(`${name}=`));
