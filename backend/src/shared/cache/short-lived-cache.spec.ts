import { ShortLivedCache } from './short-lived-cache';

describe('ShortLivedCache', () => {
  let now: number;
  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  const counting = () => {
    let loads = 0;
    return { load: async () => `answer ${++loads}`, loads: () => loads };
  };

  it('keeps an answer for its TTL, per key, then loads again', async () => {
    const cache = new ShortLivedCache<string>(() => 2000);
    const source = counting();
    expect(await cache.get('a', source.load)).toBe('answer 1');
    now += 1999;
    expect(await cache.get('a', source.load)).toBe('answer 1');
    expect(await cache.get('b', source.load)).toBe('answer 2');
    now += 1;
    expect(await cache.get('a', source.load)).toBe('answer 3');
  });

  it('shares one load among concurrent readers', async () => {
    const cache = new ShortLivedCache<string>(() => 2000);
    const source = counting();
    const answers = await Promise.all([cache.get('a', source.load), cache.get('a', source.load), cache.get('a', source.load)]);
    expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(source.loads()).toBe(1);
  });

  it('forgets everything on clear, and does not keep a load that was running when it was cleared', async () => {
    const cache = new ShortLivedCache<string>(() => 2000);
    const source = counting();
    await cache.get('a', source.load);
    cache.clear();
    expect(await cache.get('a', source.load)).toBe('answer 2');

    let finish!: (value: string) => void;
    const running = cache.get('a2', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('read before the change');
    expect(await running).toBe('read before the change');
    expect(await cache.get('a2', source.load)).toBe('answer 3');
  });

  it('does not keep a failed load', async () => {
    const cache = new ShortLivedCache<string>(() => 2000);
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 'back')).toBe('back');
  });

  it('loads every time while its TTL is 0', async () => {
    let ttl = 0;
    const cache = new ShortLivedCache<string>(() => ttl);
    const source = counting();
    await cache.get('a', source.load);
    await cache.get('a', source.load);
    expect(source.loads()).toBe(2);
    ttl = 1000;
    await cache.get('a', source.load);
    await cache.get('a', source.load);
    expect(source.loads()).toBe(3);
  });

  it('holds at most maxEntries keys, dropping expired ones first', async () => {
    const cache = new ShortLivedCache<string>(() => 1000, 2);
    const source = counting();
    await cache.get('a', source.load);
    now += 1000;
    await cache.get('b', source.load);
    await cache.get('c', source.load); // full: 'a' has expired and goes
    expect(await cache.get('b', source.load)).toBe('answer 2');
    expect(await cache.get('c', source.load)).toBe('answer 3');
  });
});
