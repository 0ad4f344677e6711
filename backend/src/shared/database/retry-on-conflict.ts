import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionHost } from '@nestjs-cls/transactional';
import { fixedDomainError } from '../errors/domain-error';
import { isTransientConflict } from './sql-state';

/** A transaction kept losing races with others (deadlock or serialization failure) after its retries. */
export class ConcurrentUpdateError extends fixedDomainError(
  'REQUEST.CONCURRENT_UPDATE',
  'conflict',
  'Someone else was changing the same thing at that moment. Please try again.',
) {}

export const CONFLICT_RETRIES = 3;

/** Runs `attempt` again (up to 3 more times, after 10-60 ms, 20-120 ms, 40-240 ms of jitter) while Postgres reports a deadlock or serialization failure. */
export async function retryOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransientConflict(error)) throw error;
      if (retry >= CONFLICT_RETRIES) throw new ConcurrentUpdateError();
      await sleep((10 << retry) * (1 + Math.random() * 5));
    }
  }
}

/**
 * Put above @Transactional(): the whole transaction runs again when it lost a race. Inside a caller's
 * transaction there is nothing to retry (that transaction is aborted), so the error goes up to whoever
 * opened it.
 */
export function RetryOnConflict(): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const method = descriptor.value as (...args: unknown[]) => Promise<unknown>;
    descriptor.value = function retried(this: unknown, ...args: unknown[]) {
      if (TransactionHost.getInstance().isTransactionActive()) return method.apply(this, args);
      return retryOnConflict(() => method.apply(this, args));
    };
    Object.defineProperty(descriptor.value, 'name', { value: method.name });
    return descriptor;
  };
}
