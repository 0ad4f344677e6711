import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';

/** The SQLSTATE of a Postgres failure (TypeORM's QueryFailedError copies the driver's fields onto itself). */
export function sqlState(error: unknown): string | undefined {
  const { code, driverError } = (error ?? {}) as { code?: unknown; driverError?: { code?: unknown } };
  const state = typeof code === 'string' ? code : driverError?.code;
  return typeof state === 'string' && /^[0-9A-Z]{5}$/.test(state) ? state : undefined;
}

/** Deadlock detected (40P01) and serialization failure (40001): the transaction lost a race and may simply run again. */
export const isTransientConflict = (error: unknown): boolean => {
  const state = sqlState(error);
  return state === '40P01' || state === '40001';
};

/** What Postgres said when a query failed (its SQLSTATE `code` and the `constraint` it broke); undefined for any other error. */
export function queryFailure(error: unknown): { code?: string; constraint?: string } | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
}

/**
 * Postgres SQLSTATEs of a connection that is gone or refused: admin shutdown, crash shutdown, cannot connect now
 * (57P01-57P03), too many connections (53300); every class 08 (connection exception) state is matched by its prefix.
 */
const CONNECTION_LOST_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a service that went away or never answered. */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTCONN']);
/**
 * What node-postgres and its pool say without a code: a connection closed under a query ("Connection terminated
 * unexpectedly"), a connect that timed out ("timeout expired"), a pool that found no free connection in time, a
 * client already broken.
 */
const CONNECTION_LOST_MESSAGES =
  /Connection terminated|timeout expired|timeout exceeded when trying to connect|connect ECONNREFUSED|Stream isn't writeable|Client has encountered a connection error/;

/**
 * The database (or Redis) is away, not a bug: the request may succeed once it is back, so it answers 503. Looks
 * through the driver error TypeORM wraps, an error's `cause` and the attempts of a failed dual-stack connect. A
 * query runner already released is what a transaction meets when its connection was lost mid-request.
 */
export function isConnectionLost(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  if (error instanceof QueryRunnerAlreadyReleasedError) return true;
  const { code, message, driverError, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (SOCKET_ERRORS.has(code) || CONNECTION_LOST_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && CONNECTION_LOST_MESSAGES.test(message)) return true;
  const inner = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((nested) => nested !== error && isConnectionLost(nested, depth + 1));
}
