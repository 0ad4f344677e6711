import type { NextFunction, Request, Response } from 'express';
import { toErrorBody } from '../../../shared/errors/http-error.filter';
import { requestId } from '../../../shared/http/correlation-id.middleware';
import { staffRefusal } from '../../account/account.public';

/**
 * Express guard for pages outside Nest's routing (the queue dashboard, /api/docs in production): an owner
 * or staff session or nothing, with the same answers as the StaffGuard (anonymous 401, other roles 403). It reads the role the login
 * stored in the session, kept in step with the account on every API request.
 */
export function staffOnly(request: Request, response: Response, next: NextFunction): void {
  const signedIn = Boolean((request.session as { passport?: { user?: string } } | undefined)?.passport?.user);
  const refusal = staffRefusal(signedIn, request.session?.role);
  if (!refusal) return next();
  const body = toErrorBody(refusal, requestId(request));
  response.status(body.statusCode).json(body);
}
