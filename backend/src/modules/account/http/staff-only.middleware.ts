import type { NextFunction, Request, Response } from 'express';
import { toErrorBody } from '../../../shared/errors/http-error.filter';
import { requestId } from '../../../shared/http/correlation-id.middleware';
import { StaffOnlyError } from '../domain/account.errors';

/** Express guard for pages outside Nest's routing (the queue dashboard): an admin session or nothing. */
export function staffOnly(request: Request, response: Response, next: NextFunction): void {
  if (request.session?.role === 'admin') return next();
  const body = toErrorBody(new StaffOnlyError(), requestId(request));
  response.status(body.statusCode).json(body);
}
