import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { toErrorBody } from '../errors/http-error.filter';
import { requestId } from './correlation-id.middleware';

/** Deeper JSON than any form of the site sends; far below what recursive code (class-transformer) survives. */
export const MAX_JSON_DEPTH = 32;
export const MAX_ARRAY_LENGTH = 1000;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const refusal = (code: string, message: string) => new BadRequestException({ code, message });

/** Arrays and plain objects: what JSON and the query parser produce (a raw webhook body is a Buffer, left alone). */
function isJsonContainer(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

/**
 * What no DTO can be trusted to catch: found by walking the value without recursion, so a hostile
 * nesting cannot overflow the stack here either. Returns the refusal, or null when the value is fine.
 */
export function inputProblem(value: unknown): BadRequestException | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length) {
    const { value: current, depth } = pending.pop() as { value: unknown; depth: number };
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return refusal('REQUEST.NUL_CHARACTER', 'Text cannot contain NUL characters.');
      // Half a surrogate pair is no character: validators that encode it (isEmail's encodeURI) throw.
      if (LONE_SURROGATE.test(current)) return refusal('REQUEST.INVALID_UNICODE', 'Text contains an invalid Unicode character.');
      continue;
    }
    if (!isJsonContainer(current)) continue;
    if (depth >= MAX_JSON_DEPTH) return refusal('REQUEST.TOO_DEEP', `The request nests deeper than ${MAX_JSON_DEPTH} levels.`);
    if (Array.isArray(current) && current.length > MAX_ARRAY_LENGTH) {
      return refusal('REQUEST.ARRAY_TOO_LONG', `A list in the request has more than ${MAX_ARRAY_LENGTH} items.`);
    }
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) return refusal('REQUEST.NUL_CHARACTER', 'Text cannot contain NUL characters.');
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * The edge guard: every request's JSON body, query and path, once, before any pipe, DTO or
 * query sees them. Postgres refuses NUL in text (a 500 if it got that far), lone surrogates break
 * validators; deep nesting and huge arrays only cost CPU and stack.
 */
export function inputGuard(request: Request, response: Response, next: NextFunction): void {
  const problem =
    (/%00/.test(request.path) || request.path.includes('\u0000')
      ? refusal('REQUEST.NUL_CHARACTER', 'Text cannot contain NUL characters.')
      : null) ??
    inputProblem(request.query) ??
    inputProblem(request.body);
  if (!problem) return next();
  const body = toErrorBody(problem, requestId(request));
  response.status(body.statusCode).json(body);
}
