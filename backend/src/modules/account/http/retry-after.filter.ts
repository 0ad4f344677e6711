import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toErrorBody } from '../../../shared/errors/http-error.filter';
import { requestId } from '../../../shared/http/correlation-id.middleware';
import { TooManyAttemptsError } from '../domain/account.errors';

/** A 429 for too many failed sign-ins says when to try again (Retry-After, in seconds). */
@Catch(TooManyAttemptsError)
export class RetryAfterFilter implements ExceptionFilter {
  catch(error: TooManyAttemptsError, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const body = toErrorBody(error, requestId(http.getRequest<Request>()));
    response.setHeader('Retry-After', String(error.retryAfterSeconds));
    response.status(body.statusCode).json(body);
  }
}
