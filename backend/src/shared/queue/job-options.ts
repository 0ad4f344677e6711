import type { BackoffStrategy, JobsOptions } from 'bullmq';
import { QUEUE, QueueName } from './queue-names';

/** Retries with exponential backoff; finished jobs are kept long enough for job-id de-duplication. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/** The e-mail queue's backoff: exponential from `backoff.delay`, doubling at most this many times, then steady. */
export const EMAIL_BACKOFF = 'email-capped-exponential';
const EMAIL_BACKOFF_DOUBLINGS = 8;

/**
 * The wait before retry number `attemptsMade` of an e-mail job: 15 s, 30 s, 1 min … 64 min, then every 64 min.
 * Capped, so that once SMTP is back a waiting e-mail goes within the hour rather than after a wait as long as the outage.
 */
export function emailRetryDelay(attemptsMade: number, firstDelayMs: number): number {
  return firstDelayMs * 2 ** Math.min(Math.max(attemptsMade, 1) - 1, EMAIL_BACKOFF_DOUBLINGS);
}

/** The worker's strategy for EMAIL_BACKOFF: the job's own `backoff.delay` is the first wait (tests shorten it). */
export const emailBackoffStrategy: BackoffStrategy = (attemptsMade, _type, _error, job) => {
  const backoff = job?.opts.backoff;
  return emailRetryDelay(attemptsMade, typeof backoff === 'object' ? (backoff.delay ?? 0) : (backoff ?? 0));
};

/**
 * E-mail jobs retry for about 24.5 hours (31 attempts): a provider outage of a day loses no e-mail. The one that
 * still fails is kept in the failed set for 30 days (retry it from the queue board) and raises the staff alert.
 * The worker registers `emailBackoffStrategy` on the e-mail queue's processor.
 */
export const EMAIL_JOB_OPTIONS: JobsOptions = {
  ...DEFAULT_JOB_OPTIONS,
  attempts: 31,
  backoff: { type: EMAIL_BACKOFF, delay: 15_000 },
};

/** The options of a job added to this queue. */
export function jobOptionsFor(queue: QueueName): JobsOptions {
  return queue === QUEUE.email ? EMAIL_JOB_OPTIONS : DEFAULT_JOB_OPTIONS;
}
