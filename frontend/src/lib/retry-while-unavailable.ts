import type { ApiError } from './api-error';

/**
 * The API did not answer, or answered that it cannot serve now (503 while its database is away; 502/504 from a
 * proxy in front of an API that is restarting): the same idempotent request may well succeed a moment later.
 */
export function isUnavailable(error: unknown): boolean {
  const status = (error as Partial<ApiError> | undefined)?.status;
  return status === 0 || status === 502 || status === 503 || status === 504;
}

/** How long to keep asking and how far apart. */
export interface RetryPlan {
  giveUpAfterMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** A paid customer's confirm call: kept up for two minutes, 1 s apart at first and then every 8 s at most. */
export const CONFIRM_RETRY: RetryPlan = { giveUpAfterMs: 120_000, firstDelayMs: 1_000, maxDelayMs: 8_000 };

/**
 * Runs an idempotent `call` again, with doubling delays, while it fails because the API is unavailable, until it
 * settles or the plan's time is up (the last error is then thrown). `onWaiting` is told before each wait.
 */
export async function retryWhileUnavailable<T>(call: () => Promise<T>, onWaiting?: () => void, plan: RetryPlan = CONFIRM_RETRY): Promise<T> {
  const started = Date.now();
  for (let delay = plan.firstDelayMs; ; delay = Math.min(delay * 2, plan.maxDelayMs)) {
    try {
      return await call();
    } catch (error) {
      if (!isUnavailable(error) || Date.now() - started + delay > plan.giveUpAfterMs) throw error;
      onWaiting?.();
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
