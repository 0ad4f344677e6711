import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

const SAFE_ID = /^[\w.-]{1,100}$/;

/** Gives every request a correlation id (the caller's X-Request-Id when sane) and echoes it back. */
export function correlationId(request: Request, response: Response, next: NextFunction): void {
  const given = request.header('x-request-id');
  request.id = given && SAFE_ID.test(given) ? given : randomUUID();
  response.setHeader('X-Correlation-Id', request.id);
  next();
}

/** The correlation id given to this request. */
export function requestId(request: IncomingMessage): string {
  return String(request.id ?? '');
}
