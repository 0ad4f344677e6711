/**
 * Rendered pages by key for `ttlMs`: a staff price change reaches the served HTML within that time. A page
 * rendered without all its data (the API or its database down) does not replace the last good one, which is
 * served instead until a complete render succeeds. Concurrent misses share one render; the oldest entry makes
 * room when `maxEntries` are kept.
 */
export class PageCache<T extends { complete: boolean }> {
  private readonly pages = new Map<string, { page: T; at: number }>();
  private readonly rendering = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    /** Which complete pages are worth keeping (not a 404 for every made-up URL). */
    private readonly keep: (page: T) => boolean = () => true,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, render: () => Promise<T>): Promise<T> {
    const cached = this.pages.get(key);
    if (cached && this.now() - cached.at < this.ttlMs) return cached.page;
    const pending = this.rendering.get(key) ?? this.start(key, render);
    const page = await pending;
    return page.complete || !cached ? page : cached.page;
  }

  clear(): void {
    this.pages.clear();
  }

  private start(key: string, render: () => Promise<T>): Promise<T> {
    const pending = render()
      .then((page) => {
        if (page.complete && this.keep(page)) this.store(key, page);
        return page;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, pending);
    return pending;
  }

  private store(key: string, page: T): void {
    this.pages.delete(key);
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, { page, at: this.now() });
  }
}
