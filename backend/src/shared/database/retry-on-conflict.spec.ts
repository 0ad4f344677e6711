import { ConcurrentUpdateError, CONFLICT_RETRIES, retryOnConflict } from './retry-on-conflict';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('retryOnConflict', () => {
  it('runs a transaction again after a deadlock or serialization failure and answers its result', async () => {
    const failures = [pgError('40P01'), pgError('40001')];
    let attempts = 0;
    const result = await retryOnConflict(async () => {
      attempts++;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    expect({ result, attempts }).toEqual({ result: 'done', attempts: 3 });
  });

  it(`gives up after ${CONFLICT_RETRIES} retries with a 409-kind ConcurrentUpdateError, never the raw database error`, async () => {
    let attempts = 0;
    const outcome = retryOnConflict(async () => {
      attempts++;
      throw pgError('40P01');
    });
    await expect(outcome).rejects.toBeInstanceOf(ConcurrentUpdateError);
    await expect(outcome).rejects.toMatchObject({ code: 'REQUEST.CONCURRENT_UPDATE', kind: 'conflict' });
    expect(attempts).toBe(CONFLICT_RETRIES + 1);
  });

  it('passes any other error straight through, untried again', async () => {
    let attempts = 0;
    const unique = pgError('23505');
    await expect(
      retryOnConflict(async () => {
        attempts++;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(attempts).toBe(1);
  });
});
