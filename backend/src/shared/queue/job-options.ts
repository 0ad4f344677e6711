import type { JobsOptions } from 'bullmq';

/** Retries with exponential backoff; finished jobs are kept long enough for job-id de-duplication. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};
