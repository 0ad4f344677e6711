import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LevelWithSilent } from 'pino';
import { startTime } from 'pino-http';
import type { Options } from 'pino-http';
import { ClsServiceManager } from 'nestjs-cls';
import type { AppConfig } from '../config/app-config';
import { requestId } from '../http/correlation-id.middleware';

/** A request slower than this is always logged. */
export const SLOW_REQUEST_MS = 500;
/** The share of ordinary requests logged in production (the proxy keeps the full access log). */
export const SAMPLED_SHARE = 0.01;

/**
 * Which finished request is logged, at which level, in production JSON: every error, every request slower
 * than 500 ms and a 1% sample of the rest. In a terminal every request is one readable line.
 */
export function requestLogLevel(statusCode: number, error: unknown, elapsedMs: number, draw = Math.random()): LevelWithSilent {
  const level = outcomeLevel(statusCode, error);
  if (level !== 'info') return level;
  return elapsedMs > SLOW_REQUEST_MS || draw < SAMPLED_SHARE ? 'info' : 'silent';
}

/** Server errors at error, refused requests at warn, the rest at info. */
export const outcomeLevel = (statusCode: number, error: unknown): LevelWithSilent =>
  error || statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';

/** Pretty when LOG_FORMAT says so, or when it is unset and stdout is a terminal. */
export function prettyLogs(config: AppConfig, isTerminal = Boolean(process.stdout.isTTY)): boolean {
  return config.LOG_FORMAT ? config.LOG_FORMAT === 'pretty' : isTerminal;
}

/** pino-http's options for the API and the worker (whose job lines share the logger). */
export function logOptions(config: AppConfig): Options {
  const pretty = prettyLogs(config);
  return {
    level: config.LOG_LEVEL,
    genReqId: (request) => requestId(request),
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    // Every line written while serving a request or a job names its correlation id (a job takes its event's).
    mixin: () => {
      const correlationId = ClsServiceManager.getClsService().getId();
      return correlationId ? { correlationId } : {};
    },
    autoLogging: { ignore: (request) => Boolean(request.url?.startsWith('/api/health')) },
    // A request's logger binds only its id: the request itself is serialized for the lines written, not for every request.
    quietReqLogger: true,
    quietResLogger: true,
    customSuccessObject: (request, _response, line) => ({ req: request, ...line }),
    customErrorObject: (request, _response, _error, line) => ({ req: request, ...line }),
    ...(pretty
      ? {
          customSuccessMessage: (request: IncomingMessage, response: ServerResponse, ms: number) =>
            `${request.method} ${request.url} ${response.statusCode} ${ms} ms`,
          customErrorMessage: (request: IncomingMessage, response: ServerResponse, error: Error) =>
            `${request.method} ${request.url} ${response.statusCode} ${error.message}`,
          customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) => outcomeLevel(response.statusCode, error),
          transport: {
            target: 'pino-pretty',
            options: {
              singleLine: true,
              translateTime: 'SYS:HH:MM:ss.l',
              ignore: 'pid,hostname,req,res,err,responseTime,reqId,correlationId,context',
            },
          },
        }
      : {
          customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
            requestLogLevel(response.statusCode, error, Date.now() - response[startTime]),
        }),
  };
}
