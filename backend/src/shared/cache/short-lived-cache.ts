/**
 * Answers kept in memory for a short time, by key. Concurrent readers of a key share one load; a load
 * that was running when `clear()` was called is handed to its readers but not kept (it may predate the
 * change that cleared the cache); a failed load is not kept. A TTL of 0 turns the cache off.
 */
export class ShortLivedCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  private generation = 0;

  /** `ttlMs` is asked on every read, so a caller can switch the cache off while it cannot trust it. */
  constructor(
    private readonly ttlMs: () => number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const ttl = this.ttlMs();
    if (ttl <= 0) return load();
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now) return kept.value;
    if (this.entries.size >= this.maxEntries) this.dropExpired(now);
    const generation = this.generation;
    const entry = { value: load(), expiresAt: now + ttl };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then(() => {
      if (generation !== this.generation) forget();
    }, forget);
    return entry.value;
  }

  /** Drops one key; a load running now is handed to its readers but not kept (as for `clear()`). */
  forget(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
