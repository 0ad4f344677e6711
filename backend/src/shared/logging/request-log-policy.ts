import type { LevelWithSilent } from 'pino';
import type { Options as PinoHttpOptions } from 'pino-http';
import { ClsServiceManager } from 'nestjs-cls';
import type { AppConfig } from '../config/app-config';
import { REDACTED, REDACTED_PATHS } from './redact';

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

/**
 * The logger's options for the API and the worker (whose job lines share it). nestjs-pino builds the logger from
 * them; its per-request middleware is not mounted (see CoreModule): request lines are written by `accessLog`.
 */
export function logOptions(config: AppConfig): PinoHttpOptions {
  return {
    level: config.LOG_LEVEL,
    // The request lines' `req` and `res` are plain objects already (accessLog): pino-http's own serializers expect
    // Node's request and response, and would write `"statusCode":null` and drop the client address.
    wrapSerializers: false,
    // Credentials in headers never reach a log line, whatever logs a request or a response.
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    // Every line written while serving a request or a job names its correlation id (a job takes its event's).
    mixin: () => {
      const correlationId = ClsServiceManager.getClsService().getId();
      return correlationId ? { correlationId } : {};
    },
    ...(prettyLogs(config)
      ? {
          transport: {
            target: 'pino-pretty',
            options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,req,res,err,responseTime,correlationId,context' },
          },
        }
      : {}),
  };
}
