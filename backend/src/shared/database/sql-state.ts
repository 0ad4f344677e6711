import { QueryFailedError } from 'typeorm';

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
