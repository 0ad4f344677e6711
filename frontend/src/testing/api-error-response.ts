import { HttpResponse } from 'msw';

/** An API failure as the server answers it: the HTTP status and the body `{ statusCode, code, message, correlationId }`. */
export const apiErrorResponse = (statusCode: number, code: string, message: string) =>
  HttpResponse.json({ statusCode, code, message, correlationId: 'c-1' }, { status: statusCode });
