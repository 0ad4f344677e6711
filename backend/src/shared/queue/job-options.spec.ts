import { DEFAULT_JOB_OPTIONS, EMAIL_BACKOFF, EMAIL_JOB_OPTIONS, emailBackoffStrategy, jobOptionsFor } from './job-options';
import { QUEUE } from './queue-names';

const HOUR = 3600_000;

/** The waits BullMQ puts between an e-mail job's attempts (it asks the strategy with attemptsMade = 1, 2, …). */
function emailWaits(): number[] {
  const attempts = EMAIL_JOB_OPTIONS.attempts as number;
  const job = { opts: EMAIL_JOB_OPTIONS } as Parameters<typeof emailBackoffStrategy>[3];
  return Array.from(
    { length: attempts - 1 },
    (_, index) => emailBackoffStrategy(index + 1, EMAIL_BACKOFF, undefined, job) as number,
  );
}

describe('e-mail job retries', () => {
  it('retry for at least 24 hours, so a provider outage of a day loses no e-mail', () => {
    const total = emailWaits().reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThanOrEqual(24 * HOUR);
    expect(total).toBeLessThan(26 * HOUR);
  });

  it('back off exponentially from 15 s, then retry every 64 minutes (SMTP back: the e-mail goes within the hour)', () => {
    const waits = emailWaits();
    expect(waits.slice(0, 5)).toEqual([15_000, 30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...waits)).toBe(64 * 60_000);
    expect(waits.every((wait, index) => index === 0 || wait >= waits[index - 1])).toBe(true);
  });

  it('reach past a 2-hour outage with an attempt at most an hour after it ends', () => {
    let at = 0;
    const attemptTimes = [0, ...emailWaits().map((wait) => (at += wait))];
    const firstAfterOutage = attemptTimes.find((time) => time >= 2 * HOUR) as number;
    expect(firstAfterOutage - 2 * HOUR).toBeLessThanOrEqual(HOUR);
  });

  it('belong to the e-mail queue only; other queues keep the default', () => {
    expect(jobOptionsFor(QUEUE.email)).toBe(EMAIL_JOB_OPTIONS);
    expect(jobOptionsFor(QUEUE.booking)).toBe(DEFAULT_JOB_OPTIONS);
    expect(EMAIL_JOB_OPTIONS.removeOnFail).toEqual(DEFAULT_JOB_OPTIONS.removeOnFail);
  });
});
