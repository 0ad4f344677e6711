/**
 * The browser's IntersectionObserver for a page that is never laid out: nothing comes near the screen until the test
 * says so with `comeNear()`. Install it with `vi.stubGlobal('IntersectionObserver', TestIntersectionObserver)`.
 */
export class TestIntersectionObserver {
  static observers: TestIntersectionObserver[] = [];
  private readonly targets: Element[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {
    TestIntersectionObserver.observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  /** Every element observed now comes near the screen. */
  static comeNear() {
    for (const observer of TestIntersectionObserver.observers) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.report(entries, observer as unknown as IntersectionObserver);
    }
  }
}
