import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from './api-error';
import { isUnavailable, retryWhileUnavailable } from './retry-while-unavailable';

const failure = (status: number): ApiError => ({ status, message: `${status}: failed` });

describe('retryWhileUnavailable', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts no answer and 502/503/504 as unavailable, and nothing else', () => {
    expect([0, 502, 503, 504].map((status) => isUnavailable(failure(status)))).toEqual([true, true, true, true]);
    expect([400, 404, 409, 500].map((status) => isUnavailable(failure(status)))).toEqual([false, false, false, false]);
    expect(isUnavailable(new Error('boom'))).toBe(false);
  });

  it('asks again after 1, 2, 4, 8 and then every 8 seconds while unavailable, and answers what the call finally answers', async () => {
    const answers = [failure(503), failure(0), failure(503), failure(504), failure(503), failure(502)];
    const askedAt: number[] = [];
    const call = vi.fn(async () => {
      askedAt.push(Date.now());
      const next = answers.shift();
      if (next) throw next;
      return 'confirmed';
    });
    const waiting = vi.fn();
    const result = retryWhileUnavailable(call, waiting);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('confirmed');
    const gaps = askedAt.slice(1).map((at, index) => at - askedAt[index]);
    expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
    expect(waiting).toHaveBeenCalledTimes(6);
  });

  it('stops at once on an answer that is not unavailability (a refusal is not retried)', async () => {
    const call = vi.fn(() => Promise.reject(failure(409)));
    await expect(retryWhileUnavailable(call)).rejects.toMatchObject({ status: 409 });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('gives up with the last error once the next wait would pass two minutes', async () => {
    const started = Date.now();
    const call = vi.fn(() => Promise.reject(failure(503)));
    const result = retryWhileUnavailable(call);
    const settled = expect(result).rejects.toMatchObject({ status: 503 });
    await vi.runAllTimersAsync();
    await settled;
    expect(Date.now() - started).toBeLessThanOrEqual(120_000);
    expect(Date.now() - started).toBeGreaterThan(110_000);
    // 17 waits (1 + 2 + 4 + 14 × 8 = 119 s), so 18 calls.
    expect(call).toHaveBeenCalledTimes(18);
  });
});
