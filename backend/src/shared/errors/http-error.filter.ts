import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { ConcurrentUpdateError } from '../database/retry-on-conflict';
import { isConnectionLost, isTransientConflict, sqlState } from '../database/sql-state';
import { requestId } from '../http/correlation-id.middleware';
import { DomainError, DomainErrorKind } from './domain-error';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  too_many: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'REQUEST.INVALID',
  401: 'AUTH.UNAUTHENTICATED',
  403: 'AUTH.FORBIDDEN',
  404: 'REQUEST.NOT_FOUND',
  405: 'REQUEST.METHOD_NOT_ALLOWED',
  413: 'REQUEST.TOO_LARGE',
  415: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  429: 'REQUEST.RATE_LIMITED',
  503: 'SERVICE.UNAVAILABLE',
};

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  correlationId: string;
}

/** Turns anything thrown into `{ statusCode, code, message, correlationId }`; never leaks a stack trace. */
export function toErrorBody(error: unknown, correlationId: string): ErrorBody {
  if (error instanceof DomainError) {
    return { ...error.details, statusCode: STATUS_BY_KIND[error.kind], code: error.code, message: error.message, correlationId };
  }
  if (error instanceof ThrottlerException) {
    return { statusCode: 429, code: 'REQUEST.RATE_LIMITED', message: 'Too many requests. Please try again later.', correlationId };
  }
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const response = error.getResponse() as string | { message?: string | string[]; code?: string };
    const raw = typeof response === 'string' ? response : response.message;
    const message = Array.isArray(raw) ? raw.join('; ') : badIdInPath(raw) ? 'The address names no record: its id is not valid.' : (raw ?? error.message);
    const isValidation = statusCode === 400 && typeof response === 'object' && Array.isArray(response.message);
    const code =
      (typeof response === 'object' && response.code) ||
      (isValidation ? 'REQUEST.VALIDATION_FAILED' : (CODE_BY_STATUS[statusCode] ?? 'REQUEST.FAILED'));
    return { statusCode, code, message, correlationId };
  }
  const bodyParserError = error as { type?: string; status?: number };
  if (bodyParserError?.type === 'entity.too.large') {
    return { statusCode: 413, code: 'REQUEST.TOO_LARGE', message: 'The request body is too large.', correlationId };
  }
  if (bodyParserError?.type === 'entity.parse.failed') {
    return { statusCode: 400, code: 'REQUEST.MALFORMED_JSON', message: 'The request body is not valid JSON.', correlationId };
  }
  if (typeof bodyParserError?.status === 'number' && bodyParserError.status >= 400 && bodyParserError.status < 500) {
    const statusCode = bodyParserError.status;
    return { statusCode, code: CODE_BY_STATUS[statusCode] ?? 'REQUEST.INVALID', message: 'The request could not be read.', correlationId };
  }
  // Backstops behind the edge guard and the retried transactions: what Postgres refuses is the request's fault, a lost race is a conflict.
  const state = sqlState(error);
  if (isTransientConflict(error)) return toErrorBody(new ConcurrentUpdateError(), correlationId);
  if (state?.startsWith('22')) {
    return { statusCode: 400, code: 'REQUEST.INVALID_DATA', message: 'The request holds a value that cannot be stored.', correlationId };
  }
  if (isConnectionLost(error)) {
    return { statusCode: 503, code: 'SERVICE.UNAVAILABLE', message: 'The service is briefly unavailable. Please try again.', correlationId };
  }
  return { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', correlationId };
}

/** Nest's parse pipes refuse a route parameter as "Validation failed (uuid is expected)": a person reads a sentence instead. */
const badIdInPath = (message: string | undefined) => message !== undefined && /^Validation failed \(.* is expected\)$/.test(message);

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const body = toErrorBody(error, requestId(request));
    if (body.statusCode >= 500) this.logger.error({ err: error, correlationId: body.correlationId }, 'Unhandled error');
    // An error is never publicly cached, whatever the route set before it failed.
    response.setHeader('Cache-Control', 'no-store');
    response.status(body.statusCode).json(body);
  }
}
